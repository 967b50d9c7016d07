import { NextResponse, type NextRequest } from 'next/server';
import { HOME, LOGIN, REDIRECTS, routeOf } from '@/lib/menu/routes';
import { readSession, SESSION_COOKIE } from '@/lib/session/session';

// The auth guard (Next 16 calls middleware "proxy"): redirects of spec §2, requireAuth
// routes without a session → /login?next=…, a signed-in user at /login → /home, unknown
// paths → /error/404. The BFF (app/api) checks the session itself and is not matched here.
export async function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  const to = (path: string) => NextResponse.redirect(new URL(path, req.url));

  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (REDIRECTS[path]) return to(REDIRECTS[path]);
  const route = routeOf(path);
  if (!route) return to('/error/404');

  const session = await readSession(req.cookies.get(SESSION_COOKIE)?.value);
  const signedIn = Boolean(session?.token);
  if (path === LOGIN && signedIn) return to(HOME);
  if (route.requireAuth && !signedIn) {
    const login = new URL(LOGIN, req.url);
    login.searchParams.set('next', path + search);
    return NextResponse.redirect(login);
  }
  return NextResponse.next();
}

export const config = {
  // Pages only: not the BFF, Next's assets, or files with an extension (icons, images).
  matcher: ['/((?!api/|_next/|.*\\.[a-zA-Z0-9]+$).*)'],
};
