'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { usePhone } from '@/components/common/context/usePhone';
import { useScreenParams } from '@/components/common/context/ScreenParams';
import { placementQuery } from '@/lib/api/network';
import { DESK_LEVELS, PHONE_LEVELS } from '@/lib/contract/reads';
import { routeHref } from '@/lib/menu/routes';
import { MemberSearch } from './MemberSearch';
import { networkError, notInTree } from './networkError';
import { PlacementChart } from './PlacementChart';
import { PlacementNav } from './PlacementNav';

// The member (placement) chart (spec §2 /memberNode, issue 4): a window of the binary tree
// under a chosen root, with top / up / bottom-left / bottom-right / search / click-to-root.
// Phones get three rows of narrower boxes, fitted to the screen's width. The root is the URL's
// (?root=<account>, issue 17): each move pushes a URL, so back and forward retrace the moves
// and a copied link opens the same place. The upstream answers only inside the operator's own
// tree; a root outside it gets its message and the operator's own chart.

const DESKTOP = { width: 168, height: 84, gapX: 14, gapY: 36 };
const PHONE = { width: 140, height: 84, gapX: 10, gapY: 30 };

export function MemberNodeScreen() {
  const t = useTranslations('network');
  const phone = usePhone();
  const client = useQueryClient();
  const router = useRouter();
  const root = useScreenParams().get('root') ?? '';
  const [chosenLevels, setLevels] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const levels = chosenLevels ?? (phone ? PHONE_LEVELS : DESK_LEVELS);
  // Asked once the width is known (a phone's page knows it from the start): asking before
  // would fetch a desk's four levels, then a phone's three, on every phone load.
  const asked = useQuery({ ...placementQuery({ account: root, levels }), enabled: phone !== null });
  const refused = root !== '' && notInTree(asked.error);
  const own = useQuery({ ...placementQuery({ account: '', levels }), enabled: refused });
  const { data, isPending, error } = refused ? own : asked;

  const go = useCallback(
    (account: string) => {
      setMessage(null);
      router.push(routeHref('/memberNode', account ? { root: account } : undefined));
    },
    [router],
  ); // stable, so that the chart's memoised boxes skip re-renders (zoom, fit)
  const search = async (account: string) => {
    try {
      await client.fetchQuery(placementQuery({ account, levels }));
      go(account);
    } catch (e) {
      setMessage(networkError(e, t));
    }
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 1.5 }, mb: 1, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <PlacementNav window={data} levels={levels} onGo={go} onLevels={setLevels} />
        <MemberSearch testId="placement-search" onSearch={search} />
      </Paper>
      {(message || error || refused) && (
        <Alert severity="warning" sx={{ mb: 1 }} data-testid="placement-message" onClose={message ? () => setMessage(null) : undefined}>
          {message ?? (error ? networkError(error, t) : t('errors.notInTreeOwn', { account: root }))}
        </Alert>
      )}
      <Paper variant="outlined">
        {isPending ? (
          <Skeleton variant="rectangular" height={360} />
        ) : data ? (
          <PlacementChart window={data} size={phone ? PHONE : DESKTOP} onSelect={go} phone={Boolean(phone)} />
        ) : null}
      </Paper>
    </Box>
  );
}
