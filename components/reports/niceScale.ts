// The y axis of a report chart as d3 makes it for MUI X (LightChart.tsx draws it without
// d3): a linear domain made "nice" and its ticks. tests/unit/nice-scale.test.ts holds both
// to d3's own over many domains.

/** d3-array's tick step for [start, stop] in about `count` steps: [first, last, step] (step < 0: 1/step). */
function tickSpec(start: number, stop: number, count: number): [number, number, number] {
  const step = (stop - start) / Math.max(0, count);
  const power = Math.floor(Math.log10(step));
  const error = step / 10 ** power;
  const factor = error >= Math.sqrt(50) ? 10 : error >= Math.sqrt(10) ? 5 : error >= Math.SQRT2 ? 2 : 1;
  let [i1, i2, inc] = [0, 0, 0];
  if (power < 0) {
    inc = 10 ** -power / factor;
    [i1, i2] = [Math.round(start * inc), Math.round(stop * inc)];
    if (i1 / inc < start) ++i1;
    if (i2 / inc > stop) --i2;
    inc = -inc;
  } else {
    inc = 10 ** power * factor;
    [i1, i2] = [Math.round(start / inc), Math.round(stop / inc)];
    if (i1 * inc < start) ++i1;
    if (i2 * inc > stop) --i2;
  }
  if (i2 < i1 && count >= 0.5 && count < 2) return tickSpec(start, stop, count * 2);
  return [i1, i2, inc];
}

/** d3-scale's `nice(count)` of a linear domain. */
export function nice(start: number, stop: number, count: number): [number, number] {
  let previous = 0;
  for (let i = 0; i < 10; i++) {
    const step = tickSpec(start, stop, count)[2];
    if (step === previous || !step) break;
    [start, stop] = step > 0 ? [Math.floor(start / step) * step, Math.ceil(stop / step) * step] : [Math.ceil(start * step) / step, Math.floor(stop * step) / step];
    previous = step;
  }
  return [start, stop];
}

/** d3's `ticks(start, stop, count)`. */
export function ticks(start: number, stop: number, count: number): number[] {
  if (start === stop) return [start];
  const [i1, i2, inc] = tickSpec(start, stop, count);
  return i2 >= i1 ? Array.from({ length: i2 - i1 + 1 }, (_, i) => (inc < 0 ? (i1 + i) / -inc : (i1 + i) * inc)) : [];
}
