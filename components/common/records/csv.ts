// CSV of rows for a spreadsheet: every cell quoted, a formula-looking cell defused (a leading
// =, +, - or @ would run in Excel), CRLF line ends, a BOM so Excel reads UTF-8 (Chinese text).

const cell = (value: string) => {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
};

export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return '\uFEFF' + [header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** Saves text as a file through a temporary link. */
export function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
