'use client';
import { useCallback, useEffect, useEffectEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

// A form's draft in sessionStorage: what the operator typed survives a reload, a trip to
// another screen and a forced logout → login round trip in the same tab. Secret fields
// (passwords, codes) are never written. The draft is restored once, on mount, under the
// values the caller forces (e.g. an "add here" slot's sponsor); it is saved only once the
// operator changed something, so the restored draft is never overwritten by the first render.

type Options<T> = {
  secret?: readonly (keyof T & string)[];
  forced?: Partial<T>; // applied over the draft (restored again when it changes)
  onRestore?: (values: Partial<T>) => void;
};

function read<T>(key: string): Partial<T> {
  try {
    return JSON.parse(sessionStorage.getItem(key) ?? '{}') as Partial<T>;
  } catch {
    return {};
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any transformed output type
export function useFormDraft<T extends FieldValues>(form: UseFormReturn<T, any, any>, key: string, { secret = [], forced, onRestore }: Options<T> = {}) {
  const { reset, subscribe, formState } = form;
  const forcedJson = JSON.stringify(forced ?? {});
  const restored = useEffectEvent((draft: Partial<T>) => onRestore?.(draft));
  useEffect(() => {
    const draft = { ...read<T>(key), ...(JSON.parse(forcedJson) as Partial<T>) };
    if (Object.keys(draft).length === 0) return;
    reset({ ...formState.defaultValues, ...draft } as T);
    restored(draft);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per forced values, not per default change
  }, [reset, key, forcedJson]);

  // Saved from a subscription, not from `useWatch`: watching every field re-rendered the whole
  // form on each key typed (issue 39: a key in the transfer's remark took 3 × the floor's time).
  const secretJson = secret.join();
  useEffect(() => {
    const hidden = secretJson.split(',');
    return subscribe({
      formState: { values: true, isDirty: true },
      callback: ({ values, isDirty }) => {
        if (!isDirty) return;
        const kept = Object.fromEntries(Object.entries(values).filter(([k, v]) => !hidden.includes(k) && v !== '' && v != null));
        try {
          sessionStorage.setItem(key, JSON.stringify(kept));
        } catch {
          // storage full or blocked: the form still works, only the draft is lost
        }
      },
    });
  }, [subscribe, key, secretJson]);

  return useCallback(() => sessionStorage.removeItem(key), [key]);
}
