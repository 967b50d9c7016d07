'use client';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { BankCard } from '@/lib/contract/funds-bank';

// One bank card as the list and the select screen show it: the number masked but for the
// last 4 digits (the upstream sends it so), bank, branch, type, holder, default, added time.
export function BankCardItem({ card, actions }: { card: BankCard; actions?: ReactNode }) {
  const t = useTranslations('funds.bank');
  return (
    <Box data-testid="bank-card" data-card-id={card.id} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', py: 1.5 }}>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600 }}>{card.bank}</Typography>
          <Chip size="small" variant="outlined" label={t(card.type === 2 ? 'corporate' : 'personal')} />
          {card.is_default === 1 && <Chip size="small" color="primary" label={t('default')} data-testid="bank-default" />}
        </Box>
        <Typography sx={{ fontFamily: 'monospace', fontSize: '1.1rem', letterSpacing: 1, my: 0.5 }} data-testid="bank-number">
          {card.number}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {card.branch} · {card.holder} · {t('added', { time: card.time })}
        </Typography>
      </Box>
      {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
    </Box>
  );
}
