import Box from '@mui/material/Box';
import Avatar from '@mui/material/Avatar';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type StatColor = 'primary' | 'info' | 'success' | 'warning' | 'secondary';

type Props = {
  icon: ReactNode;
  label: string;
  color: StatColor;
  children: ReactNode; // the figure(s)
  testId?: string;
  /** On a phone, across both columns of the grid (components/home/BalanceCards.tsx). */
  wide?: boolean;
};

// On a phone (below `sm`) the cards sit two to a row, each with its icon above its label, so
// the balances take half a screen and what waits on the operator shows below them.
const card = { p: { xs: 1.5, sm: 2 }, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: { xs: 1, sm: 2 }, alignItems: 'flex-start', minWidth: 0 } as const;
const icon = { width: { xs: 32, sm: 40 }, height: { xs: 32, sm: 40 } } as const;

// One dashboard figure. Colours are palette tokens only, so the card reads in dark mode too.
export function StatCard({ icon: glyph, label, color, children, testId, wide }: Props) {
  return (
    <Paper variant="outlined" sx={{ ...card, gridColumn: wide ? { xs: '1 / -1', sm: 'auto' } : undefined }} data-testid={testId}>
      <Avatar variant="rounded" sx={{ ...icon, bgcolor: `${color}.accent`, color: `${color}.onAccent` }}>
        {glyph}
      </Avatar>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" color="textSecondary">
          {label}
        </Typography>
        {children}
      </Box>
    </Paper>
  );
}

/** A money figure: tabular digits so stacked amounts line up; long ones wrap, never overflow. */
export function Figure({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Typography
      component="p"
      variant="h5"
      sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere', fontSize: 'clamp(1.1rem, 1.6vw, 1.5rem)' }}
      data-testid={testId}
    >
      {children}
    </Typography>
  );
}

export function StatCardSkeleton() {
  return (
    <Paper variant="outlined" sx={card}>
      <Skeleton variant="rounded" sx={icon} />
      <Box sx={{ flex: 1, alignSelf: 'stretch' }}>
        <Skeleton width="60%" />
        <Skeleton width="80%" height={36} />
      </Box>
    </Paper>
  );
}
