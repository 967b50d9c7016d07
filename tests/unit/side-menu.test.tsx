/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { useState, type ComponentProps } from 'react';
import { SideMenu } from '@/components/shell/SideMenu';
import type { ShellMenu } from '@/components/shell/useShellMenu';
import type { MenuItem } from '@/lib/contract/auth';
import { renderWithProviders } from './render';

// A navigation draws again only the entries it changes (the one left, the one chosen, its
// group), not every entry with its icon, badge and hint; what the entries do stays the same.

const drawn: string[] = [];
jest.mock('@/components/shell/icons', () => ({
  MenuIcon: ({ name }: { name?: string }) => {
    drawn.push(name ?? '');
    return null;
  },
}));

const menu: MenuItem[] = [
  { id: '/home', title: 'Home', img: 'home', key: '0' },
  { id: 'funds', title: 'Funds', img: 'funds', key: '0', children: [
    { id: '/capital/transfer', title: 'Transfer', key: '0' },
    { id: '/capital/withdraw', title: 'Withdraw', key: '0' },
  ] },
  { id: 'me', title: 'Me', img: 'me', key: '0', children: [{ id: '/my', title: 'Profile', key: '0' }] },
];

const choose = jest.fn((entry: MenuItem) => !entry.children?.length);
const shellAt = (pathname: string): ShellMenu => ({
  menu,
  pathname,
  trail: pathname === '/home' ? [menu[0]] : [menu[1], menu[1].children![0]],
  titleOf: (entry) => entry.title,
  labelOf: (entry) => entry.title,
  choose,
  frame: null,
  closeFrame: () => {},
});
const look = { dark: false, inverted: false, level: true, accordion: true };
const onOpenKeys = jest.fn();
const props = (pathname: string, openKeys: string[]): ComponentProps<typeof SideMenu> => ({
  items: menu,
  shell: shellAt(pathname),
  collapsed: false,
  openKeys,
  onOpenKeys,
  look: { ...look }, // a new object on each of the shell's renders, as the shell makes it
});

test('a navigation draws again the entries it changes only, and the entries still act', () => {
  let go: (at: [string, string[]]) => void = () => {};
  function Shell() {
    const [[pathname, openKeys], setAt] = useState<[string, string[]]>(['/home', []]);
    go = setAt;
    return <SideMenu {...props(pathname, openKeys)} />;
  }
  renderWithProviders(<Shell />);
  expect(drawn).toEqual(['home', 'funds', 'me']);

  drawn.length = 0;
  act(() => go(['/capital/transfer', ['funds']]));
  expect(drawn.sort()).toEqual(['funds', 'home']); // Home left, Funds opened with the route in it; Me untouched
  expect(screen.getByRole('button', { name: 'Transfer' })).toHaveAttribute('aria-current', 'page');

  // A group toggles through the shell's state (accordion: the branch alone), an entry is chosen,
  // by the pointer and by the keyboard.
  fireEvent.click(screen.getByRole('button', { name: 'Me' }));
  const update = onOpenKeys.mock.calls[0][0] as (keys: string[]) => string[];
  expect(update(['funds'])).toEqual(['me']);
  expect(update(['me'])).toEqual([]);
  act(() => screen.getByRole('button', { name: 'Withdraw' }).click());
  expect(choose).toHaveBeenLastCalledWith(menu[1].children![1]);
  fireEvent.keyDown(screen.getByRole('button', { name: 'Home' }), { key: 'Enter' });
  expect(choose).toHaveBeenLastCalledWith(menu[0]);
});
