import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';

// A form's resolver for the zod schema the BFF checks the same request with, loaded with zod
// and the resolver when the form is first used: zod and the schema files stay out of a
// screen's first load (issue 15). The form preloads it on its first focus or press (Form's
// `validation`); a validation before that waits for the load. A failed load is tried again
// on the next validation.

type Schema = z.core.$ZodType<unknown, FieldValues>;
export type SchemaResolver<T extends Schema> = Resolver<z.input<T>, unknown, z.output<T>> & { preload: () => void };

export function schemaResolver<T extends Schema>(load: () => Promise<T>): SchemaResolver<T> {
  type Loaded = Resolver<z.input<T>, unknown, z.output<T>>;
  let loading: Promise<Loaded> | undefined;
  const get = () =>
    (loading ??= Promise.all([load(), import('@hookform/resolvers/zod')])
      .then(([schema, { zodResolver }]) => zodResolver(schema as never) as unknown as Loaded)
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      }));
  const resolver: Loaded = (values, context, options) => get().then((resolve) => resolve(values, context, options));
  return Object.assign(resolver, { preload: () => void get().catch(() => {}) });
}
