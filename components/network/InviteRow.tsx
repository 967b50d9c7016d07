'use client';
import ChevronRight from '@mui/icons-material/ChevronRight';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { countArgs } from '@/lib/format/number';
import { inviteesQuery } from '@/lib/api/network';
import type { InviteRow as Row } from '@/lib/contract/network';
import { networkError } from './networkError';

// One member of the invitation chart; its invitees load when it is first expanded.

export type Expansion = { isOpen: (account: string) => boolean; toggle: (account: string) => void };

export function InviteRow({ row, depth, expansion }: { row: Row; depth: number; expansion: Expansion }) {
  const t = useTranslations('network');
  const locale = useLocale();
  const open = expansion.isOpen(row.account);
  return (
    <Box role="treeitem" aria-expanded={row.invitees ? open : undefined} data-testid={`invite-${row.account}`}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: depth * 2, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
        <IconButton
          size="small"
          disabled={!row.invitees}
          onClick={() => expansion.toggle(row.account)}
          aria-label={t(open ? 'invite.collapse' : 'invite.expand', { account: row.account })}
          data-testid={`invite-toggle-${row.account}`}
          sx={{ visibility: row.invitees ? 'visible' : 'hidden' }}
        >
          {open ? <ExpandMore fontSize="small" /> : <ChevronRight fontSize="small" />}
        </IconButton>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0, alignItems: 'baseline', minWidth: 0, flex: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 80, width: { sm: 120 } }}>{row.account}</Typography>
          <Typography variant="body2" sx={{ minWidth: 64, width: { sm: 90 } }}>{row.name}</Typography>
          <Typography variant="body2" color="textSecondary" sx={{ minWidth: 96, width: { sm: 150 } }}>{t(`levels.${row.level}`)}</Typography>
          <Typography variant="body2" color="textSecondary" sx={{ minWidth: 150, width: { sm: 170 } }}>{row.reg_date}</Typography>
          <Typography variant="body2" color="textSecondary" data-testid="invitee-count">{t('invite.invitees', countArgs(row.invitees, locale))}</Typography>
        </Box>
      </Box>
      {open && <InviteChildren account={row.account} depth={depth + 1} expansion={expansion} />}
    </Box>
  );
}

export function InviteChildren({ account, depth, expansion }: { account: string; depth: number; expansion: Expansion }) {
  const t = useTranslations('network');
  const { data, isPending, error } = useQuery(inviteesQuery(account));
  if (isPending) return <Skeleton height={36} sx={{ ml: depth * 2 }} />;
  if (error) return <Typography color="error" variant="body2" sx={{ pl: depth * 2 + 5, py: 1 }}>{networkError(error, t)}</Typography>;
  if (!data.length) return <Typography color="textSecondary" variant="body2" sx={{ pl: depth * 2 + 5, py: 1 }}>{t('invite.none')}</Typography>;
  return (
    <Box role="group">
      {data.map((row) => (
        <InviteRow key={row.account} row={row} depth={depth} expansion={expansion} />
      ))}
    </Box>
  );
}
