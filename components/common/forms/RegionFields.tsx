'use client';
import { Option, TextField } from './TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { Control, FieldValues, Path, PathValue, UseFormSetValue } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { regionsQuery } from '@/lib/api/network';

// Province → city → county (add member, edit profile): each list loads from pservice/province
// once its parent is chosen; choosing a parent clears the levels below it.

type Level = 'province' | 'city' | 'county';
/** A form with the three region codes. */
type RegionForm = FieldValues & Record<Level, string>;
type Props<V extends RegionForm> = {
  control: Control<V>;
  setValue: UseFormSetValue<V>;
  labels: string; // message namespace holding `province`, `city`, `county`
  testId: string; // test ids `<testId>-province`, …
};

function RegionSelect<V extends RegionForm>({ name, parent, below, control, setValue, labels, testId }: Props<V> & { name: Level; parent: string | null; below: Level[] }) {
  const t = useTranslations(labels);
  const tk = useTranslations();
  const { field, fieldState } = useController({ name: name as Path<V>, control });
  const { data = [] } = useQuery({ ...regionsQuery(parent ?? ''), enabled: parent !== null });
  return (
    <TextField
      select
      label={t(name)}
      value={data.some((r) => r.code === field.value) ? field.value : ''}
      onChange={(e) => {
        field.onChange(e.target.value);
        for (const b of below) setValue(b as Path<V>, '' as PathValue<V, Path<V>>);
      }}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ? tk(fieldState.error.message) : ' '}
      disabled={parent === null}
      slotProps={{ htmlInput: { 'data-testid': `${testId}-${name}` } }}
      sx={{ flex: '1 1 140px' }}
    >
      {data.map((r) => (
        <Option key={r.code} value={r.code}>
          {r.name}
        </Option>
      ))}
    </TextField>
  );
}

export function RegionFields<V extends RegionForm>({ province, city, ...props }: Props<V> & { province: string; city: string }) {
  return (
    <>
      <RegionSelect name="province" parent="" below={['city', 'county']} {...props} />
      <RegionSelect name="city" parent={province || null} below={['county']} {...props} />
      <RegionSelect name="county" parent={city || null} below={[]} {...props} />
    </>
  );
}
