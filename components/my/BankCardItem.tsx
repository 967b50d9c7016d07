'use client';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Fragment, type ReactNode } from 'react';
import { bankListQuery } from '@/lib/api/capital';
import type { BankCard } from '@/lib/contract/capital';
import { StatusChip } from '@/components/common/display/StatusChip';

// One bank card as the list and the select screen show it: the number masked but for the
// last 4 digits (the upstream sends it so), bank, branch, type, holder, default, added time.
export function BankCardItem({ card, actions }: { card: BankCard; actions?: ReactNode }) {
  const t = useTranslations('capital.bank');
  return (
    <Box data-testid="bank-card" data-card-id={card.id} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', py: 1.5 }}>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600 }}>{card.bank}</Typography>
          <StatusChip variant="outlined" label={t(card.type === 2 ? 'corporate' : 'personal')} />
          {card.is_default === 1 && <StatusChip color="primary" label={t('default')} data-testid="bank-default" />}
        </Box>
        <Typography sx={{ fontFamily: 'monospace', fontSize: '1.1rem', letterSpacing: 1, my: 0.5 }} data-testid="bank-number">
          {card.number}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {card.branch} · {card.holder} · {t('added', { time: card.time })}
        </Typography>
      </Box>
      {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
    </Box>
  );
}

/** The operator's cards (default first), each with its actions; skeletons while loading, the
 *  empty state (and `emptyAction`) when there is none. */
export function BankCardList({ actions, emptyAction }: { actions: (card: BankCard) => ReactNode; emptyAction?: ReactNode }) {
  const t = useTranslations('capital.bank');
  const { data, isPending } = useQuery(bankListQuery);
  if (isPending) return [0, 1].map((i) => <Skeleton key={i} height={88} />);
  if (!data?.length) {
    return (
      <Box sx={{ py: 6, textAlign: 'center' }}>
        <Typography color="textSecondary" data-testid="bank-empty">{t('empty')}</Typography>
        {emptyAction}
      </Box>
    );
  }
  return data.map((card, i) => (
    <Fragment key={card.id}>
      {i > 0 && <Divider />}
      <BankCardItem card={card} actions={actions(card)} />
    </Fragment>
  ));
}
