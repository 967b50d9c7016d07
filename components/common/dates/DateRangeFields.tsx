'use client';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { Locale } from '@/lib/contract/locale';
import type { DateFieldFilter, FieldProps } from './DateFieldFilter';
import type { DateRange } from './dateValue';
import { LightDateField } from './LightDateField';
import { loadOnce } from '@/components/common/lazy/loadOnce';

// The From/To date filters of the record lists and the reports: MUI X date pickers, the same
// in every browser engine (a native date input shows today in an empty field in WebKit and
// "mm/dd/yyyy" in Firefox, and none follows the portal's language). Typing a date works; the
// calendar opens as a popover with a mouse, as a dialog (full-screen on phones) by touch or
// below 768 px. The values stay 'YYYY-MM-DD' or '' (dateValue.ts). MUI X's field loads
// (DateFieldFilter.tsx) when the operator first points at, touches or focuses a filter, or when
// a filter holds a day; until then each filter is its look-alike (LightDateField.tsx), which
// hands the focus and what was typed over to the field (issue 15). The calendar
// (DatePickerFilter.tsx) loads on the first press of a calendar button.

/** `onChange` gets the end that changed; the caller merges it into its latest range (both ends may change before a render). */
type Props = { value: DateRange; onChange: (patch: Partial<DateRange>) => void; name: string; sx?: SxProps<Theme> };

/**
 * Two date fields (test ids `<name>-from`, `<name>-to`), From ≤ To: side by side, one above the
 * other on phones (two fields and a 44 px calendar button each do not fit 375 px).
 */
export function DateRangeFields({ value, onChange, name, sx }: Props) {
  const t = useTranslations('common.records');
  const locale = useLocale() as Locale;
  const [Field, setField] = useState<typeof DateFieldFilter | null>(field.loaded);
  const load = () => {
    if (!Field) field.load().then((loaded) => setField(() => loaded), () => {}); // offline: the next intent tries again
  };
  const holdsDay = Boolean(value.from || value.to);
  useEffect(() => {
    if (holdsDay) load();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a day to show: the field, once
  }, [holdsDay]);

  const filter = (end: keyof DateRange, props: FieldProps) =>
    Field ? (
      <Field key={end} {...props} locale={locale} />
    ) : (
      <LightDateField
        key={end}
        label={props.label}
        testId={props.testId}
        value={props.value}
        locale={locale}
        onIntent={load}
      />
    );
  return (
    <Box sx={[{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5, alignItems: 'start' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {filter('from', { label: t('from'), testId: `${name}-from`, value: value.from, max: value.to, onChange: (from) => onChange({ from }) })}
      {filter('to', { label: t('to'), testId: `${name}-to`, value: value.to, min: value.from, onChange: (to) => onChange({ to }) })}
    </Box>
  );
}

/** MUI X's field, fetched once for every filter. */
const field = loadOnce(() => import('./DateFieldFilter').then((m) => m.DateFieldFilter));
