'use client';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { chartBox, MARKS_UP_TO, type ChartSpec } from './chartSpec';

// A report chart drawn by @mui/x-charts (tooltips, highlight, keyboard): only ever loaded by
// ReportChart, when the operator first points at, touches or focuses a chart (issue 15).

export function MuiReportChart({ spec }: { spec: ChartSpec }) {
  const box = chartBox(spec.phone);
  const common = {
    height: box.height,
    xAxis: [{ scaleType: 'band' as const, data: [...spec.keys], valueFormatter: (key: string, ctx: { location: string }) => (ctx.location === 'tooltip' ? spec.tooltipLabel(key) : spec.tickLabel(key)) }],
    yAxis: [{ width: box.yAxisWidth, valueFormatter: (v: number | null) => (v === null ? '' : spec.yLabel(v)) }],
    margin: box.margin,
    localeText: { noData: spec.text.empty, loading: spec.text.loading },
    skipAnimation: true,
    loading: spec.loading,
  };
  const series = spec.series.map((s) => ({ data: [...s.values], label: s.label, color: s.color, valueFormatter: (v: number | null) => (v === null ? '' : s.format(v)) }));
  return spec.kind === 'bar' ? (
    <BarChart {...common} series={series} />
  ) : (
    <LineChart {...common} series={series.map((s) => ({ ...s, showMark: spec.keys.length <= MARKS_UP_TO, curve: 'linear' as const }))} />
  );
}
