/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ScreenParams, useParamState } from '@/components/common/context/ScreenParams';

// A screen's values in its URL (components/common/context/ScreenParams.ts): the local copy answers at
// once and the URL lands later, one navigation per change. A URL the screen wrote itself must
// not take back a newer local change (a date filter would empty the field being typed in);
// a URL from outside (back, a link) is shown.

const replace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), replace }) }));

function setup() {
  let url = new URLSearchParams();
  const wrapper = ({ children }: { children: ReactNode }) => <ScreenParams.Provider value={url}>{children}</ScreenParams.Provider>;
  const hook = renderHook(() => useParamState('/reports/performance', ['from', 'to'] as const), { wrapper });
  /** The navigation to `query` lands. */
  const land = (query: string) => {
    url = new URLSearchParams(query);
    hook.rerender();
  };
  return { hook, land };
}

beforeEach(() => replace.mockClear());

test('two quick changes: the first URL to land keeps the second change', () => {
  const { hook, land } = setup();
  act(() => hook.result.current[1]({ from: '2025-05-20' }));
  act(() => hook.result.current[1]({ to: '2025-05-29' }));
  expect(replace.mock.calls.map((c) => c[0])).toEqual(['/reports/performance?from=2025-05-20', '/reports/performance?from=2025-05-20&to=2025-05-29']);
  act(() => land('from=2025-05-20'));
  expect(hook.result.current[0]).toEqual({ from: '2025-05-20', to: '2025-05-29' });
  act(() => land('from=2025-05-20&to=2025-05-29'));
  expect(hook.result.current[0]).toEqual({ from: '2025-05-20', to: '2025-05-29' });
});

test('a write whose URL never lands (the router took the newer one) is dropped with it', () => {
  const { hook, land } = setup();
  act(() => hook.result.current[1]({ from: '2025-05-20' }));
  act(() => hook.result.current[1]({ to: '2025-05-29' }));
  act(() => land('from=2025-05-20&to=2025-05-29'));
  // Back to a query the screen once wrote but that never landed: from outside now, shown.
  act(() => land('from=2025-05-20'));
  expect(hook.result.current[0]).toEqual({ from: '2025-05-20', to: '' });
});

test('a URL from outside replaces the values', () => {
  const { hook, land } = setup();
  act(() => hook.result.current[1]({ from: '2025-05-20' }));
  act(() => land('from=2025-01-01&to=2025-01-31'));
  expect(hook.result.current[0]).toEqual({ from: '2025-01-01', to: '2025-01-31' });
  act(() => land(''));
  expect(hook.result.current[0]).toEqual({ from: '', to: '' });
});
