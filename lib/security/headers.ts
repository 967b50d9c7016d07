// Security headers. The CSP is built per request with a fresh nonce (proxy.ts): Next puts
// the nonce on its own scripts, the layout on the colour-scheme script; no inline script
// runs without it. Styles stay 'unsafe-inline': Emotion writes style tags at run time.

export type CspOptions = { nonce: string; frameOrigins: readonly string[]; dev: boolean };

export function contentSecurityPolicy({ nonce, frameOrigins, dev }: CspOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(dev ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(dev ? ['ws:'] : [])],
    // Login-menu items of type "modal" open in an iframe: only the configured origins.
    'frame-src': frameOrigins.length ? [...frameOrigins] : ["'none'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Only when cookies are Secure (the portal is served over HTTPS). */
export const HSTS = { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' };
