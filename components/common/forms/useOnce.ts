'use client';
import { useState } from 'react';
import { BffError, type Move, type Settling, type Write } from '@/lib/api/bff';
import { BFF } from '@/lib/contract/codes';
import { useSubmissionKey } from './submissionKey';

// One submission of a money move (issue 71), for every screen that sends one: its idempotency
// key, and what the operator is told when the answer was lost. While the BFF checks the records
// the submission is 'checking'; it ends 'applied' (said so, with the entry), 'notApplied' (the
// same submission may be sent again, with its key) or 'unknown' (check the record first: the form
// cannot send a second one meanwhile). A plain write (not `once`) never leaves the first state.

export type OnceState =
  | { phase: 'checking'; settling?: Settling }
  | { phase: 'applied'; data: unknown }
  | { phase: 'notApplied'; settling?: Settling }
  | { phase: 'unknown'; settling?: Settling };

/** Whether an error is a money move's settling (the dialog says it; no popup, nothing closes). */
export const isSettling = (error: unknown) => error instanceof BffError && (error.code === BFF.notApplied || error.code === BFF.outcomeUnknown);

export type Once = { state: OnceState | null; move?: Move };

export function useOnce<I>(send: Write<I>) {
  const key = useSubmissionKey();
  const [state, setState] = useState<OnceState | null>(null);
  return {
    state,
    move: send.move,
    /** Sends the submission (again, with its key, when it was not applied; only checks it while its outcome is unknown). */
    run: async (input: I): Promise<{ data: unknown; checked: boolean }> => {
      let checked = state?.phase === 'unknown' || state?.phase === 'checking';
      const onCheck = (settling: Settling) => {
        checked = true;
        setState({ phase: 'checking', settling });
      };
      if (checked) setState({ phase: 'checking', settling: state && 'settling' in state ? state.settling : undefined });
      try {
        const data = await send(input, key.current(), { check: checked, onCheck });
        key.settle();
        setState(checked ? { phase: 'applied', data } : null);
        return { data, checked };
      } catch (error) {
        key.settle(error);
        const settling = error instanceof BffError ? error.settling : undefined;
        if (error instanceof BffError && error.code === BFF.notApplied) setState({ phase: 'notApplied', settling });
        else if (error instanceof BffError && error.code === BFF.outcomeUnknown) setState({ phase: 'unknown', settling });
        else setState(null);
        throw error;
      }
    },
    /** Ends the submission (not applied, and the operator chose not to send it again; or done). */
    reset: () => {
      key.forget();
      setState(null);
    },
  };
}
