import * as z from 'zod/mini';
import { schemaResolver } from '@/components/common/forms/schemaResolver';

// A form's schema loads on first use (components/common/forms/schemaResolver.ts): a validation
// waits for it and answers as zodResolver does; the schema loads once; a failed load is tried
// again on the next validation.

const schema = z.object({ amount: z.string().check(z.minLength(1, 'capital.errors.amountRequired')), note: z.optional(z.string()) });
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('schemaResolver', () => {
  it('validates with the loaded schema, loading it once', async () => {
    const load = jest.fn(async () => schema);
    const resolver = schemaResolver(load);
    expect(load).not.toHaveBeenCalled();
    const refused = await resolver({ amount: '' }, undefined, options);
    expect(refused.values).toEqual({});
    expect(refused.errors.amount?.message).toBe('capital.errors.amountRequired');
    const passed = await resolver({ amount: '100', note: 'x' }, undefined, options);
    expect(passed).toEqual({ values: { amount: '100', note: 'x' }, errors: {} });
    resolver.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again on the next validation', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(schema);
    const resolver = schemaResolver(load);
    await expect(resolver({ amount: '1' }, undefined, options)).rejects.toThrow('chunk failed');
    await expect(resolver({ amount: '1' }, undefined, options)).resolves.toEqual({ values: { amount: '1' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a preload whose load fails is silent and leaves the next validation to load', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(schema);
    const resolver = schemaResolver(load);
    resolver.preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(resolver({ amount: '' }, undefined, options)).resolves.toMatchObject({ values: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
