'use client';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { TextField } from '@/components/common/forms/TextField';
import { useErrorText } from '@/components/common/forms/useFieldErrors';

// Password inputs of the Me forms: never autofilled into the wrong field, never kept in a draft.
type Props<V extends FieldValues> = { form: UseFormReturn<V, unknown, never> | UseFormReturn<V, unknown, object>; fields: readonly { name: Path<V>; label: string }[]; testId: string; autoComplete: 'current-password' | 'new-password' | 'off' };

export function PasswordFields<V extends FieldValues>({ form, fields, testId, autoComplete }: Props<V>) {
  const message = useErrorText();
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;
  return fields.map(({ name, label }) => (
    <TextField
      key={name}
      {...form.register(name)}
      type="password"
      label={label}
      error={!!errors[name]}
      helperText={message(errors[name]?.message)}
      slotProps={{
        htmlInput: { maxLength: 32, autoComplete: name === 'old' && autoComplete !== 'off' ? 'current-password' : autoComplete, 'data-testid': `${testId}-${name}` },
        inputLabel: { shrink: true },
      }}
    />
  ));
}
