'use client';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useSnackbar } from 'notistack';
import { Fragment, useState } from 'react';
import { callApi } from '@/lib/api/bff';
import { bankListQuery } from '@/lib/api/funds';
import type { BankCard } from '@/lib/contract/funds-bank';
import { BankCardItem } from './BankCardItem';
import { ConfirmDialog } from '@/components/common/ConfirmDialog';

// The bank cards (spec §2 /my/bankCardList): edit, delete after a confirmation, set default.
export function BankCardListScreen() {
  const t = useTranslations('funds.bank');
  const client = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const { data, isPending } = useQuery(bankListQuery);
  const [deleting, setDeleting] = useState<BankCard | null>(null);
  const done = (message: string) => {
    enqueueSnackbar(message, { variant: 'success' });
    return client.invalidateQueries({ queryKey: ['funds', 'bank'] });
  };
  const remove = useMutation({
    mutationFn: (id: number) => callApi('bank/delete', { id }),
    onSuccess: async () => {
      setDeleting(null);
      await done(t('deleted'));
    },
  });
  const setDefault = useMutation({ mutationFn: (id: number) => callApi('bank/setdefault', { id }), onSuccess: () => done(t('defaultSet')) });

  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 960, mx: 'auto' }}>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
          <Typography variant="h6" component="h1">{t('title')}</Typography>
          <Button component={Link} href="/my/editBankCard" variant="contained" startIcon={<Add />} data-testid="bank-add">
            {t('add')}
          </Button>
        </Box>
        {isPending ? (
          [0, 1].map((i) => <Skeleton key={i} height={88} />)
        ) : data?.length ? (
          data.map((card, i) => (
            <Fragment key={card.id}>
              {i > 0 && <Divider />}
              <BankCardItem
                card={card}
                actions={
                  <>
                    {card.is_default !== 1 && (
                      <Button size="small" onClick={() => setDefault.mutate(card.id)} disabled={setDefault.isPending} data-testid="bank-set-default">
                        {t('setDefault')}
                      </Button>
                    )}
                    <Button size="small" component={Link} href={`/my/editBankCard?id=${card.id}`} data-testid="bank-edit">
                      {t('edit')}
                    </Button>
                    <Button size="small" color="error" onClick={() => setDeleting(card)} data-testid="bank-delete">
                      {t('delete')}
                    </Button>
                  </>
                }
              />
            </Fragment>
          ))
        ) : (
          <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }} data-testid="bank-empty">{t('empty')}</Typography>
        )}
      </Paper>
      <ConfirmDialog
        open={deleting !== null}
        title={t('deleteTitle')}
        busy={remove.isPending}
        confirmLabel={t('delete')}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onClose={() => setDeleting(null)}
      >
        {deleting && t('deleteText', { bank: deleting.bank, number: deleting.number })}
      </ConfirmDialog>
    </Box>
  );
}
