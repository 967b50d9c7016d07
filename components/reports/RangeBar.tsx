'use client';
import Box from '@mui/material/Box';
import { useTranslations } from 'next-intl';
import { DateRangeFields } from '@/components/common/dates/DateRangeFields';
import { ToggleGroup } from './ToggleGroup';
import type { Range } from '@/lib/contract/filters';

// The date range of a report: a preset (everything, this month, the last 30 days, this year)
// or two dates. Open ends ("") are filled by the upstream: from the first activity, to today.

export type Preset = 'all' | 'month' | 'days30' | 'year';
export const PRESETS: readonly Preset[] = ['all', 'month', 'days30', 'year'];

/** Today in UTC, the upstream's calendar ("YYYY-MM-DD"). */
const today = () => new Date().toISOString().slice(0, 10);

export function presetRange(preset: Preset, now = today()): Range {
  if (preset === 'all') return { from: '', to: '' };
  if (preset === 'month') return { from: `${now.slice(0, 8)}01`, to: now };
  if (preset === 'year') return { from: `${now.slice(0, 4)}-01-01`, to: now };
  return { from: new Date(Date.parse(now) - 29 * 86_400_000).toISOString().slice(0, 10), to: now };
}

/** `onChange` gets what changed (a preset: both ends). */
type Props = { value: Range; onChange: (patch: Partial<Range>) => void; name: string };

export function RangeBar({ value, onChange, name }: Props) {
  const t = useTranslations('reports.range');
  const preset = PRESETS.find((p) => {
    const r = presetRange(p);
    return r.from === value.from && r.to === value.to;
  });
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }} data-testid={`${name}-range`}>
      <ToggleGroup
        label={t('label')}
        value={preset ?? null}
        options={PRESETS.map((p) => ({ value: p, label: t(p), testId: `range-${p}` }))}
        onChange={(next) => onChange(presetRange(next))}
        sx={{ flexWrap: 'wrap' }}
        buttonSx={{ px: 1.5, textTransform: 'none' }}
      />
      <DateRangeFields name="range" value={value} onChange={onChange} sx={{ flex: { xs: '1 1 100%', sm: '0 1 420px' } }} />
    </Box>
  );
}
