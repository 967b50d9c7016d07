'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useSnackbar } from 'notistack';
import { useRef, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { BffError, callApi } from '@/lib/api/bff';
import { afterMoneyMoved } from '@/lib/api/funds';
import { useSubmissionKey } from './submissionKey';
import { applyFieldErrors } from './useFieldErrors';

// A form that moves money: the values wait in `pending` for the confirmation step, then go
// once (an idempotency key per submission; a second click while the first is in flight does
// nothing). A refusal lands on the field it belongs to, or in a snackbar; every typed value
// stays. On success the balances and records are refetched and the records shown.

type Options<V extends FieldValues, O> = {
  form: UseFormReturn<V, unknown, O>;
  path: string; // a `once` call of lib/contract/calls.ts
  refusals?: Partial<Record<number, readonly [Path<V>, string]>>; // upstream code → field and message key
  done: string; // message key of the success snackbar
  records: string; // the record list shown afterwards
  onDone: () => void; // e.g. clear the draft and the form
};

export function useMoneySubmit<V extends FieldValues, O extends Record<string, unknown>>({ form, path, refusals = {}, done, records, onDone }: Options<V, O>) {
  const t = useTranslations();
  const router = useRouter();
  const client = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const key = useSubmissionKey();
  const inFlight = useRef(false);
  const [pending, setPending] = useState<O | null>(null);
  const submit = useMutation({
    mutationFn: (values: O) => callApi(path, values, { quiet: true, idempotencyKey: key.current() }),
    onSuccess: async () => {
      key.settle();
      setPending(null);
      onDone();
      enqueueSnackbar(t(done), { variant: 'success' });
      await afterMoneyMoved(client);
      router.push(records);
    },
    onError: (error) => {
      setPending(null);
      key.settle(error);
      if (applyFieldErrors(form, error)) return;
      const refusal = error instanceof BffError ? refusals[error.code] : undefined;
      if (refusal) form.setError(refusal[0], { message: refusal[1] });
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
    confirm: () => {
      if (!pending || inFlight.current) return;
      inFlight.current = true;
      submit.mutate(pending);
    },
  };
}
