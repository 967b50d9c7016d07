'use client';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, useId, useMemo, type ReactNode } from 'react';
import { useHydrated } from '@/components/common/context/useHydrated';
import { LoadError } from '@/components/common/display/LoadError';
import type { HomeCard as CardId } from '@/lib/settings/settings';

/** What a card shows: its skeleton, its rows, what would fill it, or a failure with a retry. */
export type CardState = 'loading' | 'full' | 'empty' | 'error';

type Props = {
  id: CardId;
  title: string;
  icon: ReactNode;
  state: CardState;
  /** The body's height in every state (skeleton, rows, empty, error), so nothing below moves when the answer comes. */
  height: { xs: number; sm?: number };
  /** Where the operator placed it (HomeScreen): moves it up or down. */
  place: { index: number; count: number; move: (by: -1 | 1) => void };
  action?: ReactNode; // beside the title (a link to the whole list, a choice)
  children: ReactNode;
};

// One card of Home's "today" (issue 42): a titled section that loads on its own. Its body has
// the card's final height from the first paint; a failure is said in the card with a Retry,
// and the operator's order is kept with the settings (move up / move down, keyboard reachable).
export function HomeCard({ id, title, icon, state, height, place, action, children }: Props) {
  const t = useTranslations('home.cards');
  const titleId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      aria-busy={state === 'loading' || undefined}
      data-testid={`home-card-${id}`}
      data-state={state}
      sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0, display: 'flex', flexDirection: 'column', gridColumn: id === 'income' ? { md: '1 / -1' } : undefined }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5, mb: 1, minHeight: 40 }}>
        <Box aria-hidden sx={{ display: 'flex', color: 'primary.accent' }}>{icon}</Box>
        <Typography id={titleId} component="h2" variant="h6" sx={{ flex: 1, minWidth: 0, fontSize: '1.0625rem', lineHeight: 1.3 }}>
          {title}
        </Typography>
        {/* On a phone a card's own choice takes the line under its title; beside it from 600 px. */}
        {action && <Box sx={{ order: { xs: 1, sm: 0 }, flexBasis: { xs: '100%', sm: 'auto' } }}>{action}</Box>}
        <IconButton size="small" disabled={place.index === 0} onClick={() => place.move(-1)} aria-label={t('moveUp', { card: title })} data-testid={`home-card-${id}-up`}>
          <ArrowUpwardIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" disabled={place.index === place.count - 1} onClick={() => place.move(1)} aria-label={t('moveDown', { card: title })} data-testid={`home-card-${id}-down`}>
          <ArrowDownwardIcon fontSize="small" />
        </IconButton>
      </Box>
      <Box sx={{ height, minWidth: 0, display: 'flex', flexDirection: 'column' }}>{children}</Box>
    </Paper>
  );
}

/**
 * A card's failure: what could not be loaded, and a Retry that asks again. A whole card's failure
 * (`centered`) sits in the middle of the body, which keeps its height, as its empty state does.
 */
export function CardError({ message, retry, busy, testId, centered = false }: { message: string; retry: () => void; busy: boolean; testId: string; centered?: boolean }) {
  const alert = <LoadError message={message} retry={retry} busy={busy} testId={testId} />;
  return centered ? <Box sx={{ flex: 1, display: 'grid', alignContent: 'center' }}>{alert}</Box> : alert;
}

/** A card's empty state: nothing yet, and what would fill it. */
export function CardEmpty({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', textAlign: 'center', px: 2 }}>
      <Typography color="textSecondary" variant="body2" data-testid={testId}>{children}</Typography>
    </Box>
  );
}

/** What a card's body reads of a query's answer. */
export type Answer<T> = { data: T | undefined; isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };

/**
 * A query's answer for a card, deferred (issue 39's budgets on Home): an answer arriving renders
 * the card at once with what it showed before, which its memoised body skips, then again as a
 * non-urgent update that React renders in slices, yielding to input and paint between them. The
 * five answers Home asks for after its first paint each made a long task when rendered at once.
 * While its boundary hydrates, a card has no answer, as on the server: each card is hydrated in a
 * pass of its own, after the top bar, whose bell asks for the unread count the Waiting card shows
 * too; an answer come by then, rendered while hydrating, was React's error #418.
 */
export function useCardAnswer<T>({ data, isPending, isError, isFetching, refetch }: UseQueryResult<T>): Answer<T> {
  const hydrated = useHydrated();
  const answer = useMemo(
    () => (hydrated ? { data, isPending, isError, isFetching, refetch } : { data: undefined, isPending: true, isError: false, isFetching: false, refetch }),
    [hydrated, data, isPending, isError, isFetching, refetch],
  );
  return useDeferredValue(answer);
}
