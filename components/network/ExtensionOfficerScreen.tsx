'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { TextField } from '@/components/common/forms/TextField';
import { useSnackbar } from '@/components/common/toasts/Toasts';
import { useState } from 'react';
import { applyPromoter, networkKeys, promoterListQuery, promoterStatusQuery, withdrawPromoter } from '@/lib/api/network';
import { PENDING } from '@/lib/contract/values';
import { ConfirmDialog } from '@/components/common/dialogs/ConfirmDialog';
import { ExportControl } from '@/components/common/records/ExportControl';
import { StatusChip } from '@/components/common/display/StatusChip';
import { useParamState } from '@/components/common/context/ScreenParams';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';

// Promoter (spec §2 /extensionOfficer, §4): the grade held, apply (one application in review
// at a time), my applications with their states (exported as CSV or Excel, the switch's filter
// in force), withdraw one in review. Both actions confirm.
// `?state=0` (Home's "waiting on you" links here) shows the applications in review only.

export function ExtensionOfficerScreen() {
  const t = useTranslations('network.promoter');
  const client = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const status = useQuery(promoterStatusQuery);
  const list = useQuery(promoterListQuery);
  const [params, setParams] = useParamState('/extensionOfficer', ['state']);
  const state = /^\d$/.test(params.state) ? Number(params.state) : undefined;
  const rows = state === undefined ? list.data : list.data?.filter((r) => r.state === state);
  const [applying, setApplying] = useState(false);
  const [remark, setRemark] = useState('');
  const [withdrawing, setWithdrawing] = useState<number | null>(null);
  const done = (message: string) => {
    enqueueSnackbar(message, { variant: 'success' });
    void client.invalidateQueries({ queryKey: networkKeys.promoter() });
  };
  const apply = useMutation({
    mutationFn: () => applyPromoter({ remark }),
    onSuccess: () => {
      setApplying(false);
      setRemark('');
      done(t('applied'));
    },
  });
  const withdraw = useMutation({
    mutationFn: withdrawPromoter,
    onSuccess: () => {
      setWithdrawing(null);
      done(t('withdrawn'));
    },
  });

  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 960, mx: 'auto' }}>
      <Paper variant="outlined" sx={{ p: 2, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography variant="body2" color="textSecondary">{t('grade')}</Typography>
          <Typography variant="h6" data-testid="promoter-grade">
            {status.data ? (status.data.grade ? t(`states.${status.data.grade}`) : t('none')) : <Skeleton width={120} />}
          </Typography>
        </Box>
        <Button variant="contained" disabled={!status.data || status.data.pending === 1} onClick={() => setApplying(true)} data-testid="promoter-apply">
          {status.data?.pending ? t('pendingNote') : t('apply')}
        </Button>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, px: 1 }}>
          <Typography variant="subtitle1" component="h2">{t('mine')}</Typography>
          <FormControlLabel
            control={<Switch checked={state === PENDING} onChange={(e) => setParams({ state: e.target.checked ? String(PENDING) : '' })} slotProps={{ input: { 'data-testid': 'promoter-pending-only' } as object }} />}
            label={t('pendingOnly')}
          />
        </Box>
        <ExportControl list="promoters" params={{ state }} sx={{ px: 1, mb: 1 }} />
        {list.isPending ? (
          [0, 1].map((i) => <Skeleton key={i} height={56} />)
        ) : rows?.length ? (
          <List data-testid="promoter-list">
            {rows.map((row) => (
              <ListItem
                key={row.id}
                divider
                data-testid={`promoter-row-${row.id}`}
                secondaryAction={
                  row.state === PENDING && (
                    <Button size="small" color="warning" onClick={() => setWithdrawing(row.id)} data-testid={`promoter-withdraw-${row.id}`}>
                      {t('withdraw')}
                    </Button>
                  )
                }
              >
                <ListItemText primary={row.time} secondary={row.remark || undefined} />
                <StatusChip label={t(`states.${row.state}`)} color={row.state === PENDING ? 'warning' : 'success'} sx={{ mr: row.state === PENDING ? 10 : 0 }} />
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography color="textSecondary" sx={{ py: 4, textAlign: 'center' }} data-testid="promoter-empty">{state === PENDING ? t('emptyPending') : t('empty')}</Typography>
        )}
      </Paper>
      <ConfirmDialog open={applying} title={t('applyConfirm')} busy={apply.isPending} onConfirm={() => apply.mutate()} onClose={() => setApplying(false)}>
        <TextField
          fullWidth
          multiline
          minRows={2}
          label={t('remark')}
          value={remark}
          onChange={(e) => setRemark(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'promoter-remark' } }}
          sx={{ mt: 1 }}
        />
      </ConfirmDialog>
      <ConfirmDialog
        open={withdrawing !== null}
        title={t('withdrawConfirm')}
        busy={withdraw.isPending}
        onConfirm={() => withdrawing !== null && withdraw.mutate(withdrawing)}
        onClose={() => setWithdrawing(null)}
      />
    </Box>
  );
}
