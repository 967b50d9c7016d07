'use client';
import Box from '@mui/material/Box';
import { Option, TextField } from '@/components/common/forms/TextField';
import { useTranslations } from 'next-intl';
import { useDeferredValue, useMemo, type ReactNode } from 'react';
import type { Filters } from '@/lib/contract/filters';
import { DateRangeFields } from '@/components/common/dates/DateRangeFields';

// Date range and status of a record list, and its actions (the export); changing one goes back
// to page 1 (the caller's job).
export type StatusOption = { value: number; label: string; color: 'default' | 'primary' | 'success' | 'warning' | 'error' | 'info' };

/** `onChange` gets what changed: the caller merges it into its latest filters (From and To may both change before a render). */
type Props = { value: Filters; statuses: readonly StatusOption[]; statusLabel: string; onChange: (patch: Partial<Filters>) => void; actions?: ReactNode };

const DATES_SX = { gridColumn: { xs: '1 / -1', lg: 'auto' } };

export function RecordFilters({ value, statuses, statusLabel, onChange, actions }: Props) {
  const t = useTranslations('common.records');
  // The range as its own value: a status chosen leaves the date fields (memoised) alone.
  const { from, to } = value;
  const range = useMemo(() => ({ from, to }), [from, to]);
  // Kept mounted from the render after the screen's first (a background one): the menu's popover
  // and options are built after the list is shown, not in the commit that shows it.
  const keepMounted = useDeferredValue(true, false);
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', lg: statuses.length ? 'minmax(0, 412px) minmax(0, 180px) auto' : 'minmax(0, 412px) auto' }, alignItems: 'start', mb: 2 }}>
      <DateRangeFields name="records" value={range} onChange={onChange} sx={DATES_SX} />
      {/* The status menu stays mounted, hidden (MUI's keepMounted): opening it shows it rather than
          mounting a popover and its options each time (docs/benchmarks.md, records-filter). */}
      {statuses.length > 0 && <TextField select size="small" label={statusLabel} value={value.status} onChange={(e) => onChange({ status: e.target.value })}
        slotProps={{ htmlInput: { 'data-testid': 'records-status' }, inputLabel: { shrink: true }, select: { displayEmpty: true, MenuProps: { keepMounted } } }}>
        <Option value="">{t('all')}</Option>
        {statuses.map((s) => <Option key={s.value} value={String(s.value)}>{s.label}</Option>)}
      </TextField>}
      {actions && <Box sx={{ gridColumn: { xs: '1 / -1', lg: 'auto' }, justifySelf: { lg: 'end' } }}>{actions}</Box>}
    </Box>
  );
}
