'use client';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';

/** The page's one answer (../data), shown when it has come: the marker bench:inp waits for. */
export function Answer({ kind }) {
  const { data } = useQuery({ queryKey: ['go', kind], queryFn: () => fetch(`/go/data?q=${kind}`).then((r) => r.json()) });
  return (
    <Typography variant="body2" color="textSecondary" sx={{ px: { xs: 1.5, sm: 3 }, pt: 1, minHeight: 28 }} data-testid={data ? `go-answer-${kind}` : undefined}>
      {data ? `${data.label}: ${data.figure}` : '—'}
    </Typography>
  );
}
