'use client';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

// The frame of a read-only detail (./DetailDialog.tsx), loaded with its first opening.
export function DetailDialogBody({ title, loading, onClose, children }: { title: string; loading: boolean; onClose: () => void; children: ReactNode }) {
  const t = useTranslations('memberProduct');
  return (
    <>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>{loading ? <Skeleton variant="rounded" height={200} /> : children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </>
  );
}
