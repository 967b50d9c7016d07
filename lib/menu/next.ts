// Where to go after login: same-origin paths only, so a crafted link cannot send the user
// to another site ("//evil.example", "/\\evil.example", "https://…" are all refused).
export function safeNext(next: string | null | undefined, fallback = '/home'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  try {
    const url = new URL(next, 'http://portal.invalid');
    return url.origin === 'http://portal.invalid' ? url.pathname + url.search + url.hash : fallback;
  } catch {
    return fallback;
  }
}

/** The flag a page's URL gets when a form was posted to it before its script ran (proxy.ts). */
export const NOT_SENT_PARAM = 'notSent';

/** Where a form posted to a page is sent back: the same page and query, flagged, never its fields. */
export function notSentUrl(path: string, search: string): string {
  const params = new URLSearchParams(search);
  params.set(NOT_SENT_PARAM, '1');
  return `${path}?${params}`;
}
