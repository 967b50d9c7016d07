'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { TextField } from '@/components/common/forms/TextField';
import { ConfirmDialog } from './ConfirmDialog';

// The level-2 password, asked for when a sensitive action is confirmed (spec §5). A wrong one
// is shown here ("Error, please re-enter") and the dialog stays open.
type Props = { open: boolean; error: string | undefined; busy: boolean; onConfirm: (pass2: string) => void; onClose: () => void; testId: string };

export function Pass2Dialog({ open, error, busy, onConfirm, onClose, testId }: Props) {
  const t = useTranslations('common.pass2');
  const [value, setValue] = useState('');
  return (
    <ConfirmDialog open={open} title={t('title')} busy={busy || !value} onConfirm={() => onConfirm(value)} onClose={onClose} focusCancel={false}>
      <TextField
        autoFocus
        fullWidth
        type="password"
        label={t('label')}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={Boolean(error)}
        helperText={error ?? ' '}
        autoComplete="off"
        slotProps={{ htmlInput: { 'data-testid': `${testId}-pass2`, maxLength: 32 } }}
        sx={{ mt: 1 }}
      />
    </ConfirmDialog>
  );
}
