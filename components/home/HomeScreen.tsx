'use client';
import Stack from '@mui/material/Stack';
import { BalanceCards } from './BalanceCards';
import { HomeHeader } from './HomeHeader';
import { Shortcuts } from './Shortcuts';

// Home: the dashboard inside the portal shell (which owns the page's <main>, the top bar,
// the user menu and logout). Each part loads on its own, so a failing profile call leaves the
// greeting, the notices and the shortcuts usable.
export function HomeScreen() {
  return (
    <Stack spacing={{ xs: 2, sm: 3 }} sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1200, mx: 'auto', minWidth: 0 }}>
      <HomeHeader />
      <BalanceCards />
      <Shortcuts />
    </Stack>
  );
}
