'use client';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

// A row of labelled figures (a report's totals); a skeleton stands in for a figure still loading,
// and figures of the previous range are dimmed (busy) while the new range's answer comes.

export type Figure = { label: string; value: ReactNode | undefined; id: string };

export function Figures({ title, figures, busy }: { title?: string; figures: readonly Figure[]; busy?: boolean }) {
  return (
    <Box sx={{ mb: 2 }}>
      {/* Skeletons inside the lines they stand for: the same height loading and loaded (CLS). */}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5, fontWeight: 600 }}>{title ?? <Skeleton width={220} />}</Typography>
      <Box sx={{ display: 'grid', gap: { xs: 1.5, sm: 3 }, gridTemplateColumns: { xs: '1fr 1fr', sm: `repeat(${Math.min(figures.length, 4)}, minmax(0, 1fr))` } }}>
        {figures.map((f) => (
          <Box key={f.id} sx={{ minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary">{f.label}</Typography>
            <Typography variant="h6" component="p" data-testid={f.value === undefined ? undefined : f.id} sx={{ wordBreak: 'break-word', fontSize: { xs: '1.05rem', sm: '1.25rem' }, opacity: busy ? 0.6 : 1 }}>
              {f.value ?? <Skeleton width={100} />}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
