'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { inviteSearchQuery } from '@/lib/api/network';
import type { InviteList } from '@/lib/contract/network';
import { InviteChildren, InviteRow, type Expansion } from './InviteRow';
import { MemberSearch } from './MemberSearch';
import { networkError } from './networkError';

// The invitation chart (spec §2 /inviteNode, issue 4): who invited whom, from the operator
// down, loaded level by level. The shell keeps the screen alive, so expanded rows survive a
// tab switch.

export function InviteChartScreen() {
  const t = useTranslations('network');
  const client = useQueryClient();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [found, setFound] = useState<InviteList | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const expansion = useMemo<Expansion>(
    () => ({
      isOpen: (account) => open.has(account),
      toggle: (account) =>
        setOpen((prev) => {
          const next = new Set(prev);
          if (!next.delete(account)) next.add(account);
          return next;
        }),
    }),
    [open],
  );

  const search = async (account: string) => {
    setMessage(null);
    try {
      setFound(await client.fetchQuery(inviteSearchQuery(account)));
    } catch (e) {
      setFound(null);
      setMessage(networkError(e, t));
    }
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1100, mx: 'auto' }}>
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 1.5 }, mb: 1, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <MemberSearch testId="invite-search" onSearch={search} />
        {found && (
          <Button size="small" onClick={() => setFound(null)} data-testid="invite-clear">
            {t('invite.showAll')}
          </Button>
        )}
      </Paper>
      {message && (
        <Alert severity="warning" sx={{ mb: 1 }} data-testid="invite-message" onClose={() => setMessage(null)}>
          {message}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 0.5, sm: 1 } }} role="tree" aria-label={t('invite.title')}>
        {found ? (
          <>
            <Breadcrumbs sx={{ px: 1, py: 0.5 }} data-testid="invite-path" aria-label={t('invite.path')}>
              {found.path.map((a) => (
                <Typography key={a} variant="body2" color="text.secondary">{a}</Typography>
              ))}
            </Breadcrumbs>
            {found.list.map((row) => (
              <InviteRow key={row.account} row={row} depth={0} expansion={expansion} />
            ))}
          </>
        ) : (
          <InviteChildren account="" depth={0} expansion={expansion} />
        )}
      </Paper>
    </Box>
  );
}
