/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { KeepAlive } from '@/components/shell/KeepAlive';
import { HOME_TAB, type Tab } from '@/lib/menu/tabs';
import { renderWithProviders } from './render';

// A tab switch changes which screen is shown; a kept screen is revealed as it was, not drawn
// again (nor is the one hidden): only the <Activity> boundaries' modes change.

const drawn: string[] = [];
const screenOf = (name: string) =>
  function Screen() {
    drawn.push(name);
    return <p>{name}</p>;
  };
const SCREENS = { '/home': screenOf('home'), '/capital/transfer': screenOf('transfer') };
const TABS: Tab[] = [HOME_TAB, { id: 't1', url: '/capital/transfer' }];

test('switching tabs reveals the kept screen without drawing either screen again', async () => {
  let show: (id: string) => void = () => {};
  function Shell() {
    const [current, setCurrent] = useState('home');
    show = setCurrent;
    return <KeepAlive tabs={TABS} current={current} search="" generation={{}} screens={SCREENS} />;
  }
  renderWithProviders(<Shell />);
  await screen.findByText('home'); // the screens' messages (a catalogue) come first
  act(() => show('t1'));
  await screen.findByText('transfer');
  act(() => show('home'));
  drawn.length = 0;
  act(() => show('t1')); // both mounted now: a reveal and a hide
  act(() => show('home'));
  expect(drawn).toEqual([]);
  expect(screen.getByText('home')).toBeVisible();
});
