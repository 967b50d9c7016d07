import { BFF, CODE_OK } from '@/lib/contract/codes';
import { envelope, jsonObjectBody, validate, withSession } from '@/lib/session/handler';
import { PREFS_MAX_BYTES, type Prefs } from '@/lib/settings/prefs';
import { forgetPrefs, loadPrefs, prefsInput, PrefsTooLarge, savePrefs } from '@/lib/session/prefs';

// /api/prefs – the signed-in account's settings and open tabs, kept on the server so that a
// sign-in in any browser applies them (issue 17; lib/settings/prefs.ts). GET answers the copy;
// PUT merges changed keys into it (each key: the newer change wins) and answers the result;
// DELETE forgets it. Bodies are bounded before they are read (8 KB, a clear 413), validated
// (400), and state-changing requests from other sites are refused, as on every BFF route.

export const GET = withSession(async ({ session }) => ({ body: envelope(CODE_OK, '', await loadPrefs(session!.user.account)) }));

export const PUT = withSession(
  async (ctx) => {
    const { t, session } = ctx;
    const body = jsonObjectBody(ctx);
    if (!body.ok) return body.result;
    const input = validate(prefsInput, body.body, t);
    if (!input.ok) return input.result;
    try {
      return { body: envelope(CODE_OK, '', await savePrefs(session!.user.account, input.data as Prefs)) };
    } catch (error) {
      if (error instanceof PrefsTooLarge) return { status: 413, body: envelope(BFF.tooLarge, t('prefs.tooLarge')) };
      throw error;
    }
  },
  { maxBytes: PREFS_MAX_BYTES, tooLargeKey: 'prefs.tooLarge' },
);

export const DELETE = withSession(async ({ session }) => {
  await forgetPrefs(session!.user.account);
  return { body: envelope(CODE_OK, '') };
});
