'use client';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, zhCN, zhTW, type PickersInputLocaleText } from '@mui/x-date-pickers/locales';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import type { Dayjs } from 'dayjs';
import { useLocale, useTranslations } from 'next-intl';
import { memo, useMemo, useState } from 'react';
import type { Locale } from '@/lib/contract/locale';
import { useBackCloses } from '@/components/common/dialogs/useBackCloses';
import { dayOf, isoOf, type DateRange } from './dateValue';

// The From/To date filters of the record lists and the reports: MUI X's DatePicker, one per
// end, loaded with the screen, the same in every browser engine (a native date input shows
// today in an empty field in WebKit and "mm/dd/yyyy" in Firefox, and none follows the portal's
// language). Its field takes a typed date and clears; its button opens the calendar, as a
// popover with a mouse on a wide screen, otherwise as a dialog (full-screen on phones). The
// values stay 'YYYY-MM-DD' or '' (dateValue.ts).

/** The pickers' language: dayjs locale, MUI's texts, and Chinese date patterns MUI leaves English-ordered. */
const PICKER_LOCALES: Record<Locale, { adapter: string; text: PickersInputLocaleText; header?: string; formats?: { normalDate: string } }> = {
  'zh-CN': { adapter: 'zh-cn', text: zhCN.components.MuiLocalizationProvider.defaultProps.localeText, header: 'YYYY年M月', formats: { normalDate: 'M月D日' } },
  'zh-TW': { adapter: 'zh-tw', text: zhTW.components.MuiLocalizationProvider.defaultProps.localeText, header: 'YYYY年M月', formats: { normalDate: 'M月D日' } },
  'en-US': { adapter: 'en', text: enUS.components.MuiLocalizationProvider.defaultProps.localeText },
};
/** An empty Chinese field reads 年/月/日, as Chinese browsers show an empty date. */
const CJK_PLACEHOLDERS: PickersInputLocaleText = { fieldYearPlaceholder: () => '年', fieldMonthPlaceholder: () => '月', fieldDayPlaceholder: () => '日' };

/** Popover with a mouse on a wide screen; otherwise the dialog (touch, or a narrow window). */
const DESKTOP = '@media (pointer: fine) and (min-width: 768px)';
const PHONE = '(max-width: 767.98px)';
/** The field as tall as the portal's other small fields: 44 px on phones (a finger's size). */
const FIELD_SX = { '& .MuiPickersInputBase-sectionsContainer': { py: { xs: '12px', sm: '8.5px' } } };

/** `onChange` gets the end that changed; the caller merges it into its latest range (both ends may change before a render). */
type Props = { value: DateRange; onChange: (patch: Partial<DateRange>) => void; name: string; sx?: SxProps<Theme> };

/**
 * Two date pickers (test ids `<name>-from`, `<name>-to`), From ≤ To: side by side, one above the
 * other on phones (two fields and a 44 px calendar button each do not fit 375 px). Memoised: two
 * MUI X pickers are the costly part of a record list's filters, and a status or page chosen
 * leaves them as they are (the caller keeps `value`, `onChange` and `sx` the same).
 */
export const DateRangeFields = memo(function DateRangeFields({ value, onChange, name, sx }: Props) {
  const t = useTranslations('common.records');
  const locale = useLocale() as Locale;
  const picker = PICKER_LOCALES[locale] ?? PICKER_LOCALES['en-US'];
  const localeText = useMemo(() => ({ ...picker.text, ...(picker.adapter === 'en' ? {} : CJK_PLACEHOLDERS) }), [picker]);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={picker.adapter} localeText={localeText} dateFormats={picker.formats}>
      <Box sx={[{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5, alignItems: 'start' }, ...(Array.isArray(sx) ? sx : [sx])]}>
        <DateFilter label={t('from')} testId={`${name}-from`} value={value.from} max={value.to} header={picker.header} onChange={(from) => onChange({ from })} />
        <DateFilter label={t('to')} testId={`${name}-to`} value={value.to} min={value.from} header={picker.header} onChange={(to) => onChange({ to })} />
      </Box>
    </LocalizationProvider>
  );
});

type FilterProps = { label: string; testId: string; value: string; min?: string; max?: string; header?: string; onChange: (iso: string) => void };

/**
 * One date filter. It keeps what is being typed (a half-typed day, or one outside From ≤ To)
 * to itself and passes a day on only once the picker finds it valid; a day it refuses is
 * marked, with the reason below the field once it loses focus.
 */
function DateFilter({ label, testId, value, min, max, header, onChange }: FilterProps) {
  const t = useTranslations('common.records');
  const phone = useMediaQuery(PHONE);
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

  return (
    <DatePicker
      label={label}
      value={draft}
      minDate={minDate}
      maxDate={maxDate}
      desktopModeMediaQuery={DESKTOP}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      // The error is taken with the day, in the keystroke's own render (left to `onError`, an
      // effect, it cost the field one more render apart from the keystrokes).
      onChange={(day, { validationError }) => {
        setDraft(day);
        setError(validationError);
        if (validationError === null) pass(day);
      }}
      // A refused day becomes valid when the other end moves: pass it on then.
      onError={(next, day) => {
        setError(next);
        if (next === null) pass(day);
      }}
      slotProps={{
        textField: {
          size: 'small',
          fullWidth: true,
          sx: FIELD_SX,
          onFocus: () => setFocused(true),
          onBlur: () => setFocused(false),
          helperText: error !== null && !focused ? reason : undefined,
          slotProps: { inputLabel: { shrink: true } },
          ...{ 'data-testid': testId }, // on the field's root; its type lists no data attributes
        },
        field: { clearable: true },
        actionBar: ({ pickerVariant }) => ({ actions: pickerVariant === 'mobile' ? ['clear', 'cancel', 'accept'] : ['clear'] }),
        dialog: { fullScreen: phone },
        calendarHeader: header ? { format: header } : undefined,
      }}
    />
  );
}
