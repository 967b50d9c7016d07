'use client';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useSnackbar } from '@/components/common/toasts/Toasts';
import { useRef, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { BffError, type Write } from '@/lib/api/bff';
import type { RoutePath } from '@/lib/menu/routes';
import { useSubmissionKey } from './submissionKey';
import { goFrom } from '@/components/common/dialogs/useBackCloses';
import { applyFieldErrors } from './useFieldErrors';

// A form whose submit changes something upstream: the valid values wait in `pending` for the
// confirmation step (which may add values of its own, e.g. the level-2 password), then go
// once (one idempotency key per submission, used where the call is `once`; a second click
// while the first is in flight does nothing). A refusal lands on the field it belongs to, or
// in a snackbar; every typed value stays. A refusal of a value the confirmation asked for
// keeps the confirmation open.

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
  const key = useSubmissionKey();
  const inFlight = useRef(false);
  const [pending, setPending] = useState<O | null>(null);
  const submit = useMutation({
    mutationFn: (values: O) => send(values, key.current()) as Promise<R>,
    onSuccess: async (result, values) => {
      key.settle();
      setPending(null);
      onDone?.(result, values);
      if (done) enqueueSnackbar(t(done), { variant: 'success' });
      await invalidate?.(client);
      if (next) goFrom(router, next); // the confirmation's history entry becomes the next screen
    },
    onError: (error) => {
      key.settle(error);
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
  return {
    pending,
    busy: submit.isPending,
    /** The values to confirm (the form's valid output). */
    review: (values: O) => setPending(values),
    cancel: () => setPending(null),
    /** Sends the pending values, with what the confirmation step added. */
    confirm: (extra?: Partial<O>) => {
      if (!pending || inFlight.current) return;
      inFlight.current = true;
      submit.mutate({ ...pending, ...extra });
    },
  };
}
