'use client';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/common/ConfirmDialog';

// The level-2 password, asked for when the form is submitted (spec §5).
type Props = { open: boolean; error: string | null; busy: boolean; onConfirm: (pass2: string) => void; onClose: () => void };

export function Pass2Dialog({ open, error, busy, onConfirm, onClose }: Props) {
  const t = useTranslations('network.register');
  const [value, setValue] = useState('');
  return (
    <ConfirmDialog open={open} title={t('pass2Title')} busy={busy || !value} onConfirm={() => onConfirm(value)} onClose={onClose}>
      <TextField
        autoFocus
        fullWidth
        type="password"
        label={t('pass2')}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={Boolean(error)}
        helperText={error ?? ' '}
        autoComplete="off"
        slotProps={{ htmlInput: { 'data-testid': 'register-pass2', maxLength: 32 } }}
        sx={{ mt: 1 }}
      />
    </ConfirmDialog>
  );
}
