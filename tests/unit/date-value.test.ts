import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { dayOf, isoOf } from '@/components/common/dates/dateValue';

describe('date filter values', () => {
  it("reads '' and malformed or unreal days as empty", () => {
    expect(dayOf('')).toBeNull();
    expect(dayOf(undefined)).toBeNull();
    expect(dayOf('2025-5-20')).toBeNull();
    expect(dayOf('20250520')).toBeNull();
    expect(dayOf('2025-02-30')).toBeNull();
    expect(dayOf('2025-13-01')).toBeNull();
    expect(dayOf('2025-05-20T00:00')).toBeNull();
  });

  it('reads a day as that local calendar day', () => {
    const day = dayOf('2024-02-29')!;
    expect([day.year(), day.month(), day.date(), day.hour()]).toEqual([2024, 1, 29, 0]);
  });

  it("writes an emptied field as '' and a half-typed one as nothing", () => {
    expect(isoOf(null)).toBe('');
    expect(isoOf(dayjs('not a date'))).toBeNull();
  });

  it('round-trips every day of a leap year, whatever the picker locale', () => {
    for (let d = dayjs('2024-01-01').locale('zh-cn'); d.year() === 2024; d = d.add(1, 'day')) {
      const iso = isoOf(d)!;
      expect(iso).toMatch(/^2024-\d\d-\d\d$/);
      expect(isoOf(dayOf(iso))).toBe(iso);
    }
    expect(isoOf(dayjs('2025-05-20').locale('zh-cn'))).toBe('2025-05-20');
  });
});
