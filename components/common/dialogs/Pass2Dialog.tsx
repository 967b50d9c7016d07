'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { TextField } from '@/components/common/forms/TextField';
import type { Once } from '@/components/common/forms/useOnce';
import { ConfirmDialog } from './ConfirmDialog';

// The level-2 password, asked for when a sensitive action is confirmed (spec §5). A wrong one
// is shown here ("Error, please re-enter") and the dialog stays open.
// With `once` (a money move), a lost answer is settled here too; the password was sent then, so
// the field is not asked for again.
type Props = { open: boolean; error: string | undefined; busy: boolean; onConfirm: (pass2: string) => void; onClose: () => void; testId: string; once?: Once };

export function Pass2Dialog({ open, error, busy, onConfirm, onClose, testId, once }: Props) {
  const t = useTranslations('common.pass2');
  const [value, setValue] = useState('');
  const settling = !!once?.state;
  return (
    <ConfirmDialog open={open} title={t('title')} busy={busy || (!value && !settling)} once={once} onConfirm={() => onConfirm(value)} onClose={onClose} focusCancel={false}>
      {!settling && <TextField
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
      />}
    </ConfirmDialog>
  );
}
