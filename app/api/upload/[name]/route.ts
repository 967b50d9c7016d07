import { NextResponse, type NextRequest } from 'next/server';
import { UPLOAD_NAME } from '@/lib/contract/upload';
import { currentSession } from '@/lib/session/records';
import { isStoreUnavailable, STORE_RETRY_AFTER_S } from '@/lib/store';
import { SESSION_COOKIE } from '@/lib/session/session';
import { fetchUpstreamImage } from '@/lib/upstream/client';

// GET /api/upload/<name> – an uploaded voucher image relayed from the upstream's /uploads/,
// for signed-in operators only (CSP lets pages load images from the portal alone).
export async function GET(req: NextRequest, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params;
  const session = await currentSession(req.cookies.get(SESSION_COOKIE)?.value).catch((error: unknown) => {
    if (isStoreUnavailable(error)) return 'unavailable' as const;
    throw error;
  });
  if (session === 'unavailable') return new NextResponse(null, { status: 503, headers: { 'retry-after': String(STORE_RETRY_AFTER_S) } });
  if (!session) return new NextResponse(null, { status: 401 });
  if (!UPLOAD_NAME.test(name)) return new NextResponse(null, { status: 404 });
  const image = await fetchUpstreamImage(name);
  if (!image) return new NextResponse(null, { status: 404 });
  return new NextResponse(new Uint8Array(image.data), {
    headers: { 'content-type': image.type, 'cache-control': 'private, max-age=3600', 'content-disposition': 'inline' },
  });
}
