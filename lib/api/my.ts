import { queryOptions } from '@tanstack/react-query';
import type { CallInput } from '@/lib/contract/calls';
import type { VerifyWay } from '@/lib/contract/my';
import { meCardsRead, meSummaryRead, profileRead } from '@/lib/contract/reads';
import { bff, callApi, queryOf, write } from './bff';
import { KEY_ROOTS } from '@/lib/contract/keys';

// The operator's own profile and Me (lib/contract/my.ts): one queryOptions per read,
// keyed by `myKeys`, and the writes of the Me screens.

export const myKeys = {
  all: KEY_ROOTS.my,
  info: () => [...myKeys.all, 'info'] as const,
  me: () => [...myKeys.all, 'me'] as const,
  verified: () => [...myKeys.all, 'verified'] as const,
};

/** The profile with its balances (store/info). Balances move with every funds action, so it
 *  is kept briefly and refetched when a screen needs it again; mutations invalidate its key. */
export const profileQuery = queryOptions({ ...queryOf(profileRead), staleTime: 30_000 });

/** Me's summary: registration date, whether a level-2 password is set (store/sy). */
export const meSummaryQuery = queryOf(meSummaryRead);

/** The bank cards in brief (store/banklist). */
export const meCardsQuery = queryOf(meCardsRead);

/** The personal information (store/index); gone once the form closes. */
export const infoQuery = queryOptions({
  queryKey: [...myKeys.me(), 'info'],
  queryFn: () => callApi('store/index'),
  gcTime: 0,
});

/** The verification methods and area codes (store/baseverify). */
export const verifyMethodsQuery = queryOptions({
  queryKey: [...myKeys.me(), 'verify'],
  queryFn: () => callApi('store/baseverify'),
});

/** This session's verified step ({ way, left } seconds), or null (the BFF's GET /api/verified). */
export const verifiedQuery = queryOptions({
  queryKey: myKeys.verified(),
  queryFn: () => bff<{ way: VerifyWay; left: number } | null>('/api/verified', undefined, { method: 'GET' }),
  staleTime: 0,
  gcTime: 0,
});

// Writes.
/** Sends a code to the bound phone or email (the verification step). */
export const sendBoundCode = (way: VerifyWay) => callApi(way === 'phone' ? 'store/sendcode' : 'store/sendemail');
/** Sends a code to a new phone or email (binding it); refusals are shown by the screen. */
export const sendNewPhoneCode = (area: string, phone: string) => callApi('store/sendcode', { area, phone }, { quiet: true });
export const sendNewEmailCode = (email: string) => callApi('store/sendemail', { email }, { quiet: true });
/** Checks the code of the bound phone or email: the session remembers the verified step. */
export const checkCode = (input: CallInput<'store/codecheck'>) => callApi('store/codecheck', input, { quiet: true });
export const bindPhone = write('store/upteldo');
export const bindEmail = write('store/upemail');
export const changePassword = write('store/uppass');
export const changePass2 = write('store/checkpass2');
export const resetPass2 = write('store/codechecksub');
export const saveInfo = write('store/infodo');

