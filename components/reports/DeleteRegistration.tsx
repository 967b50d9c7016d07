'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useSnackbar } from '@/components/common/toasts/Toasts';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/common/dialogs/ConfirmDialog';
import { Pass2Dialog } from '@/components/common/dialogs/Pass2Dialog';
import { useSubmissionKey } from '@/components/common/forms/submissionKey';
import { BffError } from '@/lib/api/bff';
import { afterVipChange, deleteRegistration } from '@/lib/api/memberProduct';
import { type RegisteredRow } from '@/lib/contract/memberProduct';
import { PRODUCTS_CODES } from '@/lib/contract/values';
import { formatMoney } from '@/lib/format/money';

// Deleting a registration: a confirmation that says what happens, then the level-2 password (a wrong one keeps the dialog
// open: "Error, please re-enter"); the package is refunded, so it goes once per key.
export function DeleteRegistration({ row, onClose }: { row: RegisteredRow | null; onClose: () => void }) {
  const t = useTranslations('memberProduct');
  const locale = useLocale();
  const client = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const key = useSubmissionKey();
  const [error, setError] = useState<string | undefined>();
  const [confirmed, setConfirmed] = useState<number | null>(null); // the row whose deletion was confirmed
  const close = () => {
    setError(undefined);
    setConfirmed(null);
    onClose();
  };
  const remove = useMutation({
    mutationFn: (pass2: string) => deleteRegistration({ id: row!.id, pass2 }, key.current()),
    onSuccess: async () => {
      key.settle();
      close();
      enqueueSnackbar(t('registered.deleted', { name: row?.name ?? '' }), { variant: 'success' });
      await afterVipChange(client);
    },
    onError: (e) => {
      key.settle(e);
      if (e instanceof BffError && e.code === PRODUCTS_CODES.badPass2) return setError(t('errors.reenter'));
      close();
      enqueueSnackbar(e.message, { variant: 'error' });
    },
  });
  return (
    <>
      <ConfirmDialog open={row !== null && confirmed !== row.id} title={t('registered.deleteTitle')} confirmLabel={t('registered.delete')} onConfirm={() => setConfirmed(row!.id)} onClose={close}>
        <span data-testid="registered-delete-text">{row && t('registered.deleteText', { name: row.name, account: row.account, package: row.package, amount: formatMoney(row.amount, locale) })}</span>
      </ConfirmDialog>
      <Pass2Dialog key={row?.id ?? 0} open={row !== null && confirmed === row.id} error={error} busy={remove.isPending} onConfirm={(pass2) => remove.mutate(pass2)} onClose={close} testId="registered-delete" />
    </>
  );
}
