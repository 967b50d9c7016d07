import { exportFile, exportHead } from '@/lib/session/export';

// GET /api/export/<list>?format=csv|xlsx&<filters>: a list of the export registry
// (lib/contract/exports.ts) walked page by page and streamed as a file (lib/session/export.ts).
// The server entry answers a plain one itself, for its Node response (lib/session/direct.ts);
// this route answers the rest the same way. HEAD is 405 (Next would run GET for it).
export const GET = exportFile;
export const HEAD = exportHead;
export const dynamic = 'force-dynamic';
