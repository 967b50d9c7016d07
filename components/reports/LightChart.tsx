'use client';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { startTransition, useEffect, useId, useRef, useState } from 'react';
import { chartBox, MARKS_UP_TO, type ChartSpec } from './chartSpec';
import { nice, ticks } from './niceScale';

// A report chart's look-alike (issue 15): the picture @mui/x-charts draws of the same chart,
// drawn in a few KB and with no work at load beyond the drawing, until the operator points at,
// touches or focuses the chart and ReportChart swaps in MUI X's chart (its tooltips, highlight
// and keyboard) in the same commit. The same DOM, classes and geometry as MUI X's BarChart and
// LineChart with ReportChart's settings: a band x axis (category gap 0.2, bar gap 0.1, ticks
// at the band edges, labels in the middle, a label left out when it would come within 4 px of
// the one before, as MUI X measures them), a y axis from d3's "nice" domain and ticks (one per
// 50 px), bars rounded to the pixel, lines with their marks up to a month of days, the legend
// above, the loading and no-data texts in the middle.

const TICK = 6; // MUI X's tick length
const LABEL_GAP = 3; // between a tick and its label
const LABEL_MIN_GAP = 4; // between two x labels
const CATEGORY_GAP = 0.2;
const BAR_GAP = 0.1;
const PAPER = 'var(--mui-palette-background-paper)';
const SQUARE = 'M-4,-4h8v8h-8Z'; // d3's square symbol (64 px²), the second series' mark
const LEGEND_MARKS = ['M3.192,0A3.192,3.192,0,1,1,-3.192,0A3.192,3.192,0,1,1,3.192,0', 'M-2.828,-2.828h5.657v5.657h-5.657Z'];

let context: CanvasRenderingContext2D | null = null;
const textWidth = (text: string, font: string) => {
  context ??= document.createElement('canvas').getContext('2d');
  if (!context) return 0;
  context.font = font;
  return context.measureText(text).width;
};

const round3 = (v: number) => Math.round(v * 1000) / 1000;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text or an attribute value, safe inside markup. */
const esc = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** MUI X's `ellipsize`: the longest start of the text that fits `room` with an ellipsis, found by halving. */
function ellipsize(text: string, room: number, font: string) {
  if (textWidth(text, font) <= room) return text;
  const chars = Array.from(text);
  let [by, step, length, fitting] = [1 / 2, 1, chars.length, ''];
  for (let last = -1; Math.abs(length - last) !== 1; ) {
    last = length;
    length = Math.floor(chars.length * by);
    if (length === 0) break;
    const start = chars.slice(0, length).join('').trim();
    step += 1;
    if (textWidth(`${start}…`, font) <= room) [fitting, by] = [start, by + 1 / 2 ** step];
    else by -= 1 / 2 ** step;
  }
  return fitting && `${fitting}…`;
}

type Props = { spec: ChartSpec; onIntent: (focused: boolean) => void };

export function LightChart({ spec, onIntent }: Props) {
  const box = chartBox(spec.phone);
  const surface = useRef<HTMLDivElement>(null);
  const clipId = `${useId()}-clip`;
  const [size, setSize] = useState<{ width: number; font: string } | null>(null);
  // Measured as MUI X does (the width floored; its labels' font), when the browser first lays
  // the box out and whenever it resizes: the observer reports after layout, so measuring forces
  // none (a measure in the hydration's commit laid out the whole page inside it). Drawn in
  // transitions: when the page comes with its figures (lib/session/firstAnswers.ts), two charts
  // drawn at once would hold the page for one long task as it hydrates (issue 15: TBT); the box
  // keeps its height meanwhile, so nothing moves.
  useEffect(() => {
    const el = surface.current!;
    const observer = new ResizeObserver(() => {
      const style = getComputedStyle(el);
      const width = Math.floor(parseFloat(style.width)) || 0;
      startTransition(() => setSize((s) => (s?.width === width ? s : { width, font: `400 12px ${style.fontFamily}` })));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const n = spec.keys.length;
  const width = size?.width ?? 0;
  const { height, margin } = box;
  const [left, top] = [margin.left + box.yAxisWidth, margin.top];
  const [right, bottom] = [width - margin.right, height - margin.bottom - box.xAxisHeight];
  // d3's band scale with MUI X's padding: CATEGORY_GAP inside, half of it at each end.
  const step = (right - left) / Math.max(1, n - CATEGORY_GAP + 2 * (CATEGORY_GAP / 2));
  const bandwidth = step * (1 - CATEGORY_GAP);
  const bandStart = (i: number) => left + (right - left - step * (n - CATEGORY_GAP)) / 2 + i * step;
  const tickAt = (i: number) => bandStart(i) - (step - bandwidth) / 2; // a band's left edge, gap included

  const values = spec.series.flatMap((s) => s.values);
  const tickCount = Math.max(2, Math.floor((bottom - top) / 50));
  let [lo, hi] = [Math.min(...values), Math.max(...values)];
  if (spec.kind === 'bar') [lo, hi] = [Math.min(0, lo), Math.max(0, hi)];
  [lo, hi] = !n ? [0, 0] : lo === hi ? [lo, hi] : nice(lo, hi, tickCount); // all alike: a line in the middle
  const y = (v: number) => (hi === lo ? (top + bottom) / 2 : bottom - ((v - lo) / (hi - lo)) * (bottom - top));

  // The x labels MUI X keeps (each one that keeps LABEL_MIN_GAP from the last one kept), each
  // shortened with an ellipsis where it would leave the chart.
  const shown = new Map<number, string>();
  if (size) {
    let limit = 0;
    spec.keys.forEach((key, i) => {
      const at = tickAt(i) + step / 2;
      if (shown.size && at < limit + LABEL_MIN_GAP) return;
      const label = spec.tickLabel(key);
      const half = textWidth(label, size.font) / 2;
      if (shown.size && at - half < limit + LABEL_MIN_GAP) return;
      limit = at + half;
      shown.set(i, ellipsize(label, 2 * Math.min(at, width - at), size.font));
    });
  }

  const groups = spec.series.length;
  const barWidth = bandwidth / (groups + (groups - 1) * BAR_GAP);
  const showMarks = spec.kind === 'line' && n <= MARKS_UP_TO;
  const xOf = (i: number) => bandStart(i) + bandwidth / 2;
  const overlay = spec.loading ? spec.text.loading : n === 0 ? spec.text.empty : null;

  // The picture itself, as markup the browser parses in one go: React would create and set up
  // each of its one to three hundred elements (issue 15: the report's load). Every text and
  // attribute goes through `esc`.
  const drawing = () => {
    const tag = (name: string, attrs: Record<string, string | number>, inner?: string) =>
      `<${name}${Object.entries(attrs).map(([k, v]) => ` ${k}="${esc(String(v))}"`).join('')}>${inner ?? ''}</${name}>`;
    const plot = spec.kind === 'bar'
      ? spec.series.flatMap((s, j) => s.values.map((v, i) => {
          const [y0, y1] = [Math.round(y(0)), Math.round(y(v))];
          return v === 0 ? '' : tag('rect', { x: bandStart(i) + j * barWidth * (1 + BAR_GAP), y: Math.min(y0, y1), width: barWidth, height: Math.abs(y0 - y1), fill: s.color, class: 'MuiBarChart-element' });
        }))
      : n > 0 ? spec.series.map((s) => tag('path', { class: 'MuiLineChart-line', stroke: s.color, 'stroke-width': 2, 'stroke-linejoin': 'round', fill: 'none',
          d: s.values.map((v, i) => `${i ? 'L' : 'M'}${round3(xOf(i))},${round3(y(v))}`).join('') })) : [];
    const overlayText = overlay ? tag('text', { class: 'LightChart-overlay', x: left + (right - left) / 2, y: top + (bottom - top) / 2 }, esc(overlay)) : '';
    const xTicks = n > 0 ? [...spec.keys, null].map((key, i) => tag('g', { transform: `translate(${i < n ? tickAt(i) : right}, 0)`, class: 'MuiChartsAxis-tickContainer' },
      tag('line', { y2: TICK, class: 'MuiChartsAxis-tick' }) +
      (key !== null && shown.has(i) ? tag('text', { class: 'MuiChartsAxis-tickLabel', x: step / 2, y: TICK + LABEL_GAP, 'text-anchor': 'middle', 'dominant-baseline': 'hanging' }, esc(shown.get(i)!)) : ''))) : [];
    const yTicks = n > 0 ? ticks(lo, hi, tickCount).filter((v) => y(v) >= top - 1e-6 && y(v) <= bottom + 1e-6).map((v) => tag('g', { transform: `translate(0, ${y(v)})`, class: 'MuiChartsAxis-tickContainer' },
      tag('line', { x2: -TICK, class: 'MuiChartsAxis-tick' }) +
      tag('text', { class: 'MuiChartsAxis-tickLabel', x: -TICK - 2, y: 0, 'text-anchor': 'end', 'dominant-baseline': 'central' }, esc(spec.yLabel(v))))) : [];
    const marks = showMarks ? tag('g', {}, spec.series.map((s, j) => tag('g', {}, s.values.map((v, i) => j === 0
      ? tag('circle', { cx: round3(xOf(i)), cy: round3(y(v)), r: 5, fill: PAPER, stroke: s.color, 'stroke-width': 2, class: 'MuiLineChart-mark' })
      : tag('path', { transform: `translate(${round3(xOf(i))} ${round3(y(v))})`, d: SQUARE, fill: PAPER, stroke: s.color, 'stroke-width': 2, class: 'MuiLineChart-mark' })).join(''))).join('')) : '';
    return tag('g', { class: 'MuiChartsGrid-root' }) +
      tag('g', { 'clip-path': `url(#${clipId})` }, plot.join('') + overlayText) +
      tag('g', { transform: `translate(0, ${bottom})`, class: 'MuiChartsAxis-root MuiChartsAxis-directionX MuiChartsAxis-bottom' }, tag('line', { x1: left, x2: right, class: 'MuiChartsAxis-line' }) + xTicks.join('')) +
      tag('g', { transform: `translate(${left}, 0)`, class: 'MuiChartsAxis-root MuiChartsAxis-directionY MuiChartsAxis-left' }, tag('line', { y1: top, y2: bottom, class: 'MuiChartsAxis-line', 'stroke-linecap': 'square' }) + yTicks.join('')) +
      marks +
      tag('clipPath', { id: clipId }, tag('rect', { x: left, y: top, width: Math.max(0, right - left), height: bottom - top }));
  };

  return (
    <Box sx={SX}>
      <ul className="MuiChartsLegend-root MuiChartsLegend-horizontal">
        {spec.series.map((s, j) => (
          <li key={s.label} className="MuiChartsLegend-item">
            <div className="MuiChartsLegend-series">
              {spec.kind === 'bar' ? (
                <div className="MuiChartsLabelMark-root MuiChartsLabelMark-square MuiChartsLegend-mark" aria-hidden="true">
                  <svg viewBox="0 0 13 13"><rect className="MuiChartsLabelMark-fill" width="13" height="13" fill={s.color} /></svg>
                </div>
              ) : (
                <div className="MuiChartsLabelMark-root MuiChartsLabelMark-lineAndMark MuiChartsLegend-mark" aria-hidden="true">
                  <svg viewBox="0 0 16 16" preserveAspectRatio="none">
                    <path className="MuiChartsLabelMark-fill" d="M 1 8 L 15 8" stroke={s.color} strokeWidth="2" strokeLinecap="round" vectorEffect="non-scaling-stroke" />
                    {showMarks && <path d={LEGEND_MARKS[Math.min(j, 1)]} transform="translate(8, 8) " stroke={s.color} strokeWidth="2" fill={PAPER} />}
                  </svg>
                </div>
              )}
              <span className="MuiChartsLabel-root MuiChartsLegend-label">{s.label}</span>
            </div>
          </li>
        ))}
      </ul>
      <div role="none" className="MuiChartsSurface-root" ref={surface} onPointerEnter={() => onIntent(false)}>
        <div role="none" tabIndex={0} onFocus={() => onIntent(true)} style={FOCUS_LAYER} />
        {size && (
          <svg viewBox={`0 0 ${width} ${height}`} className="MuiChartsSvgLayer-root" aria-hidden="true" dangerouslySetInnerHTML={{ __html: drawing() }} />
        )}
      </div>
    </Box>
  );
}

const FOCUS_LAYER = { borderWidth: 0, width: '100%', height: '100%', overflow: 'hidden', position: 'absolute', inset: 0, padding: 0, outline: 'none', pointerEvents: 'none' } as const;

// MUI X's styles for the parts drawn (ChartsWrapper, ChartsLegend, ChartsLabelMark,
// ChartsSurface, ChartsAxis, its overlay text), with the theme's variables.
const SX: SxProps<Theme> = {
  flex: '1 1 0%',
  display: 'grid',
  gridTemplate: '"legend" "chart" 1fr / 1fr',
  justifyContent: 'safe center',
  placeItems: 'center',
  fontFamily: (theme) => theme.typography.fontFamily,
  '& .MuiChartsLegend-root': {
    fontWeight: 400, fontSize: '0.75rem', lineHeight: '100%', color: 'text.primary',
    display: 'flex', flexFlow: 'wrap', alignItems: 'center', flexShrink: 0, gap: '16px',
    listStyleType: 'none', paddingInlineStart: 0, marginBlock: '8px', marginInline: '8px', gridArea: 'legend',
  },
  '& li': { display: 'inline-flex' },
  '& .MuiChartsLegend-series': { display: 'inline-flex', alignItems: 'center', gap: '8px', cursor: 'default' },
  '& .MuiChartsLegend-mark': { display: 'flex', width: 14, height: 14, '& > *': { width: '100%', height: '100%' }, '& svg': { display: 'block' } },
  '& .MuiChartsLabelMark-lineAndMark': { alignItems: 'center' },
  '& .MuiChartsLabelMark-square': { width: 13, height: 13, borderRadius: '2px', overflow: 'hidden' },
  '& .MuiChartsSurface-root': {
    // The box's height by the width's breakpoint, not by `phone`: the server draws it too.
    width: '100%', height: { xs: chartBox(true).height, sm: chartBox(false).height }, display: 'flex', position: 'relative', flexDirection: 'column', alignItems: 'center', justifyContent: 'center',
    touchAction: 'pan-y', userSelect: 'none', gridArea: 'chart',
  },
  '& .MuiChartsSvgLayer-root': { width: '100%', height: '100%', position: 'absolute', inset: 0 },
  '& .MuiChartsAxis-tickLabel': { fontWeight: 400, fontSize: '0.75rem', fill: 'var(--mui-palette-text-primary)' },
  '& .MuiChartsAxis-line, & .MuiChartsAxis-tick': { stroke: 'var(--mui-palette-text-primary)', shapeRendering: 'crispEdges', strokeWidth: 1 },
  '& .LightChart-overlay': { typography: 'body2', stroke: 'none', fill: 'var(--mui-palette-text-primary)', shapeRendering: 'crispEdges', textAnchor: 'middle', dominantBaseline: 'middle' },
};
