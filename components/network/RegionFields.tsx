'use client';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { Control, UseFormSetValue } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { regionsQuery } from '@/lib/api/network';
import type { RegisterInput } from '@/lib/contract/network';

// Province → city → county: each list loads from pservice/province once its parent is chosen;
// choosing a parent clears the levels below it.

type Level = 'province' | 'city' | 'county';
type Props = { control: Control<RegisterInput>; setValue: UseFormSetValue<RegisterInput> };

function RegionSelect({ name, parent, below, control, setValue }: Props & { name: Level; parent: string | null; below: Level[] }) {
  const t = useTranslations('network.register');
  const tk = useTranslations();
  const { field, fieldState } = useController({ name, control });
  const { data = [] } = useQuery({ ...regionsQuery(parent ?? ''), enabled: parent !== null });
  return (
    <TextField
      select
      label={t(name)}
      value={data.some((r) => r.code === field.value) ? field.value : ''}
      onChange={(e) => {
        field.onChange(e.target.value);
        for (const b of below) setValue(b, '');
      }}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ? tk(fieldState.error.message) : ' '}
      disabled={parent === null}
      slotProps={{ htmlInput: { 'data-testid': `register-${name}` } }}
      sx={{ flex: '1 1 140px' }}
    >
      {data.map((r) => (
        <MenuItem key={r.code} value={r.code}>
          {r.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function RegionFields({ control, setValue, province, city }: Props & { province: string; city: string }) {
  return (
    <>
      <RegionSelect name="province" parent="" below={['city', 'county']} control={control} setValue={setValue} />
      <RegionSelect name="city" parent={province || null} below={['county']} control={control} setValue={setValue} />
      <RegionSelect name="county" parent={city || null} below={[]} control={control} setValue={setValue} />
    </>
  );
}
