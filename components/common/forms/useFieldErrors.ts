'use client';
import { useTranslations } from 'next-intl';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { BffError } from '@/lib/api/bff';

// A BFF 400 carries message keys per field: put them on the form's fields (the form keeps
// every value the operator typed).
export function applyFieldErrors<T extends FieldValues>(form: UseFormReturn<T, unknown, FieldValues>, error: unknown): boolean {
  if (!(error instanceof BffError) || !error.fieldErrors) return false;
  for (const [field, key] of Object.entries(error.fieldErrors)) form.setError(field as Path<T>, { message: key });
  return true;
}

const MESSAGE_KEY = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/;

/** The text of a field's error: schema messages are message keys; an upstream refusal is its own text. */
export function useErrorText() {
  const t = useTranslations();
  return (message?: string) => (message ? (MESSAGE_KEY.test(message) ? t(message) : message) : undefined);
}
