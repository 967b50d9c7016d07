/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { clearNotifications, NotifyHost, notify } from '@/components/shell/NotifyDialog';
import { renderWithProviders } from './render';

// The stacks' code loads with the first notification (issue 15): load it once, before the
// timed tests.
beforeAll(async () => {
  const { unmount } = renderWithProviders(<NotifyHost />);
  act(() => void notify({ title: 'First', content: 'loads the stacks', duration: 0 }));
  await screen.findByTestId('notify');
  act(() => clearNotifications());
  unmount();
});

beforeEach(() => {
  jest.useFakeTimers();
  renderWithProviders(<NotifyHost />);
});
afterEach(() => {
  act(() => clearNotifications());
  jest.useRealTimers();
});

const show = (options: Parameters<typeof notify>[0]) => act(() => void notify(options));
const wait = (ms: number) => act(() => void jest.advanceTimersByTime(ms));

describe('the notification dialog', () => {
  it('shows its title and content', () => {
    show({ title: 'Saved', content: 'The member was registered', icon: 'success' });
    const note = screen.getByTestId('notify');
    expect(note).toHaveAttribute('role', 'status');
    expect(within(note).getByText('Saved')).toBeVisible();
    expect(within(note).getByText('The member was registered')).toBeVisible();
  });

  it('closes after 2000 ms and leaves the DOM 2 s later', () => {
    show({ title: 'Saved', content: 'Done' });
    wait(1999);
    expect(screen.getByTestId('notify')).toBeVisible();
    wait(1);
    expect(screen.getByTestId('notify')).not.toBeVisible(); // fading out
    wait(1999);
    expect(screen.getByTestId('notify')).toBeInTheDocument();
    wait(1);
    expect(screen.queryByTestId('notify')).toBeNull();
  });

  it('stays with duration 0', () => {
    show({ title: 'Read me', content: 'Stays', duration: 0 });
    wait(60_000);
    expect(screen.getByTestId('notify')).toBeVisible();
  });

  it('closes with its close button', () => {
    show({ title: 'Read me', content: 'Stays', duration: 0 });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    wait(500);
    expect(screen.getByTestId('notify')).not.toBeVisible();
    wait(1500);
    expect(screen.queryByTestId('notify')).toBeNull();
  });

  it('stacks several, newest on top', () => {
    show({ title: 'First', content: 'a', duration: 0 });
    show({ title: 'Second', content: 'b', duration: 0, icon: 'error' });
    show({ title: 'Elsewhere', content: 'c', duration: 0, position: 'bottom-left' });
    const notes = screen.getAllByTestId('notify');
    expect(notes).toHaveLength(3);
    expect(notes[0]).toHaveTextContent('Second');
    expect(notes[1]).toHaveTextContent('First');
    // Each position has its own fixed stack in its corner.
    const stack = (note: HTMLElement) => {
      const { position, top, right, bottom, left } = getComputedStyle(note.closest('.MuiCollapse-root')!.parentElement!);
      return { position, top, right, bottom, left };
    };
    // Its top depends on the width (below the phone's top bar): jsdom matches no media query.
    expect(stack(notes[0])).toMatchObject({ position: 'fixed', right: '16px' });
    expect(stack(notes[2])).toMatchObject({ position: 'fixed', bottom: '16px', left: '16px' });
  });
});
