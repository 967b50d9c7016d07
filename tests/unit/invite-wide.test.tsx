/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { InviteChildren, InviteRow, useExpansion, WIDE_FROM, type Expansion } from '@/components/network/InviteRow';
import { renderWithProviders } from './render';

// Expanding a member asks for its invitees in the tap itself, and again only once they are a
// minute old. A wide list shown without its toggle having asked for its code first: the
// operator's own invitees (the top of the chart) or a node a search opened. The answer comes,
// the list's code is loaded then, and the list replaces the placeholder.

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

function Chart() {
  const expansion = useExpansion();
  return <InviteRow row={{ ...rows[0], account: 'wide', invitees: rows.length }} depth={0} expansion={expansion} />;
}

it('expanding asks for the invitees in the tap, before the expanded row renders; expanded again within the minute, it does not ask again', async () => {
  renderWithProviders(<Chart />);
  const toggle = screen.getByTestId('invite-toggle-wide');
  let asked = 0;
  act(() => {
    toggle.click();
    asked = (global.fetch as jest.Mock).mock.calls.length; // inside the tap, before React renders it
  });
  expect(asked).toBe(1);
  expect(await screen.findByTestId('invite-wide-wide')).toBeInTheDocument();
  fireEvent.click(toggle); // collapse
  expect(screen.queryByTestId('invite-wide-wide')).toBeNull();
  fireEvent.click(toggle);
  expect(await screen.findByTestId('invite-wide-wide')).toBeInTheDocument();
  expect(global.fetch).toHaveBeenCalledTimes(1);
});
