/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { pickerTexts } from '@/components/common/dates/DateFieldFilter';
import { entryOf, takeHandoff } from '@/components/common/dates/dateHandoff';
import { LIGHT_TEXTS, LightDateField } from '@/components/common/dates/LightDateField';
import { LOCALES } from '@/lib/contract/locale';
import { renderWithProviders } from './render';

// A date filter's look-alike (components/common/dates/LightDateField.tsx) reads as MUI X's field does
// in each language, and holds what is typed into it for the field (dateHandoff.ts).

describe('the light date field', () => {
  it.each(LOCALES)('has MUI X’s texts in %s', (locale) => {
    const mui = pickerTexts(locale);
    const light = LIGHT_TEXTS[locale];
    const section = { format: '', contentType: 'digit' as const };
    expect(light.placeholder).toEqual({ year: mui.fieldYearPlaceholder!({ ...section, digitAmount: 4 }), month: mui.fieldMonthPlaceholder!(section), day: mui.fieldDayPlaceholder!(section) });
    expect(light.label).toEqual({ year: mui.year, month: mui.month, day: mui.day });
    expect(light.empty).toBe(mui.empty);
    expect(light.open).toBe(mui.openDatePickerDialogue!(null));
  });

  it('draws the sections in the language’s order, empty or with a day', () => {
    const props = { label: 'From', testId: 'f', locale: 'zh-CN' as const, onIntent: () => {} };
    const { rerender } = renderWithProviders(<LightDateField {...props} value="" />);
    const sections = () => screen.getAllByRole('spinbutton');
    expect(sections().map((s) => [s.getAttribute('aria-label'), s.textContent, s.getAttribute('aria-valuetext')])).toEqual([['年份', '年', '空'], ['月份', '月', '空'], ['日期', '日', '空']]);
    expect(screen.getByRole('group', { name: 'From' })).toBeInTheDocument();
    rerender(<LightDateField {...props} locale="en-US" value="2025-05-20" />);
    expect(sections().map((s) => [s.getAttribute('aria-label'), s.textContent, s.getAttribute('aria-valuenow')])).toEqual([['Month', '05', '5'], ['Day', '20', '20'], ['Year', '2025', '2025']]);
    expect(screen.getByTestId('f').querySelector('input')).toHaveValue('05/20/2025');
  });

  it('hands the focused section and what is typed over, and asks for the field on intent', () => {
    const onIntent = jest.fn();
    renderWithProviders(<LightDateField label="To" testId="t" value="" locale="en-US" onIntent={onIntent} />);
    fireEvent.pointerEnter(screen.getByTestId('t'));
    expect(onIntent).toHaveBeenCalled();
    const day = screen.getAllByRole('spinbutton')[1];
    fireEvent.focus(day);
    fireEvent.keyDown(day, { key: 'ArrowUp' });
    fireEvent.keyDown(day, { key: 'Tab' });
    expect(takeHandoff('t')).toMatchObject({ section: 1, left: false, input: [{ key: 'ArrowUp' }] });
    expect(takeHandoff('t')).toBeUndefined(); // taken once
    fireEvent.focus(day);
    fireEvent.blur(day, { relatedTarget: document.body });
    expect(takeHandoff('t')).toMatchObject({ section: 1, left: true });
    fireEvent.click(screen.getByRole('button', { name: 'Choose date' }));
    expect(takeHandoff('t')).toMatchObject({ open: true });
  });

  it('drops its hand-off when it goes without a field taking over', () => {
    const { unmount } = renderWithProviders(<LightDateField label="To" testId="gone" value="" locale="en-US" onIntent={() => {}} />);
    fireEvent.focus(screen.getAllByRole('spinbutton')[0]);
    unmount();
    expect(takeHandoff('gone')).toBeUndefined();
  });

  it('takes text, deletions by key and moves, not shortcuts', () => {
    const key = (init: KeyboardEventInit) => entryOf(new KeyboardEvent('keydown', init));
    expect(key({ key: 'Backspace' })).toEqual({ key: 'Backspace' });
    expect(key({ key: 'ArrowRight' })).toEqual({ key: 'ArrowRight' });
    expect(key({ key: 'ArrowRight', ctrlKey: true })).toBeNull();
    expect(key({ key: 'Tab' })).toBeNull();
    expect(key({ key: '5' })).toBeNull(); // a character comes as text, with its input event
    const input = (inputType: string, data: string | null) => entryOf(Object.assign(new Event('beforeinput'), { inputType, data }));
    expect(input('insertText', '5')).toEqual({ text: '5' });
    expect(input('insertFromPaste', '05/20/2025')).toEqual({ text: '05/20/2025' });
    expect(input('deleteContentBackward', null)).toBeNull();
  });
});
