import { BffError } from '@/lib/api/bff';
import { NETWORK_CODES } from '@/lib/contract/values';

/** Whether a call was refused because the account is outside the operator's tree. */
export const notInTree = (error: unknown) => error instanceof BffError && error.code === NETWORK_CODES.notInDownline;

// The text for a failed network call: our own wording for "not in your tree", else the server's.
export function networkError(error: unknown, t: (key: 'errors.notInTree') => string): string {
  if (notInTree(error)) return t('errors.notInTree');
  return error instanceof Error ? error.message : String(error);
}
