import { NextResponse, type NextRequest } from 'next/server';
import { notSentUrl } from '@/lib/menu/next';
import { REDIRECTS, routeAllowed, routeOf } from '@/lib/menu/manifest';
import { HOME, LOGIN } from '@/lib/menu/routes';
import { contentSecurityPolicy, HSTS } from '@/lib/security/headers';
import { LOCALE_COOKIE, localeOf } from '@/lib/contract/locale';
import { currentSession } from '@/lib/session/records';
import { PAGE_URL_HEADER, SESSION_COOKIE } from '@/lib/session/session';
import { unavailablePage } from '@/lib/session/unavailable';
import { isStoreUnavailable } from '@/lib/store';
import { config as portalConfig } from '@/lib/upstream/config';

// The auth guard (Next 16 calls middleware "proxy"): redirects of spec §2, requireAuth
// routes without a session → /login?next=…, a signed-in user at /login → /home, a screen the
// session's menu hides → /error/403, unknown paths → /error/404. Every page answer gets a CSP
// with a fresh nonce. The BFF (app/api) checks the session itself and is not matched here.
export async function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  const { menuFrameOrigins, cookieSecure, production } = portalConfig();
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
  const csp = contentSecurityPolicy({ nonce, frameOrigins: menuFrameOrigins, dev: !production });
  const secure = (res: NextResponse) => {
    res.headers.set('Content-Security-Policy', csp);
    if (cookieSecure) res.headers.set(HSTS.key, HSTS.value);
    return res;
  };
  const to = (path: string) => secure(NextResponse.redirect(new URL(path, req.url)));

  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  // A form posted to a page before its script ran (components/common/forms/Form.tsx): answered
  // with the same page, flagged, without reading the body (nothing is logged or forwarded).
  if (req.method !== 'GET' && req.method !== 'HEAD') return secure(NextResponse.redirect(new URL(notSentUrl(path, search), req.url), 303));
  if (REDIRECTS[path]) return to(REDIRECTS[path]);
  const route = routeOf(path);
  if (!route) return to('/error/404');

  // A session is one that unseals to the right shape and whose records the shared store holds
  // (checked on every request, the unseal cache notwithstanding). Without the store, nothing
  // is shown: a 503 page that tries again by itself.
  const cookie = req.cookies.get(SESSION_COOKIE)?.value;
  let session;
  try {
    session = await currentSession(cookie);
  } catch (error) {
    if (!isStoreUnavailable(error)) throw error;
    return secure(unavailablePage(localeOf(req.cookies.get(LOCALE_COOKIE)?.value)));
  }
  const signedIn = session !== null;
  if (path === LOGIN && signedIn) return to(HOME);
  if (route.requireAuth && !signedIn) {
    const login = new URL(LOGIN, req.url);
    login.searchParams.set('next', path + search);
    const res = secure(NextResponse.redirect(login));
    if (cookie) res.cookies.set(SESSION_COOKIE, '', { path: '/', maxAge: 0 }); // not a session: forget it
    return res;
  }
  // A screen the menu hides is refused (spec §2): by its URL, and by a client navigation too,
  // whose request for the page's server parts (RSC) is this path as well; Next's router follows
  // the redirect and lands on the 403 page.
  if (session && !routeAllowed(path, session.menuKeys ?? [])) return to('/error/403');
  // Next reads the nonce from the request's CSP header and puts it on its own scripts.
  const headers = new Headers(req.headers);
  headers.set('x-nonce', nonce);
  // The page being loaded, for its first answers (lib/session/firstAnswers.ts); never the client's
  // own header, and not on a refresh of the server parts (an RSC request) nor a prefetch.
  headers.delete(PAGE_URL_HEADER);
  if (!req.headers.has('rsc')) headers.set(PAGE_URL_HEADER, path + search);
  headers.set('Content-Security-Policy', csp);
  return secure(NextResponse.next({ request: { headers } }));
}

export const config = {
  // Pages only: not the BFF, Next's assets, or files with an extension (icons, images).
  matcher: ['/((?!api/|_next/|.*\\.[a-zA-Z0-9]+$).*)'],
};
