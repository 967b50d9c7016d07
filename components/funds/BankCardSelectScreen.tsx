'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Fragment } from 'react';
import { bankListQuery } from '@/lib/api/funds';
import { BankCardItem } from './BankCardItem';

// Picks the card for a withdrawal (spec §2 /my/bankCardListSelect) and returns to the withdraw
// form with ?card=…; the form keeps its own draft, so nothing typed there is lost.
export function BankCardSelectScreen() {
  const t = useTranslations('funds.bank');
  const router = useRouter();
  const { data, isPending } = useQuery(bankListQuery);
  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 960, mx: 'auto' }}>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Typography variant="h6" component="h1" sx={{ mb: 1 }}>{t('selectTitle')}</Typography>
        {isPending ? (
          <Skeleton height={88} />
        ) : data?.length ? (
          data.map((card, i) => (
            <Fragment key={card.id}>
              {i > 0 && <Divider />}
              <BankCardItem
                card={card}
                actions={
                  <Button variant="outlined" size="small" onClick={() => router.push(`/capital/withdraw?card=${card.id}`)} data-testid="bank-choose">
                    {t('choose')}
                  </Button>
                }
              />
            </Fragment>
          ))
        ) : (
          <Box sx={{ py: 6, textAlign: 'center' }}>
            <Typography color="text.secondary" data-testid="bank-empty">{t('empty')}</Typography>
            <Button component={Link} href="/my/editBankCard" sx={{ mt: 1 }}>{t('add')}</Button>
          </Box>
        )}
      </Paper>
    </Box>
  );
}
