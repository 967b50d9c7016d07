// GET /api/health – liveness: the process answers. No session, no upstream.
export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } });
}
