import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The tables of docs/spec.md, read by the tests that hold the code to them (issue 73: tests read
// the spec's tables instead of copies). Not a test file: jest runs *.test.ts only.

export const SPEC_FILE = join(__dirname, '..', '..', 'docs', 'spec.md');

/** The text of section `n` of docs/spec.md ("## 7. The calls it makes" up to the next "## "). */
export function specSection(n: number, spec = readFileSync(SPEC_FILE, 'utf8')): string {
  const start = spec.search(new RegExp(`^## ${n}\\. `, 'm'));
  if (start === -1) throw new Error(`docs/spec.md has no section ${n}`);
  const end = spec.slice(start + 1).search(/^## /m);
  return end === -1 ? spec.slice(start) : spec.slice(start, start + 1 + end);
}

const cells = (line: string) => line.trim().replace(/^\|/, '').replace(/\|$/, '').split('|').map((cell) => cell.trim());

/**
 * The rows of the table of section `n` whose header is `header` (its cells, as the spec writes
 * them), each row as its cells; throws when the section has no such table, so that a renamed
 * column fails here rather than leaving a test with nothing to check.
 */
export function specTable(n: number, header: readonly string[], spec?: string): string[][] {
  const lines = specSection(n, spec).split('\n');
  const at = lines.findIndex((line) => line.trim().startsWith('|') && cells(line).join('|') === header.join('|'));
  if (at === -1 || !/^\s*\|[-| :]+\|\s*$/.test(lines[at + 1] ?? '')) throw new Error(`docs/spec.md §${n} has no table | ${header.join(' | ')} |`);
  const rows: string[][] = [];
  for (const line of lines.slice(at + 2)) {
    if (!line.trim().startsWith('|')) break;
    const row = cells(line);
    if (row.length !== header.length) throw new Error(`docs/spec.md §${n}: a row of | ${header.join(' | ')} | has ${row.length} cells: ${line.trim()}`);
    rows.push(row);
  }
  return rows;
}
