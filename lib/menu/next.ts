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
