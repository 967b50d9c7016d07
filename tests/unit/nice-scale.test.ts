import fc from 'fast-check';
import { scaleLinear } from '@mui/x-charts-vendor/d3-scale';
import { nice, ticks } from '@/components/reports/niceScale';

// The report charts' look-alike draws its y axis without d3 (issue 15): its "nice" domain and
// ticks must be d3's, which MUI X's chart draws when it takes over, or the axis would jump.

const d3 = (lo: number, hi: number, count: number) => {
  const scale = scaleLinear().domain([lo, hi]).nice(count);
  return { domain: scale.domain(), ticks: scale.ticks(count) };
};

describe('niceScale: d3’s nice domain and ticks', () => {
  it('on the reports’ own figures (PV, money in yuan, from 0)', () => {
    expect(nice(0, 14940, 4)).toEqual([0, 15000]);
    expect(ticks(0, 15000, 4)).toEqual([0, 5000, 10000, 15000]);
    expect(nice(0, 7300, 3)).toEqual([0, 8000]);
    expect(ticks(0, 8000, 3)).toEqual([0, 2000, 4000, 6000, 8000]);
  });

  it('as d3 on any domain and tick count a chart can have', () => {
    const value = fc.oneof(fc.integer({ min: 0, max: 50_000_000 }), fc.double({ min: 0, max: 1e6, noNaN: true }).map((v) => Math.round(v * 100) / 100));
    fc.assert(
      fc.property(value, value, fc.integer({ min: 2, max: 8 }), (a, b, count) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        fc.pre(lo !== hi);
        const want = d3(lo, hi, count);
        const domain = nice(lo, hi, count);
        expect(domain).toEqual(want.domain);
        expect(ticks(domain[0], domain[1], count)).toEqual(want.ticks);
      }),
      { numRuns: 3000 },
    );
  });

  it('one tick where every value is alike', () => {
    expect(ticks(0, 0, 4)).toEqual([0]);
  });
});
