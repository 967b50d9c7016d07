'use client';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@/components/common/nav/Link';
import { useTranslations } from 'next-intl';
import { useSnackbar } from '@/components/common/toasts/Toasts';
import { useState } from 'react';
import { deleteBankCard, capitalKeys, setDefaultBankCard } from '@/lib/api/capital';
import type { BankCard } from '@/lib/contract/capital';
import { BankCardList } from './BankCardItem';
import { ConfirmDialog } from '@/components/common/dialogs/ConfirmDialog';
import { routeHref } from '@/lib/menu/routes';

// The bank cards (spec §2 /my/bankCardList): edit, delete after a confirmation, set default.
export function BankCardListScreen() {
  const t = useTranslations('capital.bank');
  const client = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const [deleting, setDeleting] = useState<BankCard | null>(null);
  const done = (message: string) => {
    enqueueSnackbar(message, { variant: 'success' });
    return client.invalidateQueries({ queryKey: capitalKeys.bank() });
  };
  const remove = useMutation({
    mutationFn: deleteBankCard,
    onSuccess: async () => {
      setDeleting(null);
      await done(t('deleted'));
    },
  });
  const setDefault = useMutation({ mutationFn: setDefaultBankCard, onSuccess: () => done(t('defaultSet')) });

  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 960, mx: 'auto' }}>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
          <Typography variant="h6" component="h1">{t('title')}</Typography>
          <Button component={Link} href={routeHref('/my/editBankCard')} variant="contained" startIcon={<Add />} data-testid="bank-add">
            {t('add')}
          </Button>
        </Box>
        <BankCardList
          actions={(card) => (
            <>
              {card.is_default !== 1 && (
                <Button size="small" onClick={() => setDefault.mutate(card.id)} disabled={setDefault.isPending} data-testid="bank-set-default">
                  {t('setDefault')}
                </Button>
              )}
              <Button size="small" component={Link} href={routeHref('/my/editBankCard', { id: card.id })} data-testid="bank-edit">
                {t('edit')}
              </Button>
              <Button size="small" color="error" onClick={() => setDeleting(card)} data-testid="bank-delete">
                {t('delete')}
              </Button>
            </>
          )}
        />
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
