/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hasPermission, Permission } from '@/components/common/Permission';
import { sessionQuery } from '@/lib/api/session';
import type { SessionView } from '@/lib/contract/auth';

const session = (permissions: string[]): SessionView => ({
  user: { account: 'operator', name: 'Op', level: 0, levelName: 'Ordinary', vip: false },
  menu: [],
  menuKeys: [],
  permissions,
  verifyRule: { phone: false, email: false },
  locale: 'en-US',
});

// Seeds the session in the cache, so no request is made (sessionQuery has a 5 min staleTime).
function renderWith(ui: ReactElement, permissions?: string[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (permissions) client.setQueryData(sessionQuery.queryKey, session(permissions));
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

describe('hasPermission', () => {
  it.each([
    [['sys:user:add'], 'sys:user:add', true],
    [['sys:user:add'], 'sys:user:edit', false],
    [['sys:user:add'], ['sys:user:edit', 'sys:user:add'], true],
    [['sys:user:add'], ['sys:user:edit', 'sys:user:delete'], false],
    [['sys:user:add'], [], false],
    [[], 'sys:user:add', false],
    [undefined, 'sys:user:add', false],
  ])('%j requiring %j is %s', (permissions, required, expected) => {
    expect(hasPermission(permissions, required)).toBe(expected);
  });
});

describe('<Permission>', () => {
  it('shows its children when one required value is held', () => {
    renderWith(<Permission value={['sys:user:export', 'sys:user:add']}>Add member</Permission>, ['sys:user:add']);
    expect(screen.getByText('Add member')).toBeInTheDocument();
  });

  it('shows the fallback when denied', () => {
    renderWith(
      <Permission value="sys:user:delete" fallback={<span>No access</span>}>
        Delete
      </Permission>,
      ['sys:user:add'],
    );
    expect(screen.queryByText('Delete')).toBeNull();
    expect(screen.getByText('No access')).toBeInTheDocument();
  });

  it('shows nothing by default when denied', () => {
    const { container } = renderWith(<Permission value="sys:user:delete">Delete</Permission>, []);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the fallback while the session loads', () => {
    global.fetch = jest.fn(() => new Promise<never>(() => {}));
    renderWith(
      <Permission value="sys:user:add" fallback={<span>Loading</span>}>
        Add member
      </Permission>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(screen.queryByText('Add member')).toBeNull();
  });
});
