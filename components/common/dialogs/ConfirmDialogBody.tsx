'use client';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslations } from 'next-intl';
import type { ConfirmDialogProps } from './ConfirmDialog';

// What a confirmation shows (./ConfirmDialog.tsx): loaded with its first opening, beside the
// dialog's own code.
export function ConfirmDialogBody({ title, children, busy, confirmLabel, onConfirm, onClose, focusCancel = true }: Omit<ConfirmDialogProps, 'open'>) {
  const t = useTranslations('common');
  return (
    <>
      <DialogTitle>{title}</DialogTitle>
      {children && <DialogContent>{children}</DialogContent>}
      <DialogActions>
        <Button onClick={onClose} disabled={busy} autoFocus={focusCancel} data-testid="confirm-cancel">
          {t('cancel')}
        </Button>
        <Button variant="contained" onClick={() => onConfirm()} disabled={busy} data-testid="confirm-ok">
          {confirmLabel ?? t('confirm')}
        </Button>
      </DialogActions>
    </>
  );
}
