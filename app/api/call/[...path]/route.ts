import { forwardCall } from '@/lib/session/forward';

// POST /api/call/<path> – the allow-listed forwarder (lib/session/forward.ts). In production the
// portal's request hook answers it before Next routes it (lib/session/direct.ts); this route is
// the same handler, for `next dev` and for paths the hook leaves to Next.
export const POST = forwardCall;
