/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useMemberCheck } from '@/components/common/forms/useMemberCheck';
import { networkError } from '@/components/network/networkError';
import { BffError } from '@/lib/api/bff';
import { BFF } from '@/lib/contract/codes';

// Review 72, finding 2, the browser's side: a lookup refused for its rate (429, code 42900) is
// said with the BFF's own message (how long to wait), where the lookup's answer would be:
// under the recipient's field (transfer, chargeback), not as "no such member"; the charts and
// the find box say the server's message (networkError), as the add-member checks do.

type Values = { account: string };
const LIMITED = 'Too many look-ups of members in a minute. Please try again in 42 s.';

function mount(lookup: (account: string) => Promise<{ account: string; name: string }>) {
  const seen: { form?: UseFormReturn<Values>; check?: (v?: string) => void } = {};
  function Recipient() {
    const form = useForm<Values>({ defaultValues: { account: 'novip' } });
    const checked = useMemberCheck(form, 'account', lookup, 'capital.errors.noUser');
    seen.form = form;
    seen.check = checked.check;
    return <span data-testid="error">{form.formState.errors.account?.message ?? ''}</span>;
  }
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <Recipient />
    </QueryClientProvider>,
  );
  return { view, seen };
}

describe('a lookup refused for its rate, in the browser', () => {
  it("shows the BFF's message under the recipient's field", async () => {
    const { view, seen } = mount(() => Promise.reject(new BffError(BFF.rateLimited, LIMITED)));
    act(() => seen.check!());
    await waitFor(() => expect(view.getByTestId('error').textContent).toBe(LIMITED));
  });

  it('any other refusal is still "no such member"', async () => {
    const { view, seen } = mount(() => Promise.reject(new BffError(31001, 'not found')));
    act(() => seen.check!());
    await waitFor(() => expect(view.getByTestId('error').textContent).toBe('capital.errors.noUser'));
  });

  it('the charts and the find box say the server\'s message', () => {
    expect(networkError(new BffError(BFF.rateLimited, LIMITED), () => 'not in your tree')).toBe(LIMITED);
  });
});
