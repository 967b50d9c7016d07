'use client';
import Button from '@mui/material/Button';
import { Dialog } from '@/components/common/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

// A read-only detail (a product, a registration, a return): a title, a skeleton until its
// data has come, and a close button.
type Props = { open: boolean; title: string; loading: boolean; onClose: () => void; testId: string; maxWidth?: 'xs' | 'sm'; children: ReactNode };

export function DetailDialog({ open, title, loading, onClose, testId, maxWidth = 'xs', children }: Props) {
  const t = useTranslations('products');
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth={maxWidth} data-testid={testId}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>{loading ? <Skeleton variant="rounded" height={200} /> : children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
