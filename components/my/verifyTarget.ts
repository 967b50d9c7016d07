import type { VerifyWay } from '@/lib/contract/my';
import type { ScreenPath } from '@/lib/menu/routes';

// Where a verification leads: only the screens that need it (a `next` of anything else is
// ignored, so the query string cannot send the operator elsewhere).
export const VERIFY_NEXT = ['/my/editPhone', '/my/editEmail', '/my/editPass'] as const satisfies readonly ScreenPath[];
export type VerifyNext = (typeof VERIFY_NEXT)[number];

export const verifyNextOf = (value: string | null): VerifyNext | undefined => VERIFY_NEXT.find((p) => p === value);
export const wayOf = (value: string | null): VerifyWay | undefined => (value === 'phone' || value === 'email' ? value : undefined);
