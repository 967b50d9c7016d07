/** @jest-environment jsdom */
import { act, renderHook, waitFor } from '@testing-library/react';
import { goFrom, useBackCloses } from '@/components/common/dialogs/useBackCloses';

// Back closes a layer: one history entry per open layer, none left behind when it closes
// otherwise, and a layer opened while another's entry is being taken off keeps its own. The
// tests share one jsdom history: each ends where the next can start.

const popped = () => new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
const layers = () => (window.history.state && '__layer' in window.history.state ? 1 : 0);

test('with no layer open, navigating pushes', () => {
  const router = { push: jest.fn(), replace: jest.fn() };
  goFrom(router, '/home');
  expect(router.push).toHaveBeenCalledWith('/home');
  expect(router.replace).not.toHaveBeenCalled();
});

test('opening adds an entry; back closes the layer', async () => {
  const close = jest.fn();
  const start = window.history.length;
  renderHook(({ open }) => useBackCloses(open, close), { initialProps: { open: true } });
  expect(window.history.length).toBe(start + 1);
  expect(layers()).toBe(1);
  const back = popped();
  act(() => window.history.back());
  await back;
  expect(close).toHaveBeenCalledTimes(1);
});

test('closed by its own button, the layer takes its entry back off', async () => {
  const { rerender } = renderHook(({ open }) => useBackCloses(open, () => {}), { initialProps: { open: true } });
  expect(layers()).toBe(1);
  const back = popped();
  rerender({ open: false });
  await back;
  expect(layers()).toBe(0);
});

test('closing one layer and opening another in one step leaves the new one open and closable by back', async () => {
  const closeB = jest.fn();
  const { rerender } = renderHook(({ a, b }) => {
    useBackCloses(a, () => {});
    useBackCloses(b, closeB);
  }, { initialProps: { a: true, b: false } });
  const first = popped();
  rerender({ a: false, b: true }); // menu → settings
  await first; // A's entry is off; B's is pushed after it
  expect(layers()).toBe(1);
  expect(closeB).not.toHaveBeenCalled();
  const second = popped();
  act(() => window.history.back());
  await second;
  expect(closeB).toHaveBeenCalledTimes(1);
});

// A confirmation closes (its history entry is taken back off by history.back(), which lands
// later) and the screen then moves on with goFrom: the move must wait for that back, or the
// back undoes it (seen in WebKit: after a transfer the records never showed).
test('goFrom right after a layer closed goes on from the page once the layer\'s back has landed', async () => {
  const close = jest.fn();
  const { rerender } = renderHook(({ open }) => useBackCloses(open, close), { initialProps: { open: true } });
  await waitFor(() => expect(window.history.state).toMatchObject({ __layer: expect.any(String) }));
  const router = { push: jest.fn(), replace: jest.fn() };
  rerender({ open: false }); // closed by its own button: its entry goes with a back
  goFrom(router, '/capital/transferRecord');
  await waitFor(() => expect(router.push).toHaveBeenCalledWith('/capital/transferRecord'));
  expect(router.replace).not.toHaveBeenCalled();
  expect(window.history.state?.__layer).toBeUndefined();
  expect(close).not.toHaveBeenCalled();
});

test('goFrom from an open layer replaces the layer\'s entry, and the layer then takes nothing back', async () => {
  const { unmount } = renderHook(() => useBackCloses(true, jest.fn()));
  await waitFor(() => expect(window.history.state).toMatchObject({ __layer: expect.any(String) }));
  const length = window.history.length;
  const back = jest.spyOn(window.history, 'back');
  const router = { push: jest.fn(), replace: jest.fn() };
  goFrom(router, '/notice');
  await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/notice'));
  unmount();
  expect(back).not.toHaveBeenCalled();
  expect(window.history.length).toBe(length);
  back.mockRestore();
});

test('a busy layer (no close) stays open on back and keeps its entry', async () => {
  renderHook(() => useBackCloses(true, undefined));
  const back = popped();
  act(() => window.history.back());
  await back;
  expect(layers()).toBe(1);
});
