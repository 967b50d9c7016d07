'use client';
import Button from '@mui/material/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useSnackbar } from '@/components/common/toasts/Toasts';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/common/dialogs/ConfirmDialog';
import { RecordsView } from '@/components/common/records/RecordsView';
import { useRecordParams } from '@/components/common/records/useRecordParams';
import { isSettling, useOnce } from '@/components/common/forms/useOnce';
import { afterMoneyMoved, cancelWithdrawal } from '@/lib/api/capital';
import { withdrawList } from '@/lib/lists/capital';
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
  const once = useOnce(cancelWithdrawal);
  const [canceling, setCanceling] = useState<WithdrawRow | null>(null);
  const sent = useRef<WithdrawRow | null>(null); // the row of the submission last sent
  /** A row's cancel opens its confirmation; while a cancel's outcome is unknown, that one's, never a second. */
  const open = (row: WithdrawRow) => setCanceling(once.state?.phase === 'unknown' ? sent.current : row);
  const close = () => {
    if (once.state?.phase === 'unknown') return setCanceling(null); // kept: the same row opens it again
    once.reset();
    setCanceling(null);
  };
  const cancel = useMutation({
    mutationFn: (id: number) => once.run({ id }),
    onSuccess: async ({ checked }) => {
      if (!checked) setCanceling(null); // settled after its answer was lost: the dialog says so
      enqueueSnackbar(t('withdraw.canceled'), { variant: 'success' });
      await afterMoneyMoved(client);
    },
    onError: (error) => {
      if (isSettling(error)) return;
      setCanceling(null);
      enqueueSnackbar(error.message, { variant: 'error' });
    },
  });
  return (
    <>
      <RecordsView
        list={withdrawList}
        opened={listState}
        actions={{
          label: t('records.action'),
          render: (r) =>
            r.status === WITHDRAW_STATES.pending ? (
              <Button size="small" color="warning" onClick={() => open(r)} data-testid="withdraw-cancel">{t('withdraw.cancel')}</Button>
            ) : null,
        }}
      />
      <ConfirmDialog
        open={canceling !== null}
        title={t('withdraw.cancelTitle')}
        busy={cancel.isPending}
        once={once}
        onConfirm={() => {
          if (once.state?.phase === 'applied') return close();
          if (!canceling || cancel.isPending) return;
          sent.current = canceling;
          cancel.mutate(canceling.id);
        }}
        onClose={close}
      >
        {canceling && t('withdraw.cancelBody', { amount: formatMoney(canceling.amount, locale) })}
      </ConfirmDialog>
    </>
  );
}
