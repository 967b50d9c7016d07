import * as z from 'zod/mini';

// Helpers shared by the per-area contract files. Validation messages are message keys
// (messages/*.json); the form and the BFF translate them, so one schema serves both.
// Contract schemas use zod/mini: the same zod, a fraction of the browser bundle.

/** A required text field whose required-message is the field's own label (spec §5). */
export const requiredText = (labelKey: string) => z.string().check(z.trim(), z.minLength(1, labelKey));

/**
 * A whole number sent as a JSON integer or a digit string ("7", " 7 "), nothing else: no
 * `true`, `[1]`, `"0x64"`, `"1e3"` or 1.5, which z.coerce.number() would turn into numbers.
 * `checks` apply to the number; `message` is the key for anything that is not one.
 */
export const integer = (message?: string, ...checks: z.core.CheckFn<number>[] | z.core.$ZodCheck<number>[]) =>
  z.pipe(
    z.pipe(z.union([z.int(), z.string().check(z.trim(), z.regex(/^-?\d{1,15}$/))], message ? { error: message } : undefined), z.transform(Number)),
    z.int().check(...(checks as z.core.$ZodCheck<number>[])),
  );

/** The level-2 password (spec §5: asked for on sensitive actions). */
export const pass2 = z.string().check(z.minLength(1, 'common.errors.pass2Required'), z.maxLength(32, 'common.errors.pass2Required'));

/** A 6-digit verification code (spec §5: a wrong one is "Error, please re-enter"). */
export const verifyCode = z.string().check(z.trim(), z.regex(/^\d{6}$/, 'common.errors.codeFormat'));

/** A call with no payload of its own (newextract, patlas/level, …): only the common fields. */
export const emptyInput = z.object({});

export type FieldErrors = Record<string, string>;

/** First message per field, keyed by the dotted path: the shape the BFF returns in a 400. */
export function fieldErrorsOf(error: z.core.$ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
