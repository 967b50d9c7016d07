'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link } from '@/components/common/nav/Link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { BankCardList } from './BankCardItem';
import { routeHref } from '@/lib/menu/routes';

// Picks the card for a withdrawal (spec §2 /my/bankCardListSelect) and returns to the withdraw
// form with ?card=…; the form keeps its own draft, so nothing typed there is lost.
export function BankCardListSelectScreen() {
  const t = useTranslations('capital.bank');
  const router = useRouter();
  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 960, mx: 'auto' }}>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Typography variant="h6" component="h1" sx={{ mb: 1 }}>{t('selectTitle')}</Typography>
        <BankCardList
          actions={(card) => (
            <Button variant="outlined" size="small" onClick={() => router.push(routeHref('/capital/withdraw', { card: card.id }))} data-testid="bank-choose">
              {t('choose')}
            </Button>
          )}
          emptyAction={<Button component={Link} href={routeHref('/my/editBankCard')} sx={{ mt: 1 }}>{t('add')}</Button>}
        />
      </Paper>
    </Box>
  );
}
