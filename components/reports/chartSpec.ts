// What a report chart draws, in the form both of its drawings take: MUI X's chart
// (MuiReportChart.tsx, loaded on the operator's intent) and its look-alike (LightChart.tsx,
// drawn until then). One box for both, so the one replaces the other without a shift.

export type ChartSpec = {
  kind: 'bar' | 'line';
  phone: boolean;
  keys: readonly string[]; // the x buckets; empty while loading
  series: readonly { label: string; color: string; values: readonly number[]; format: (v: number) => string }[];
  tickLabel: (key: string) => string;
  tooltipLabel: (key: string) => string;
  yLabel: (v: number) => string;
  loading: boolean;
  text: { loading: string; empty: string };
};

/** The chart's box: MUI X's defaults where not set (its x axis is 25 px high). */
export const chartBox = (phone: boolean) => ({
  height: phone ? 220 : 280,
  yAxisWidth: phone ? 44 : 56,
  xAxisHeight: 25,
  margin: { left: 4, right: phone ? 8 : 16, top: 8, bottom: 4 },
});

/** A line's marks are drawn up to this many points (a month of days). */
export const MARKS_UP_TO = 31;
