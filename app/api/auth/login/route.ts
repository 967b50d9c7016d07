import { loginInput } from '@/lib/contract/auth';
import { BFF, CODE_OK } from '@/lib/contract/codes';
import { isLocale, LOCALE_COOKIE, lacOf } from '@/lib/contract/locale';
import { metrics } from '@/lib/ops/metrics';
import { buildSession, parseLogin } from '@/lib/session/login';
import { originOf, recordDevice } from '@/lib/session/devices';
import { recordSession } from '@/lib/session/records';
import { recordSignIn } from '@/lib/session/signins';
import { clientAddress, loginLimits } from '@/lib/session/rate-limit';
import { envelope, jsonObjectBody, validate, withSession } from '@/lib/session/handler';
import { DEVICE_COOKIE, deviceCookieOptions, deviceIdOf, newCsrf, sessionView } from '@/lib/session/session';
import { UpstreamError } from '@/lib/upstream/client';

/** Counts a refused sign-in by its reason (a bounded label). */
const failed = (reason: 'credentials' | 'limited' | 'invalid' | 'upstream') => metrics().loginFailures.inc({ reason });

// POST /api/auth/login – signs in through /login/index and seals a new session (rotated: a
// fresh id, csrf and cookie); answers the user summary and menu, never the token.
export const POST = withSession(
  async (ctx) => {
    const { req, t, locale, upstream } = ctx;
    const body = jsonObjectBody(ctx);
    if (!body.ok) return body.result;
    const input = validate(loginInput, body.body, t);
    if (!input.ok) {
      failed('invalid');
      return input.result;
    }
    // Failed attempts are counted per account and per address (hashed keys in the shared
    // store); past the limit, nothing is sent.
    const keys = { account: input.data.username.toLowerCase(), ip: clientAddress(req.headers) };
    const [byAccount, byIp] = await Promise.all([loginLimits.account.check(keys.account), loginLimits.ip.check(keys.ip)]);
    const limited = [byAccount, byIp].find((r) => !r.allowed);
    // The sign-in history (lib/session/signins.ts) keeps every attempt under the account typed.
    const origin = originOf(req);
    const dvId = deviceIdOf(req.cookies.get(DEVICE_COOKIE)?.value);
    if (limited) {
      failed('limited');
      await recordSignIn(keys.account, byAccount.allowed ? 'limited' : 'locked', origin, dvId);
      return { status: 429, body: envelope(BFF.rateLimited, t('bff.rateLimited', { seconds: limited.retryAfterS })), headers: { 'retry-after': String(limited.retryAfterS) } };
    }

    // The device cookie is the client's to send: only an id we could have made is kept (dvId above).
    const csrf = newCsrf();
    const answer = await upstream('login/index', { ...input.data, csrf }, { as: { token: '', dvId, csrf } }).catch((error: unknown) => {
      if (error instanceof UpstreamError) failed('upstream');
      throw error;
    });
    const device: [string, string, ReturnType<typeof deviceCookieOptions>] = [DEVICE_COOKIE, dvId, deviceCookieOptions()];
    if (answer.code !== CODE_OK) {
      failed('credentials');
      await Promise.all([loginLimits.account.hit(keys.account), loginLimits.ip.hit(keys.ip), recordSignIn(keys.account, 'wrong', origin, dvId)]);
      return { body: envelope(answer.code, answer.msg), cookies: [device] };
    }

    const login = parseLogin(answer.data);
    if (!login) {
      failed('upstream');
      return { status: 502, body: envelope(BFF.badGateway, t('bff.badGateway')), cookies: [device] };
    }
    // The account's language applies only when the user has not picked one (spec §4).
    const chosen = req.cookies.has(LOCALE_COOKIE);
    const accountLocale = !chosen && isLocale(login.lang_app) ? login.lang_app : locale;
    const as = { token: login.token, dvId, csrf, lac: lacOf(accountLocale) };
    const session = await buildSession(login, { dvId, csrf }, (path, fields) => upstream(path, fields, { as }));
    await recordSession(session); // the session is live from now (lib/session/records.ts)
    await Promise.all([recordDevice(session, origin), recordSignIn(keys.account, 'ok', origin, dvId)]);
    // Permissions that could not be read are none (defect 7); the operator is told why.
    const msg = session.limited ? t('login.accessLimited') : answer.msg || t('login.success');
    return {
      body: envelope(CODE_OK, msg, sessionView(session, accountLocale)),
      session,
      cookies: chosen ? [device] : [device, [LOCALE_COOKIE, accountLocale, { path: '/', maxAge: 365 * 24 * 3600, sameSite: 'lax' }]],
    };
  },
  { auth: false },
);
