'use client';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslations } from 'next-intl';
import { OutcomeNotice } from '@/components/common/forms/OutcomeNotice';
import type { ConfirmDialogProps } from './ConfirmDialog';

// What a confirmation shows (./ConfirmDialog.tsx): loaded with its first opening, beside the
// dialog's own code. Once a money move's answer was lost, it says how it is being settled, and
// its buttons become "OK" (it went through), "Send again" (it did not) or "Check again" (not
// known yet; Cancel becomes Close, and the submission stays open).
export function ConfirmDialogBody({ title, children, busy, confirmLabel, onConfirm, onClose, focusCancel = true, once }: Omit<ConfirmDialogProps, 'open'>) {
  const t = useTranslations('common');
  const phase = once?.state?.phase;
  const label = phase === 'applied' ? t('outcome.done') : phase === 'notApplied' ? t('outcome.sendAgain') : phase === 'unknown' ? t('outcome.checkAgain') : (confirmLabel ?? t('confirm'));
  return (
    <>
      <DialogTitle>{title}</DialogTitle>
      {(children || phase) && (
        <DialogContent>
          {once && <OutcomeNotice once={once} />}
          {children}
        </DialogContent>
      )}
      <DialogActions>
        {phase !== 'applied' && (
          <Button onClick={onClose} disabled={busy} autoFocus={focusCancel} data-testid="confirm-cancel">
            {phase === 'unknown' ? t('close') : t('cancel')}
          </Button>
        )}
        <Button variant="contained" onClick={() => onConfirm()} disabled={busy} autoFocus={phase === 'applied'} data-testid="confirm-ok">
          {label}
        </Button>
      </DialogActions>
    </>
  );
}
