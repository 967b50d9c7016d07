'use client';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { BUSY } from '@/components/common/display/busy';

// A row of labelled figures (a report's totals); a skeleton stands in for a figure still loading,
// and figures of the previous range are dimmed (busy) while the new range's answer comes.

export type Figure = { label: string; value: ReactNode | undefined; id: string };

export function Figures({ title, figures, busy }: { title?: string; figures: readonly Figure[]; busy?: boolean }) {
  return (
    <Box sx={figuresSx(figures.length)} aria-busy={busy || undefined}>
      {/* Skeletons inside the lines they stand for: the same height loading and loaded (CLS). */}
      <Typography variant="body2" color="textSecondary" sx={{ mb: 0.5, fontWeight: 600 }}>{title ?? <Skeleton width={220} />}</Typography>
      <div className="Figures-grid">
        {figures.map((f) => (
          <div key={f.id} className="Figures-item">
            <p className="Figures-label">{f.label}</p>
            <p className="Figures-value" data-testid={f.value === undefined ? undefined : f.id}>{f.value ?? <Skeleton width={100} />}</p>
          </div>
        ))}
      </div>
    </Box>
  );
}

// Each figure a label over its value (drawn as Typography's body2 and h6 drew them), styled
// once for the row rather than per figure (issue 15: fewer styled components to render and
// hydrate).
const figuresSx = (count: number) => ({
  ...BUSY,
  mb: 2,
  '& .Figures-grid': { display: 'grid', gap: { xs: 1.5, sm: 3 }, gridTemplateColumns: { xs: '1fr 1fr', sm: `repeat(${Math.min(count, 4)}, minmax(0, 1fr))` } },
  '& .Figures-item': { minWidth: 0 },
  '& .Figures-label': { typography: 'body2', m: 0 },
  '& .Figures-value': { typography: 'h6', m: 0, wordBreak: 'break-word', fontSize: { xs: '1.05rem', sm: '1.25rem' } },
});
