'use client';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import type { ComboItem } from '@/lib/contract/memberProduct';

// A combo's contents: item and quantity.
export function ComboList({ items }: { items: readonly ComboItem[] }) {
  const t = useTranslations('memberProduct');
  return (
    <Box>
      <Typography variant="caption" color="textSecondary">{t('package.contents')}</Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }} data-testid="combo-items">
        {items.map((i) => (
          <Typography component="li" variant="body2" key={i.name}>{t('package.item', { name: i.name, qty: i.qty })}</Typography>
        ))}
      </Box>
    </Box>
  );
}
