/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { InviteChildren, WIDE_FROM, type Expansion } from '@/components/network/InviteRow';
import { renderWithProviders } from './render';

// A wide list shown without its toggle having asked for its code first: the operator's own
// invitees (the top of the chart) or a node a search opened. The answer comes, the list's code
// is loaded then, and the list replaces the placeholder.

const rows = Array.from({ length: WIDE_FROM + 50 }, (_, i) => ({
  account: `w${String(i + 1).padStart(5, '0')}`,
  name: `Member ${i + 1}`,
  level: 0,
  reg_date: '2026-01-02 10:00:00',
  invitees: 0,
}));
const closed: Expansion = { isOpen: () => false, toggle: () => {} };

beforeEach(() => {
  global.fetch = jest.fn(async (url: string) => {
    if (url !== '/api/call/ratlas/index') throw new Error(`unexpected fetch ${url}`);
    return { json: async () => ({ code: 20000, msg: 'ok', data: { list: rows, path: [] } }) };
  }) as unknown as typeof fetch;
});

it('a wide answer that came before the list code waits under its placeholder, then shows the list', async () => {
  const { container } = renderWithProviders(<InviteChildren account="" depth={0} expansion={closed} />);
  expect(container.querySelector('.MuiSkeleton-root')).not.toBeNull();
  const list = await screen.findByTestId('invite-wide-top');
  expect(list).toBeInTheDocument();
  expect(screen.getByTestId('invite-find-input')).toBeInTheDocument();
  expect(container.querySelector('.MuiSkeleton-root')).toBeNull();
});
