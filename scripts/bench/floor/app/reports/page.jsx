'use client';
// Floor for the report routes (/reports/*): what @mui/x-charts draws for /reports/performance and
// nothing of the portal's: a BarChart of one series (income) and a LineChart of two (the legs),
// over the same number of points (47 months, as the stub's world gives it; no marks past 31
// points, as the portal draws them).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';

// /reports/performance's default range in the stub's world: Jan 2023 to Nov 2026 in month buckets.
const POINTS = 47;
const keys = Array.from({ length: POINTS }, (_, i) => `${2023 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`);
// Fixed, varied figures (no randomness: every load draws the same).
const wave = (scale, phase) => keys.map((_, i) => Math.round(scale * (1.2 + Math.sin(i * 0.9 + phase))));
const income = wave(4000, 0);
const left = wave(900, 1);
const right = wave(700, 2);
const xAxis = [{ scaleType: 'band', data: keys }];

export default function Page() {
  return (
    <Box component="main" sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h6" component="h1">Performance</Typography>
      <Box component="section" data-testid="income-chart" sx={{ mb: 3 }}>
        <Typography variant="subtitle1" component="h2">Income</Typography>
        <BarChart height={260} xAxis={xAxis} series={[{ data: income, label: 'Income' }]} />
      </Box>
      <Box component="section" data-testid="legs-chart" sx={{ mb: 3 }}>
        <Typography variant="subtitle1" component="h2">Legs</Typography>
        <LineChart height={260} xAxis={xAxis} series={[{ data: left, label: 'Left', curve: 'linear', showMark: false }, { data: right, label: 'Right', curve: 'linear', showMark: false }]} />
      </Box>
    </Box>
  );
}
