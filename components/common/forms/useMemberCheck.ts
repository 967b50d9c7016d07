'use client';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { BffError } from '@/lib/api/bff';
import { BFF } from '@/lib/contract/codes';

// A member typed into a field (a transfer's recipient, a chargeback's transferee), looked up
// by account so the operator sees whose name it is before anything is sent. A refusal lands on
// the field (too many lookups in a minute: the BFF's own message, with its wait); typing again
// forgets the last answer.

export type CheckedMember = { account: string; name: string };

export function useMemberCheck<V extends FieldValues, O>(
  form: UseFormReturn<V, unknown, O>,
  field: Path<V>,
  lookup: (account: string) => Promise<CheckedMember>, // from lib/api
  refusal: string, // message key shown under the field
) {
  const [member, setMember] = useState<CheckedMember | null>(null);
  const lookingUp = useMutation({
    mutationFn: lookup,
    onSuccess: (data) => {
      form.clearErrors(field);
      setMember(data);
    },
    onError: (error) => {
      setMember(null);
      const limited = error instanceof BffError && error.code === BFF.rateLimited;
      form.setError(field, { message: limited ? error.message : refusal });
    },
  });
  /** Looks the account up unless it is the one already checked. */
  const check = (value?: string) => {
    const account = String(value ?? form.getValues(field) ?? '').trim();
    if (account && account !== member?.account) lookingUp.mutate(account);
  };
  return {
    member,
    pending: lookingUp.isPending,
    check,
    /** Whether `account` is the member checked last. */
    is: (account: string | undefined) => !!member && member.account === (account ?? '').trim(),
    forget: () => setMember(null),
  };
}
