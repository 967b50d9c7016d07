'use client';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useSnackbar } from '@/components/common/toasts/Toasts';
import { useRef, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { BffError, type Write } from '@/lib/api/bff';
import type { RoutePath } from '@/lib/menu/routes';
import { isSettling, useOnce } from './useOnce';
import { goFrom } from '@/components/common/dialogs/useBackCloses';
import { applyFieldErrors } from './useFieldErrors';

// A form whose submit changes something upstream: the valid values wait in `pending` for the
// confirmation step (which may add values of its own, e.g. the level-2 password), then go
// once (one idempotency key per submission, used where the call is `once`; a second click
// while the first is in flight does nothing). A refusal lands on the field it belongs to, or
// in a snackbar; every typed value stays. A refusal of a value the confirmation asked for
// keeps the confirmation open, and so does a money move whose answer was lost: it says how the
// portal settles it (./useOnce.ts, ./OutcomeNotice.tsx).

type Options<V extends FieldValues, O, R> = {
  form: UseFormReturn<V, unknown, O>;
  send: Write<O>; // from lib/api/<area>.ts
  refusals?: Partial<Record<number, readonly [Path<V>, string | null]>>; // upstream code → field and message key (null: the upstream's text)
  confirmFields?: readonly Path<V>[]; // fields the confirmation step asks for
  done?: string; // message key of the success snackbar
  invalidate?: (client: QueryClient) => Promise<unknown>; // what the change made stale
  next?: RoutePath; // the screen shown afterwards
  onDone?: (result: R, values: O) => void; // e.g. clear the draft and the form
};

export function useConfirmedSubmit<V extends FieldValues, O extends object, R = unknown>({
  form, send, refusals = {}, confirmFields = [], done, invalidate, next, onDone,
}: Options<V, O, R>) {
  const t = useTranslations();
  const router = useRouter();
  const client = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const once = useOnce(send);
  const inFlight = useRef(false);
  const sent = useRef<O | null>(null); // the submission last sent (its values, with what the confirmation added)
  const settled = useRef<() => void>(undefined); // onDone of a move settled as applied, run when its dialog closes
  const [pending, setPending] = useState<O | null>(null);
  const submit = useMutation({
    mutationFn: (values: O) => once.run(values),
    onSuccess: async ({ data, checked }, values) => {
      // Settled as applied after its answer was lost: the dialog stays open and says so (with
      // what was sent, as it was sent), and the form is done with once the operator closes it.
      if (checked) {
        enqueueSnackbar(t('common.outcome.applied', { what: send.move?.what ?? 'other' }), { variant: 'success' });
        settled.current = () => {
          onDone?.(data as R, values);
          void invalidate?.(client);
        };
        return;
      }
      setPending(null);
      onDone?.(data as R, values);
      if (done) enqueueSnackbar(t(done), { variant: 'success' });
      await invalidate?.(client);
      if (next) goFrom(router, next); // the confirmation's history entry becomes the next screen
    },
    onError: (error) => {
      if (isSettling(error)) return; // not applied, or not known yet: the confirmation says so and stays
      const refusal = error instanceof BffError ? refusals[error.code] : undefined;
      if (!refusal || !confirmFields.includes(refusal[0])) setPending(null);
      if (applyFieldErrors(form, error)) return;
      if (refusal) form.setError(refusal[0], { message: refusal[1] ?? error.message });
      else enqueueSnackbar((error as Error).message, { variant: 'error' });
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });
  const phase = once.state?.phase;
  /** Closes a confirmation whose move was settled as applied: the next screen, as on a success. */
  const finish = () => {
    settled.current?.();
    settled.current = undefined;
    once.reset();
    setPending(null);
    if (next) goFrom(router, next);
  };
  return {
    pending,
    busy: submit.isPending,
    /** The submission's settling, for the confirmation (ConfirmDialog's `once`). */
    once: { state: once.state, move: once.move },
    /** The values to confirm (the form's valid output); while a move's outcome is unknown, that submission again, never a second one. */
    review: (values: O) => setPending(phase === 'unknown' ? sent.current : values),
    cancel: () => {
      if (phase === 'applied') return finish();
      if (phase === 'notApplied') once.reset(); // the operator chose not to send it again
      setPending(null);
    },
    /** Sends the pending values, with what the confirmation step added; the same submission again once it was lost. */
    confirm: (extra?: Partial<O>) => {
      if (phase === 'applied') return finish();
      if (!pending || inFlight.current) return;
      inFlight.current = true;
      const values = phase && sent.current ? sent.current : { ...pending, ...extra };
      sent.current = values;
      submit.mutate(values);
    },
  };
}
