import type { EXPORTS } from './exports';

// What the browser needs of an export (lib/api/export.ts, ExportControl): its names, formats and
// the header of its row count. Their own module: a screen imports them without the registry of
// every list's columns (exports.ts), as call-paths.ts spares it the call registry (issue 15).

export type ExportName = keyof typeof EXPORTS;
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/** The response header with the number of rows, sent before the body (the client's progress). */
export const EXPORT_TOTAL_HEADER = 'x-export-total';
