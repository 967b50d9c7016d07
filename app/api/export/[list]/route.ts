import { exportFile } from '@/lib/session/export';

// GET /api/export/<list>?format=csv|xlsx&<filters>: a list of the export registry
// (lib/contract/exports.ts) walked page by page and streamed as a file (lib/session/export.ts).
export const GET = exportFile;
export const dynamic = 'force-dynamic';
