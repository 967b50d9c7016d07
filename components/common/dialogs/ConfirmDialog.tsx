'use client';
import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import type { Once } from '@/components/common/forms/useOnce';
import { Dialog } from './Dialog';

// A yes/no step before an action that changes something upstream or moves money. While the
// action runs, neither button nor a click outside can close it. Focus starts on Cancel, the
// step that changes nothing (two Enters never move money by accident). Its title, text and
// buttons load with the first opening, at the same time as the dialog's code (issue 15).
export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  children?: ReactNode;
  busy?: boolean;
  confirmLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
  /** Focus starts on Cancel (the safe answer) unless a field in `children` takes it. */
  focusCancel?: boolean;
  /** A money move's submission: once its answer was lost, the dialog says how it is settled (and its buttons follow). */
  once?: Once;
};

const loadBody = () => import('./ConfirmDialogBody');
const ConfirmDialogBody = dynamic(() => loadBody().then((m) => m.ConfirmDialogBody));

export function ConfirmDialog({ open, ...body }: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={body.busy ? undefined : body.onClose} preload={loadBody} fullWidth maxWidth="xs" data-testid="confirm-dialog">
      <ConfirmDialogBody {...body} />
    </Dialog>
  );
}
