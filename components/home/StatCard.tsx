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
};

// One dashboard figure. Colours are palette tokens only, so the card reads in dark mode too.
export function StatCard({ icon, label, color, children, testId }: Props) {
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'flex-start', minWidth: 0 }} data-testid={testId}>
      <Avatar variant="rounded" sx={{ bgcolor: `${color}.accent`, color: `${color}.onAccent` }}>
        {icon}
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
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', gap: 2 }}>
      <Skeleton variant="rounded" width={40} height={40} />
      <Box sx={{ flex: 1 }}>
        <Skeleton width="60%" />
        <Skeleton width="80%" height={36} />
      </Box>
    </Paper>
  );
}
