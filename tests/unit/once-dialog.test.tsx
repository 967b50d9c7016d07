/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '@/components/common/dialogs/ConfirmDialog';
import { useConfirmedSubmit } from '@/components/common/forms/useConfirmedSubmit';
import { transfer } from '@/lib/api/capital';
import type { Locale } from '@/lib/contract/locale';
import { renderWithProviders } from './render';

// Issue 71, the browser's side: a money move whose answer was lost keeps its confirmation open
// and says what the portal learns, never "try again"; the same submission (its key) is checked or
// sent again, and while its outcome is not known the form cannot send a second one.

jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: jest.fn(), refresh: jest.fn(), push: jest.fn(), prefetch: jest.fn(), back: jest.fn() }),
  usePathname: () => '/capital/transfer',
  useSearchParams: () => new URLSearchParams(),
}));

const VALUES = { account: 'menuop', amount: '1150', remark: '', way: 'phone' as const, code: '246810', pass2: '135790' };
const settling = (outcome: string) => ({ outcome, sentAt: new Date().toISOString(), day: '2026-12-01', checks: 2, graceMs: 15_000, windowMs: 120_000 });
type Sent = { key: string; check: boolean };

/** Answers the BFF's envelopes in turn, and records each request's key and check header. */
function bffAnswers(...answers: { code: number; data?: unknown }[]) {
  const sent: Sent[] = [];
  global.fetch = jest.fn(async (_url: unknown, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    sent.push({ key: headers['idempotency-key'], check: headers['idempotency-check'] === '1' });
    const next = answers.shift() ?? { code: 20000, data: { id: 7, salary: '123850.00' } };
    return { status: next.code === 20200 ? 202 : 200, json: async () => ({ msg: 'm', data: null, ...next }) } as Response;
  }) as typeof fetch;
  return sent;
}

function Transfer({ onReview }: { onReview?: (review: (v: typeof VALUES) => void) => void }) {
  const form = useForm({ defaultValues: VALUES });
  const submit = useConfirmedSubmit({ form, send: transfer, done: 'capital.transfer.done' });
  onReview?.(submit.review);
  return (
    <>
      <button onClick={() => submit.review(VALUES)}>Next</button>
      <ConfirmDialog open={submit.pending !== null} title="Confirm the transfer" busy={submit.busy} once={submit.once} onConfirm={submit.confirm} onClose={submit.cancel}>
        <span>summary</span>
      </ConfirmDialog>
    </>
  );
}

const outcome = () => screen.getByTestId('once-outcome');

it('checks, then says "not known yet" with the record of that day; Close keeps the submission, which is checked again, never sent anew', async () => {
  const user = userEvent.setup();
  const sent = bffAnswers({ code: 20200, data: settling('checking') }, { code: 20200, data: settling('checking') }, { code: 50401, data: settling('unknown') });
  renderWithProviders(<Transfer />);
  await user.click(screen.getByText('Next'));
  await user.click(await screen.findByTestId('confirm-ok'));
  await waitFor(() => expect(outcome()).toHaveAttribute('data-phase', 'unknown'));
  expect(outcome()).toHaveTextContent('Not known yet whether the transfer went through: check the transfer record before sending it again.');
  expect(screen.getByTestId('once-record')).toHaveAttribute('href', '/capital/transferRecord?from=2026-12-01&to=2026-12-01');
  expect(screen.queryByText(/try again/i)).toBeNull();
  expect(sent.map((s) => s.check)).toEqual([false, true, true]);
  expect(new Set(sent.map((s) => s.key)).size).toBe(1);

  await user.click(screen.getByTestId('confirm-cancel')); // Close
  await waitFor(() => expect(screen.queryByTestId('once-outcome')).toBeNull());
  await user.click(screen.getByText('Next')); // the form's submit: that submission again
  expect(await screen.findByTestId('once-outcome')).toHaveAttribute('data-phase', 'unknown');
  expect(screen.getByTestId('confirm-ok')).toHaveTextContent('Check again');
  await user.click(screen.getByTestId('confirm-ok'));
  await waitFor(() => expect(outcome()).toHaveAttribute('data-phase', 'applied'));
  expect(outcome()).toHaveTextContent('The transfer went through.');
  expect(outcome()).toHaveTextContent('Balance after it: 123,850.00');
  expect(sent.at(-1)).toEqual({ key: sent[0].key, check: true });
});

it.each<[Locale, string, string]>([
  ['en-US', 'The transfer did not go through: nothing changed. Send it again?', 'Send again'],
  ['zh-CN', '转账未成功，没有任何变动。要再次提交吗？', '再次提交'],
  ['zh-TW', '轉帳未成功，沒有任何變動。要再次提交嗎？', '再次提交'],
])('%s: "did not go through" sends the same submission again, with its key, on one click', async (locale, text, again) => {
  const user = userEvent.setup();
  const sent = bffAnswers({ code: 20200, data: settling('checking') }, { code: 40902, data: settling('notApplied') });
  renderWithProviders(<Transfer />, locale);
  await user.click(screen.getByText('Next'));
  await user.click(await screen.findByTestId('confirm-ok'));
  await waitFor(() => expect(outcome()).toHaveAttribute('data-phase', 'notApplied'));
  expect(outcome()).toHaveTextContent(text);
  expect(screen.getByTestId('confirm-ok')).toHaveTextContent(again);
  await user.click(screen.getByTestId('confirm-ok'));
  await waitFor(() => expect(sent).toHaveLength(3));
  expect(sent[2]).toEqual({ key: sent[0].key, check: false });
  await waitFor(() => expect(screen.queryByTestId('once-outcome')).toBeNull()); // a plain success: the confirmation closes
});
