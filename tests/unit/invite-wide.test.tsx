/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { InviteChildren, InviteRow, useExpansion, WIDE_FROM, type Expansion } from '@/components/network/InviteRow';
import { renderWithProviders } from './render';

// Expanding a member asks for its invitees in the tap itself, and again only once they are a
// minute old; a wide list collapsed is kept, hidden, and its frame is drawn with the tap. A wide list shown without its toggle having asked for its code first: the
// operator's own invitees (the top of the chart) or a node a search opened. The answer comes,
// the list's code is loaded then, and the list replaces the placeholder.

const rows = Array.from({ length: WIDE_FROM + 50 }, (_, i) => ({
  account: `w${String(i + 1).padStart(5, '0')}`,
  name: `Member ${i + 1}`,
  level: 0,
  reg_date: '2026-01-02 10:00:00',
  invitees: 0,
}));
const closed: Expansion = { isOpen: () => false, toggle: () => {}, subscribe: () => () => {} };

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

function Chart({ account = 'wide' }: { account?: string }) {
  const expansion = useExpansion();
  return <InviteRow row={{ ...rows[0], account, invitees: rows.length }} depth={0} expansion={expansion} />;
}

it('expanding asks for the invitees in the tap, before the expanded row renders; collapsed, the list is kept hidden, and shown again within the minute it does not ask again', async () => {
  renderWithProviders(<Chart />);
  const toggle = screen.getByTestId('invite-toggle-wide');
  let asked = 0;
  act(() => {
    toggle.click();
    asked = (global.fetch as jest.Mock).mock.calls.length; // inside the tap, before React renders it
  });
  expect(asked).toBe(1);
  expect(await screen.findByTestId('invite-wide-wide')).toBeVisible();
  fireEvent.click(toggle); // collapse
  expect(screen.getByTestId('invite-wide-wide')).not.toBeVisible();
  expect(screen.queryByRole('treeitem', { name: /w00001/ })).toBeNull(); // hidden from assistive technology too
  fireEvent.click(toggle);
  expect(screen.getByTestId('invite-wide-wide')).toBeVisible();
  expect(global.fetch).toHaveBeenCalledTimes(1);
});

it("once the list's code is here, the tap draws the list's frame (its Find field, its box busy) while the invitees come; a find asked then runs when they come", async () => {
  let answer: (value: unknown) => void = () => {};
  (global.fetch as jest.Mock).mockImplementation(() => new Promise((resolve) => (answer = resolve)));
  renderWithProviders(<Chart account="wide2" />); // the code was loaded by the tests above
  fireEvent.click(screen.getByTestId('invite-toggle-wide2'));
  expect(screen.getByTestId('invite-find-input')).toBeInTheDocument();
  expect(screen.getByTestId('invite-wide-list')).toHaveAttribute('aria-busy', 'true');
  fireEvent.change(screen.getByTestId('invite-find-input'), { target: { value: 'w00120' } });
  fireEvent.click(screen.getByTestId('invite-find-submit')); // asked before the rows came: found once they are here
  act(() => answer({ json: async () => ({ code: 20000, msg: 'ok', data: { list: rows, path: [] } }) }));
  await waitFor(() => expect(screen.getByTestId('invite-wide-list')).not.toHaveAttribute('aria-busy'));
  await waitFor(() => expect(screen.getByTestId('invite-find-status')).toHaveTextContent('w00120'));
});
