// CSV for a spreadsheet: every cell quoted, a formula-looking cell defused (a leading =, +, -
// or @ would run in Excel), CRLF line ends, a BOM so Excel reads UTF-8 (Chinese text). The BFF's
// export writes it line by line (lib/session/export.ts).

export const CSV_BOM = '\uFEFF';

const cell = (value: string) => {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
};

/** One CSV line (with its CRLF). */
export const csvLine = (cells: readonly string[]) => cells.map(cell).join(',') + '\r\n';

/** A whole CSV: the BOM, the header, the rows. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return CSV_BOM + [header, ...rows].map(csvLine).join('');
}
