import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addCompileHints, COMPILE_HINT } from '@/scripts/compile-hints.mjs';

describe('addCompileHints', () => {
  it('prefixes each client chunk once and moves its source map one line down', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'hints-'));
    const chunks = join(dist, 'static', 'chunks');
    mkdirSync(join(chunks, 'app'), { recursive: true });
    writeFileSync(join(chunks, 'a.js'), 'f();');
    writeFileSync(join(chunks, 'a.js.map'), JSON.stringify({ version: 3, mappings: 'AAAA' }));
    writeFileSync(join(chunks, 'app', 'b.js'), 'g();');
    writeFileSync(join(chunks, 'app', 'b.js.map'), JSON.stringify({ version: 3, sections: [{ offset: { line: 0, column: 0 }, map: {} }] }));
    writeFileSync(join(chunks, 'c.css'), 'a{}');

    expect(await addCompileHints(dist)).toBe(2);
    expect(await addCompileHints(dist)).toBe(0); // a second build step changes nothing
    expect(readFileSync(join(chunks, 'a.js'), 'utf8')).toBe(`${COMPILE_HINT}f();`);
    expect(readFileSync(join(chunks, 'app', 'b.js'), 'utf8')).toBe(`${COMPILE_HINT}g();`);
    expect(JSON.parse(readFileSync(join(chunks, 'a.js.map'), 'utf8')).mappings).toBe(';AAAA');
    expect(JSON.parse(readFileSync(join(chunks, 'app', 'b.js.map'), 'utf8')).sections[0].offset.line).toBe(1);
    expect(readFileSync(join(chunks, 'c.css'), 'utf8')).toBe('a{}');
  });
});
