'use client';
import Button from '@mui/material/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useSnackbar } from '@/components/common/toasts/Toasts';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/common/dialogs/ConfirmDialog';
import { RecordsView } from '@/components/common/records/RecordsView';
import { useRecordParams } from '@/components/common/records/useRecordParams';
import { useSubmissionKey } from '@/components/common/forms/submissionKey';
import { afterMoneyMoved, cancelWithdrawal, withdrawListQuery } from '@/lib/api/capital';
import { type WithdrawRow } from '@/lib/contract/capital';
import { WITHDRAW_STATES } from '@/lib/contract/values';
import { formatMoney } from '@/lib/format/money';

// The withdrawal records (spec §2 /capital/withdrawRecord; states of spec §4). A withdrawal
// still Pending audit can be canceled (salaries/dothis): its amount returns to the salary.
export function WithdrawRecordScreen() {
  const t = useTranslations('capital');
  const listState = useRecordParams(); // what its URL opens it with: ?status=&from=&to=&page=
  const locale = useLocale();
  const client = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const key = useSubmissionKey();
  const [canceling, setCanceling] = useState<WithdrawRow | null>(null);
  const cancel = useMutation({
    mutationFn: (id: number) => cancelWithdrawal({ id }, key.current()),
    onSettled: (_, error) => key.settle(error ?? undefined),
    onSuccess: async () => {
      setCanceling(null);
      enqueueSnackbar(t('withdraw.canceled'), { variant: 'success' });
      await afterMoneyMoved(client);
    },
  });
  return (
    <>
      <RecordsView
        title={t('records.withdrawTitle')}
        exportAs={{ list: 'withdrawals' }}
        query={withdrawListQuery}
        opened={listState}
        statusLabel={t('records.status')}
        statuses={[
          { value: WITHDRAW_STATES.pending, label: t('states.pending'), color: 'warning' },
          { value: WITHDRAW_STATES.approved, label: t('states.approved'), color: 'info' },
          { value: WITHDRAW_STATES.rejected, label: t('states.rejected'), color: 'error' },
          { value: WITHDRAW_STATES.received, label: t('states.received'), color: 'success' },
          { value: WITHDRAW_STATES.canceled, label: t('states.canceled'), color: 'default' },
        ]}
        statusOf={(r: WithdrawRow) => r.status}
        columns={[
          { label: t('amount'), text: (r) => r.amount, money: true },
          { label: t('withdraw.fee'), text: (r) => r.fee, money: true },
          { label: t('withdraw.net'), text: (r) => r.net, money: true },
          { label: t('withdraw.card'), text: (r) => r.card },
          {
            label: t('records.action'),
            text: () => '',
            render: (r) =>
              r.status === WITHDRAW_STATES.pending ? (
                <Button size="small" color="warning" onClick={() => setCanceling(r)} data-testid="withdraw-cancel">{t('withdraw.cancel')}</Button>
              ) : null,
          },
        ]}
      />
      <ConfirmDialog
        open={canceling !== null}
        title={t('withdraw.cancelTitle')}
        busy={cancel.isPending}
        onConfirm={() => canceling && cancel.mutate(canceling.id)}
        onClose={() => setCanceling(null)}
      >
        {canceling && t('withdraw.cancelBody', { amount: formatMoney(canceling.amount, locale) })}
      </ConfirmDialog>
    </>
  );
}
