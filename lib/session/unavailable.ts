import 'server-only';
import { NextResponse } from 'next/server';
import type { Locale } from '@/lib/contract/locale';
import { translator } from '@/lib/i18n/messages';
import { STORE_RETRY_AFTER_S } from '@/lib/store';

// The page answered while the shared store is away (issue 40): a small 503 in the user's
// language that loads itself again after Retry-After, script or not.

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A 503 page with Retry-After that reloads itself (meta refresh). */
export function unavailablePage(locale: Locale): NextResponse {
  const t = translator(locale);
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${STORE_RETRY_AFTER_S}"><title>${escape(t('unavailable.title'))}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;color:#1f2937;background:#f7f8fa}main{max-width:28rem;padding:24px;text-align:center}</style>
</head><body><main><h1>${escape(t('unavailable.heading'))}</h1><p>${escape(t('unavailable.body'))}</p><p><a href="">${escape(t('unavailable.retry'))}</a></p></main></body></html>`;
  return new NextResponse(html, {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8', 'retry-after': String(STORE_RETRY_AFTER_S), 'cache-control': 'no-store' },
  });
}
