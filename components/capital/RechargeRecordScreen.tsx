'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Dialog } from '@/components/common/dialogs/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useSnackbar } from '@/components/common/toasts/Toasts';
import { useState } from 'react';
import { RecordsView } from '@/components/common/records/RecordsView';
import { useRecordParams } from '@/components/common/records/useRecordParams';
import { capitalKeys, replaceVoucher } from '@/lib/api/capital';
import { rechargeList } from '@/lib/lists/capital';
import { type RechargeRow } from '@/lib/contract/capital';
import { RECHARGE_STATES } from '@/lib/contract/values';
import { PhotoViewer } from './PhotoViewer';
import { VoucherUpload } from './VoucherUpload';

// The recharge records (spec §2 /capital/rechargeRecord): the voucher can be viewed, and
// replaced while To be verified (recharge/editinfo).
export function RechargeRecordScreen() {
  const t = useTranslations('capital');
  const listState = useRecordParams(); // what its URL opens it with: ?status=&from=&to=&page=
  const client = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const [viewing, setViewing] = useState<string | null>(null);
  const [replacing, setReplacing] = useState<{ id: number; voucher: string; was: string } | null>(null);
  const replace = useMutation({
    mutationFn: replaceVoucher,
    onSuccess: async () => {
      setReplacing(null);
      enqueueSnackbar(t('recharge.replaced'), { variant: 'success' });
      await client.invalidateQueries({ queryKey: capitalKeys.list('recharge') });
    },
  });
  const voucher = (r: RechargeRow) => (
    <Box sx={{ display: 'inline-flex', gap: 1 }}>
      <Button size="small" onClick={() => setViewing(r.voucher)} data-testid="voucher-view">{t('recharge.view')}</Button>
      {r.status === RECHARGE_STATES.pending && (
        <Button size="small" onClick={() => setReplacing({ id: r.id, voucher: r.voucher, was: r.voucher })} data-testid="voucher-replace">{t('recharge.replace')}</Button>
      )}
    </Box>
  );
  return (
    <>
      <RecordsView
        list={rechargeList}
        opened={listState}
        cells={{ voucher }}
      />
      <PhotoViewer url={viewing} onClose={() => setViewing(null)} />
      <Dialog open={replacing !== null} onClose={() => setReplacing(null)} fullWidth maxWidth="xs">
        <DialogTitle>{t('recharge.replaceTitle')}</DialogTitle>
        <DialogContent>
          {replacing && <VoucherUpload value={replacing.voucher} onChange={(voucher) => setReplacing({ ...replacing, voucher })} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setReplacing(null)}>{t('cancel')}</Button>
          <Button variant="contained" disabled={replace.isPending || !replacing || replacing.voucher === replacing.was} onClick={() => replacing && replace.mutate({ id: replacing.id, voucher: replacing.voucher })} data-testid="voucher-save">{t('confirm')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
