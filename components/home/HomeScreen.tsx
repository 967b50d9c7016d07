'use client';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslations } from 'next-intl';
import { Activity } from 'react';
import { useSettingsOf, useSettingsStore } from '@/components/common/context/SettingsProvider';
import type { HomeCard } from '@/lib/settings/settings';
import { BalanceCards } from './BalanceCards';
import { DeadlinesCard } from './DeadlinesCard';
import { HomeHeader } from './HomeHeader';
import { IncomeCard } from './IncomeCard';
import { Shortcuts } from './Shortcuts';
import { WaitingCard } from './WaitingCard';

// Home: the dashboard inside the portal shell (which owns the page's <main>, the top bar,
// the user menu and logout). Each part loads on its own, so a failing call leaves the rest
// usable: the greeting and notices, the balances and legs, then what needs the operator today
// (issue 42: waiting on you, upgrade deadlines, income over time) in the operator's order, kept
// with the settings, and the shortcuts.
// Each card and the shortcuts are an <Activity> boundary of their own (visible): React hydrates the
// server's HTML of each boundary in a low-priority pass of its own, in slices, after the greeting
// and balances, instead of the whole screen in one long task at load (issue 39's budgets; React's
// selective hydration). Not <Suspense>: past 12.8 KB of HTML, React's server sends a completed
// Suspense boundary hidden, shown by an inline script, so that without script Home lost its cards
// and shortcuts; an Activity boundary is always sent in place.
const CARDS = { waiting: WaitingCard, deadlines: DeadlinesCard, income: IncomeCard } satisfies Record<HomeCard, unknown>;

export function HomeScreen() {
  const t = useTranslations('home.cards');
  const store = useSettingsStore();
  const order = useSettingsOf('homeCards').homeCards;
  const move = (index: number, by: -1 | 1) => {
    const next = [...order];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    store.set({ homeCards: next });
    // The control pressed moves with its card: keep the focus on it (or on its other arrow at an end).
    const id = order[index];
    requestAnimationFrame(() => {
      const at = index + by;
      const own = document.querySelector<HTMLButtonElement>(`[data-testid="home-card-${id}-${by < 0 ? 'up' : 'down'}"]`);
      const other = document.querySelector<HTMLButtonElement>(`[data-testid="home-card-${id}-${by < 0 ? 'down' : 'up'}"]`);
      (at === 0 || at === order.length - 1 ? other : own)?.focus();
    });
  };
  return (
    <Stack spacing={{ xs: 2, sm: 3 }} sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1200, mx: 'auto', minWidth: 0 }}>
      <HomeHeader />
      <BalanceCards />
      <Box aria-label={t('today')} component="div" role="region" sx={{ display: 'grid', gap: { xs: 2, sm: 3 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }} data-testid="home-cards">
        {order.map((id, index) => {
          const Card = CARDS[id];
          return (
            <Activity key={id}>
              <Card place={{ index, count: order.length, move: (by) => move(index, by) }} />
            </Activity>
          );
        })}
      </Box>
      <Activity>
        <Shortcuts />
      </Activity>
    </Stack>
  );
}
