'use client';
import Button from '@mui/material/Button';
import { Dialog } from './Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

// A yes/no step before an action that changes something upstream or moves money. While the
// action runs, neither button nor a click outside can close it. Focus starts on Cancel, the
// step that changes nothing (two Enters never move money by accident).
type Props = {
  open: boolean;
  title: string;
  children?: ReactNode;
  busy?: boolean;
  confirmLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
  /** Focus starts on Cancel (the safe answer) unless a field in `children` takes it. */
  focusCancel?: boolean;
};

export function ConfirmDialog({ open, title, children, busy, confirmLabel, onConfirm, onClose, focusCancel = true }: Props) {
  const t = useTranslations('common');
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" data-testid="confirm-dialog">
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
    </Dialog>
  );
}
