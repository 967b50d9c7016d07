'use client';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import IconButton from '@mui/material/IconButton';
import InputAdornment, { type InputAdornmentProps } from '@mui/material/InputAdornment';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField, type DateFieldProps } from '@mui/x-date-pickers/DateField';
import { usePickerAdapter, usePickerTranslations } from '@mui/x-date-pickers/hooks';
import { CalendarIcon } from '@mui/x-date-pickers/icons';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, zhCN, zhTW, type PickersInputLocaleText } from '@mui/x-date-pickers/locales';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import type { Dayjs } from 'dayjs';
import { useTranslations } from 'next-intl';
import { useLayoutEffect, useMemo, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import type { Locale } from '@/lib/contract/locale';
import { dayOf, isoOf } from './dateValue';
import type { DatePickerFilter } from './DatePickerFilter';
import { takeOver } from './dateHandoff';
import { FIELD_SX } from './LightDateField';
import { loadOnce } from '@/components/common/lazy/loadOnce';
import { useBackCloses } from '@/components/common/dialogs/useBackCloses';

// One date filter of DateRangeFields.tsx as MUI X draws it: its sectioned field (typing, arrow
// keys, clearing) and the calendar. This file, with the field, its adapter and dayjs, loads when
// the operator first points at, touches or focuses a filter (or when a filter holds a day);
// until then DateRangeFields.tsx draws its light look-alike (LightDateField.tsx, issue 15). The
// calendar (DatePickerFilter.tsx) loads on the first press of the calendar button.

/** The pickers' language: dayjs locale, MUI's texts, and Chinese date patterns MUI leaves English-ordered. */
const PICKER_LOCALES: Record<Locale, { adapter: string; text: PickersInputLocaleText; header?: string; formats?: { normalDate: string } }> = {
  'zh-CN': { adapter: 'zh-cn', text: zhCN.components.MuiLocalizationProvider.defaultProps.localeText, header: 'YYYY年M月', formats: { normalDate: 'M月D日' } },
  'zh-TW': { adapter: 'zh-tw', text: zhTW.components.MuiLocalizationProvider.defaultProps.localeText, header: 'YYYY年M月', formats: { normalDate: 'M月D日' } },
  'en-US': { adapter: 'en', text: enUS.components.MuiLocalizationProvider.defaultProps.localeText },
};
/** An empty Chinese field reads 年/月/日, as Chinese browsers show an empty date. */
const CJK_PLACEHOLDERS: PickersInputLocaleText = { fieldYearPlaceholder: () => '年', fieldMonthPlaceholder: () => '月', fieldDayPlaceholder: () => '日' };

/** The texts MUI X gives the field in each language (the light look-alike draws the same ones; tests/unit/date-filter.test.tsx). */
export const pickerTexts = (locale: Locale) => {
  const picker = PICKER_LOCALES[locale] ?? PICKER_LOCALES['en-US'];
  return { ...picker.text, ...(picker.adapter === 'en' ? {} : CJK_PLACEHOLDERS) };
};

export type FieldProps = { label: string; testId: string; value: string; min?: string; max?: string; onChange: (iso: string) => void };
type Props = FieldProps & { locale: Locale };

/** A filter in the language's pickers (each filter its own provider: the two load and mount apart). */
export function DateFieldFilter({ locale, ...props }: Props) {
  const picker = PICKER_LOCALES[locale] ?? PICKER_LOCALES['en-US'];
  const localeText = useMemo(() => pickerTexts(locale), [locale]);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={picker.adapter} localeText={localeText} dateFormats={picker.formats}>
      <DateFilter {...props} header={picker.header} />
    </LocalizationProvider>
  );
}

/**
 * One date filter. It keeps what is being typed (a half-typed day, or one outside From ≤ To)
 * to itself and passes a day on only once the picker finds it valid; a day it refuses is
 * marked, with the reason below the field once it loses focus.
 */
function DateFilter({ label, testId, value, min, max, header, onChange }: FieldProps & { header?: string }) {
  const t = useTranslations('common.records');
  const [draft, setDraft] = useState(() => dayOf(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    // Changed from outside (a preset, a reset): show it.
    setShown(value);
    setDraft(dayOf(value));
  }
  const [error, setError] = useState<DateValidationError>(null);
  const [focused, setFocused] = useState(false);
  const [open, setOpen] = useState(false);
  const [Picker, setPicker] = useState<typeof DatePickerFilter | null>(picker.loaded);
  useBackCloses(open, () => setOpen(false)); // the calendar, like every dialog, closes on back
  const minDate = useMemo(() => dayOf(min) ?? undefined, [min]);
  const maxDate = useMemo(() => dayOf(max) ?? undefined, [max]);

  const pass = (day: Dayjs | null) => {
    const iso = isoOf(day);
    if (iso === null || iso === value) return;
    setShown(iso);
    onChange(iso);
  };
  const reason = error === 'maxDate' && maxDate ? t('notAfterTo') : error === 'minDate' && minDate ? t('notBeforeFrom') : t('badDate');

  const field: DateFieldProps = {
    label,
    value: draft,
    minDate,
    maxDate,
    // The error is taken with the day, in the keystroke's own render. Left to `onError` (an
    // effect after that render), it took one more render of the field, scheduled apart from the
    // keystrokes: a keystroke landing before that render's effects had run lost the sections
    // typed so far (MUI X's field forgets the half-typed date it keeps for its next render when
    // any render of the field completes; the year's first digit then emptied month and day).
    onChange: (day, { validationError }) => {
      setDraft(day);
      setError(validationError);
      if (validationError === null) pass(day);
    },
    // A refused day becomes valid when the other end moves: pass it on then. For the field's
    // own changes this repeats what onChange did, and changes nothing.
    onError: (next, day) => {
      setError(next);
      if (next === null) pass(day);
    },
    clearable: true,
  };
  const textField = {
    size: 'small' as const,
    fullWidth: true,
    sx: FIELD_SX,
    onFocus: () => setFocused(true),
    onBlur: () => setFocused(false),
    helperText: error !== null && !focused ? reason : undefined,
    slotProps: { inputLabel: { shrink: true } },
    ...{ 'data-testid': testId }, // on the field's root; its type lists no data attributes
  };

  // The first press swaps the field for the picker (what the field holds is `draft`, which the
  // picker's field shows in turn) and opens it with the focus on the picker's own calendar
  // button: MUI gives the focus back, on closing, to what had it on opening, and the field's
  // own button is gone by then. Loading fails only offline: the button then stays, to be
  // pressed again.
  const openCalendar = () =>
    picker.load().then(
      (loaded) => {
        flushSync(() => setPicker(() => loaded));
        document.querySelector<HTMLElement>(`[data-testid="${testId}"] .MuiInputAdornment-positionEnd button:last-of-type`)?.focus();
        setOpen(true);
      },
      () => {},
    );
  // Taking over from the look-alike: the focus where it was, then what was typed meanwhile, or
  // the calendar when its button was pressed.
  useLayoutEffect(() => {
    takeOver(testId, document.querySelector<HTMLElement>(`[data-testid="${testId}"]`), openCalendar);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on mount only
  }, []);

  if (Picker) return <Picker field={field} textField={textField} open={open} onOpen={() => setOpen(true)} onClose={() => setOpen(false)} header={header} />;
  return (
    <DateField
      {...field}
      slots={{ inputAdornment: OpenerAdornment as ComponentType<InputAdornmentProps> }}
      // As in the picker, the clear button sits before the calendar button, off the edge.
      slotProps={{ textField, clearButton: { edge: false }, inputAdornment: { onOpenCalendar: openCalendar, day: draft } as object }}
    />
  );
}

/** The full picker, fetched once for every filter. */
const picker = loadOnce(() => import('./DatePickerFilter').then((m) => m.DatePickerFilter));

/**
 * The field's end adornment (its clear button) followed by the calendar button the full picker
 * shows there: the same icon, name and place, so the field looks and reads the same before the
 * calendar has loaded.
 */
const OpenerAdornment: ComponentType<InputAdornmentProps & { onOpenCalendar: () => void; day: Dayjs | null }> = ({ onOpenCalendar, day, children, ...props }) => {
  const translations = usePickerTranslations();
  const adapter = usePickerAdapter();
  return (
    <InputAdornment {...props}>
      {children}
      {props.position === 'end' && (
        <IconButton
          edge="end"
          aria-label={translations.openDatePickerDialogue(day && adapter.isValid(day) ? adapter.format(day, 'fullDate') : null)}
          data-mui-picker-open-button="true"
          onClick={(event) => {
            event.preventDefault();
            onOpenCalendar();
          }}
        >
          <CalendarIcon />
        </IconButton>
      )}
    </InputAdornment>
  );
};
