/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DateRangeFields } from '@/components/common/dates/DateRangeFields';
import type { DateRange } from '@/components/common/dates/dateValue';
import type { Locale } from '@/lib/contract/locale';
import { renderWithProviders } from './render';

// The date filters (components/common/dates/DateRangeFields.tsx) as the operator reads and types
// them: MUI X's pickers in the portal's language, 'YYYY-MM-DD' or '' out.

function Range({ initial, changes }: { initial: DateRange; changes: Partial<DateRange>[] }) {
  const [value, setValue] = useState(initial);
  return (
    <DateRangeFields
      name="r"
      value={value}
      onChange={(patch) => {
        changes.push(patch);
        setValue((v) => ({ ...v, ...patch }));
      }}
    />
  );
}

const sections = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('spinbutton')
    .map((s) => [s.getAttribute('aria-label'), s.textContent]);

describe('the date filters', () => {
  it.each<[Locale, string[][], string]>([
    ['zh-CN', [['年份', '年'], ['月份', '月'], ['日期', '日']], '选择日期'],
    ['zh-TW', [['年份', '年'], ['月份', '月'], ['日期', '日']], '選擇日期'],
    ['en-US', [['Month', 'MM'], ['Day', 'DD'], ['Year', 'YYYY']], 'Choose date'],
  ])('read empty in %s, in its order, with the calendar button', (locale, empty, open) => {
    renderWithProviders(<Range initial={{ from: '', to: '' }} changes={[]} />, locale);
    expect(sections('r-from')).toEqual(empty);
    expect(sections('r-to')).toEqual(empty);
    expect(within(screen.getByTestId('r-from')).getByRole('button', { name: new RegExp(open) })).toBeInTheDocument();
  });

  it('show a day in the language’s order', () => {
    renderWithProviders(<Range initial={{ from: '2025-05-20', to: '' }} changes={[]} />, 'zh-CN');
    expect(sections('r-from').map(([, text]) => text)).toEqual(['2025', '05', '20']);
  });

  it('pass a typed day on as YYYY-MM-DD, and refuse a To before From', async () => {
    const changes: Partial<DateRange>[] = [];
    renderWithProviders(<Range initial={{ from: '2025-05-20', to: '' }} changes={changes} />);
    const user = userEvent.setup();
    await user.click(within(screen.getByTestId('r-to')).getAllByRole('spinbutton')[0]);
    await user.keyboard('05292025');
    expect(changes).toEqual([{ to: '2025-05-29' }]);
    await user.click(within(screen.getByTestId('r-to')).getAllByRole('spinbutton')[1]);
    await user.keyboard('19');
    expect(changes).toHaveLength(1); // 05/19 is before From: kept in the field, not passed on
  });
});
