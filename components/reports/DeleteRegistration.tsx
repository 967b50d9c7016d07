'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useSnackbar } from '@/components/common/toasts/Toasts';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/common/dialogs/ConfirmDialog';
import { Pass2Dialog } from '@/components/common/dialogs/Pass2Dialog';
import { isSettling, useOnce } from '@/components/common/forms/useOnce';
import { BffError } from '@/lib/api/bff';
import { afterVipChange, deleteRegistration } from '@/lib/api/memberProduct';
import { type RegisteredRow } from '@/lib/contract/memberProduct';
import { PRODUCTS_CODES } from '@/lib/contract/values';
import { formatMoney } from '@/lib/format/money';

// Deleting a registration: a confirmation that says what happens, then the level-2 password (a wrong one keeps the dialog
// open: "Error, please re-enter"); the package is refunded, so it goes once per key. When its answer
// was lost the password dialog says how it is settled; while that is unknown, a delete asked for
// any row opens that one again, never a second.
export function DeleteRegistration({ row: asked, onClose }: { row: RegisteredRow | null; onClose: () => void }) {
  const t = useTranslations('memberProduct');
  const locale = useLocale();
  const client = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const once = useOnce(deleteRegistration);
  const [sent, setSent] = useState<{ row: RegisteredRow; pass2: string } | null>(null); // the submission last sent
  const held = once.state?.phase === 'unknown' ? sent : null;
  const row = asked && held ? held.row : asked;
  const [error, setError] = useState<string | undefined>();
  const [confirmed, setConfirmed] = useState<number | null>(null); // the row whose deletion was confirmed
  const close = () => {
    if (once.state?.phase !== 'unknown') once.reset();
    setError(undefined);
    setConfirmed(null);
    onClose();
  };
  const remove = useMutation({
    mutationFn: (pass2: string) => {
      setSent({ row: row!, pass2 });
      return once.run({ id: row!.id, pass2 });
    },
    onSuccess: async ({ checked }) => {
      if (!checked) close(); // settled after its answer was lost: the dialog says so
      enqueueSnackbar(t('registered.deleted', { name: row?.name ?? '' }), { variant: 'success' });
      await afterVipChange(client);
    },
    onError: (e) => {
      if (isSettling(e)) return;
      if (e instanceof BffError && e.code === PRODUCTS_CODES.badPass2) return setError(t('errors.reenter'));
      close();
      enqueueSnackbar(e.message, { variant: 'error' });
    },
  });
  const confirm = (pass2: string) => {
    if (once.state?.phase === 'applied') return close();
    if (!remove.isPending) remove.mutate(once.state && sent ? sent.pass2 : pass2);
  };
  const asking = row !== null && (confirmed === row.id || held !== null);
  return (
    <>
      <ConfirmDialog open={row !== null && !asking} title={t('registered.deleteTitle')} confirmLabel={t('registered.delete')} onConfirm={() => setConfirmed(row!.id)} onClose={close}>
        <span data-testid="registered-delete-text">{row && t('registered.deleteText', { name: row.name, account: row.account, package: row.package, amount: formatMoney(row.amount, locale) })}</span>
      </ConfirmDialog>
      <Pass2Dialog key={row?.id ?? 0} open={asking} error={error} busy={remove.isPending} once={once} onConfirm={confirm} onClose={close} testId="registered-delete" />
    </>
  );
}
