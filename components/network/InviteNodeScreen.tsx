'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useScreenParams } from '@/components/common/context/ScreenParams';
import { inviteSearchQuery } from '@/lib/api/network';
import { routeHref } from '@/lib/menu/routes';
import { InviteChildren, InviteRow, useExpansion } from './InviteRow';
import { MemberSearch } from './MemberSearch';
import { networkError, notInTree } from './networkError';

// The invitation chart (spec §2 /inviteNode, issue 4): who invited whom, from the operator
// down, loaded level by level. The shell keeps the screen alive, so expanded rows survive a
// tab switch. ?root=<account> (issue 17) shows that member with the path down to it; a search
// and each step of the path push a URL (back and forward retrace them, a link opens the same
// place). The upstream answers only inside the operator's tree: a root outside it gets its
// message and the whole chart.

export function InviteNodeScreen() {
  const t = useTranslations('network');
  const client = useQueryClient();
  const router = useRouter();
  const root = useScreenParams().get('root') ?? '';
  const [message, setMessage] = useState<string | null>(null);
  const asked = useQuery({ ...inviteSearchQuery(root), enabled: root !== '' });
  const found = root ? asked.data : undefined;
  const refused = root !== '' && asked.error ? (notInTree(asked.error) ? t('errors.notInTreeOwn', { account: root }) : networkError(asked.error, t)) : null;
  const go = (account: string) => {
    setMessage(null);
    router.push(routeHref('/inviteNode', account ? { root: account } : undefined));
  };
  const expansion = useExpansion();

  const search = async (account: string) => {
    setMessage(null);
    try {
      await client.fetchQuery(inviteSearchQuery(account));
      go(account);
    } catch (e) {
      setMessage(networkError(e, t));
    }
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1100, mx: 'auto' }}>
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 1.5 }, mb: 1, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <MemberSearch testId="invite-search" onSearch={search} />
        {found && (
          <Button size="small" onClick={() => go('')} data-testid="invite-clear">
            {t('invite.showAll')}
          </Button>
        )}
      </Paper>
      {(message ?? refused) && (
        <Alert severity="warning" sx={{ mb: 1 }} data-testid="invite-message" onClose={message ? () => setMessage(null) : undefined}>
          {message ?? refused}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 0.5, sm: 1 } }} role="tree" aria-label={t('invite.title')}>
        {found ? (
          <>
            <Breadcrumbs sx={{ px: 1, py: 0.5 }} data-testid="invite-path" aria-label={t('invite.path')}>
              {found.path.map((a, i) => (
                <Link key={a} component="button" variant="body2" color="text.secondary" onClick={() => go(i === 0 ? '' : a)} data-testid={`invite-path-${a}`}>
                  {a}
                </Link>
              ))}
            </Breadcrumbs>
            {found.list.map((row) => (
              <InviteRow key={row.account} row={row} depth={0} expansion={expansion} />
            ))}
          </>
        ) : root && asked.isPending ? (
          <Skeleton height={36} />
        ) : (
          <InviteChildren account="" depth={0} expansion={expansion} />
        )}
      </Paper>
    </Box>
  );
}
