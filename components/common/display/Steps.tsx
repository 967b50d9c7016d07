'use client';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

// A timeline, newest first: a dot and a line per step, the newest one marked.
export function Steps({ steps, testId }: { steps: readonly { time: string; text: string }[]; testId: string }) {
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid={testId}>
      {steps.map((s, i) => (
        <Box component="li" key={`${s.time}-${i}`} sx={{ display: 'grid', gridTemplateColumns: '16px 1fr', gap: 1.5, pb: i < steps.length - 1 ? 1.5 : 0, position: 'relative' }} data-testid="step">
          <Box sx={{ mt: 0.75, width: 10, height: 10, borderRadius: '50%', bgcolor: i === 0 ? 'primary.main' : 'action.disabled', zIndex: 1 }} />
          {i < steps.length - 1 && <Box sx={{ position: 'absolute', left: 4, top: 16, bottom: 0, width: 2, bgcolor: 'divider' }} />}
          <Box>
            <Typography variant="body2" sx={{ fontWeight: i === 0 ? 600 : 400 }}>{s.text}</Typography>
            <Typography variant="caption" color="textSecondary">{s.time}</Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
