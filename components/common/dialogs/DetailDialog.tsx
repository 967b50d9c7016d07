'use client';
import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { Dialog } from './Dialog';

// A read-only detail (a product, a registration, a return): a title, a skeleton until its
// data has come, and a close button; its frame loads with the first opening (issue 15).
type Props = { open: boolean; title: string; loading: boolean; onClose: () => void; testId: string; maxWidth?: 'xs' | 'sm'; children: ReactNode };

const loadBody = () => import('./DetailDialogBody');
const DetailDialogBody = dynamic(() => loadBody().then((m) => m.DetailDialogBody));

export function DetailDialog({ open, title, loading, onClose, testId, maxWidth = 'xs', children }: Props) {
  return (
    <Dialog open={open} onClose={onClose} preload={loadBody} fullWidth maxWidth={maxWidth} data-testid={testId}>
      <DetailDialogBody title={title} loading={loading} onClose={onClose}>
        {children}
      </DetailDialogBody>
    </Dialog>
  );
}
