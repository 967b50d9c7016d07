'use client';
import ChevronRight from '@mui/icons-material/ChevronRight';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { Activity, memo, useEffect, useReducer, useState, useSyncExternalStore, type KeyboardEvent, type Ref } from 'react';
import { countArgs } from '@/lib/format/number';
import { inviteesQuery } from '@/lib/api/network';
import type { InviteRow as Row } from '@/lib/contract/network';
import { networkError } from './networkError';

// One member of the invitation chart; its invitees load when it is first expanded. A member
// with more than WIDE_FROM direct invitees (issue 59: 10,000 and more) shows them in a
// scrolling list that renders only the rows in view (WideInvitees.tsx). That list's frame (its
// Find field, its box) is drawn with the tap, its rows when they come; collapsed, it is kept
// hidden (React <Activity>), so opened again it is where it was: its scroll, its Find.

/**
 * Which members of the chart are expanded: one object for the chart's life, each row reading
 * its own member's state (`useOpen`), so that a tap draws again only the row it toggled.
 */
export type Expansion = { isOpen: (account: string) => boolean; toggle: (row: Row) => void; subscribe: (onChange: () => void) => () => void };

/** Where a row sits among its siblings, for screen readers (aria-posinset, aria-setsize). */
export type RowPlace = { index: number; size: number };

/** A row of a wide list: the list moves focus between its rows (WideInvitees.tsx). */
export type RowNav = {
  ref: Ref<HTMLDivElement>;
  focusable: boolean; // the one row of the list in the tab order
  found: boolean; // the row the list's find jumped to
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
};

/** Direct invitees above this count are rendered as they scroll into view. */
export const WIDE_FROM = 100;

/**
 * The wide list's code, asked for by the toggle so that it comes while the invitees do. Once
 * here it is rendered as a plain component: a lazy one (`next/dynamic`) suspends on its first
 * render even when its code has arrived, and its retry renders in slices, after the answer.
 */
let WideInvitees: typeof import('./WideInvitees').WideInvitees | undefined;
const loadWide = () => import('./WideInvitees').then((m) => (WideInvitees = m.WideInvitees));

/**
 * The chart's expansion. Expanding a member asks for what it will show at once: its invitees
 * (and a wide list's code), so that they come while React draws the tap rather than being
 * asked for once the expanded row has mounted.
 */
export function useExpansion(): Expansion {
  const client = useQueryClient();
  const [expansion] = useState(() => expansionOf(client));
  return expansion;
}

function expansionOf(client: QueryClient): Expansion {
  let open: ReadonlySet<string> = new Set();
  const listeners = new Set<() => void>();
  return {
    isOpen: (account) => open.has(account),
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => void listeners.delete(onChange);
    },
    toggle: (row) => {
      const next = new Set(open);
      if (next.delete(row.account)) open = next;
      else {
        void client.prefetchQuery(inviteesQuery(row.account));
        if (row.invitees > WIDE_FROM) void loadWide();
        open = next.add(row.account);
      }
      listeners.forEach((changed) => changed());
    },
  };
}

const useOpen = (expansion: Expansion, account: string) =>
  useSyncExternalStore(expansion.subscribe, () => expansion.isOpen(account), () => false);

/** A wide member drawn: its list's code is loaded when the page is idle, so that its first tap draws the list's frame at once. */
function useWideCode(wide: boolean) {
  useEffect(() => {
    if (!wide || WideInvitees) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const id = idle(() => void loadWide().catch(() => {})); // a failure is shown when the list is asked for
    return () => cancel(id);
  }, [wide]);
}

type RowProps = { row: Row; depth: number; expansion: Expansion; place?: RowPlace; nav?: RowNav };

export function InviteRow({ row, depth, expansion, place, nav }: RowProps) {
  const t = useTranslations('network');
  const locale = useLocale();
  const open = useOpen(expansion, row.account);
  const wide = row.invitees > WIDE_FROM;
  useWideCode(wide);
  const [kept, keep] = useState(false); // a wide list once opened stays mounted, hidden while collapsed
  if (open && wide && !kept) keep(true);
  return (
    <Box
      role="treeitem"
      aria-expanded={row.invitees ? open : undefined}
      aria-level={depth + 1}
      aria-setsize={place?.size}
      aria-posinset={place && place.index + 1}
      aria-label={nav ? `${row.account} ${row.name}` : undefined}
      data-testid={`invite-${row.account}`}
      data-index={nav && place?.index}
      data-found={nav?.found || undefined}
      ref={nav?.ref}
      tabIndex={nav ? (nav.focusable ? 0 : -1) : undefined}
      onKeyDown={nav?.onKeyDown}
      sx={nav && { outline: 'none', '&:focus-visible > :first-of-type': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 } }}
    >
      <Box
        sx={{
          display: 'flex', alignItems: 'center', gap: 1, pl: depth * 2, py: 0.5, borderBottom: 1, borderColor: 'divider',
          ...(nav?.found && { bgcolor: 'action.selected', boxShadow: (theme) => `inset 4px 0 0 ${theme.palette.primary.main}` }),
        }}
      >
        <IconButton
          size="small"
          disabled={!row.invitees}
          onClick={() => expansion.toggle(row)}
          aria-label={t(open ? 'invite.collapse' : 'invite.expand', { account: row.account })}
          data-testid={`invite-toggle-${row.account}`}
          tabIndex={nav ? -1 : undefined}
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
      {(open || kept) && (
        <Activity mode={open ? 'visible' : 'hidden'}>
          <InviteChildren account={row.account} depth={depth + 1} expansion={expansion} wide={wide} />
        </Activity>
      )}
    </Box>
  );
}

type ChildrenProps = {
  account: string;
  depth: number;
  expansion: Expansion;
  /** The member's count says its invitees are many: their list's frame is drawn while they come. */
  wide?: boolean;
};

/** A member's invitees; drawn again only when they or their place change (not when the member's row is). */
export const InviteChildren = memo(function InviteChildren({ account, depth, expansion, wide: expected = false }: ChildrenProps) {
  const t = useTranslations('network');
  const { data, isPending, error } = useQuery(inviteesQuery(account));
  const wide = data ? data.length > WIDE_FROM : expected;
  const [codeError, setCodeError] = useState<unknown>(null);
  const [, loaded] = useReducer(() => true, false);
  useEffect(() => {
    if (wide && !WideInvitees) loadWide().then(loaded, setCodeError); // no toggle asked for it: the operator's own list, a node a search opened
  }, [wide]);
  if (error || codeError) return <Typography color="error" variant="body2" sx={{ pl: depth * 2 + 5, py: 1 }}>{networkError(error ?? codeError, t)}</Typography>;
  if (wide && WideInvitees) return <WideInvitees account={account} rows={data} depth={depth} expansion={expansion} />;
  if (isPending || wide) return <Skeleton height={36} sx={{ ml: depth * 2 }} />;
  if (!data.length) return <Typography color="textSecondary" variant="body2" sx={{ pl: depth * 2 + 5, py: 1 }}>{t('invite.none')}</Typography>;
  return (
    <Box role="group">
      {data.map((row, index) => (
        <InviteRow key={row.account} row={row} depth={depth} expansion={expansion} place={{ index, size: data.length }} />
      ))}
    </Box>
  );
});
