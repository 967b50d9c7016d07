// V8's explicit compile hints (Chrome 136+, https://v8.dev/blog/explicit-compile-hints): the
// comment `//# allFunctionsCalledOnLoad` at the top of a script has V8 compile all its functions
// at once, on a background thread while the script streams in, instead of lazily on the main
// thread the first time each is called. The portal's chunks are split per route and per layer,
// so what a chunk holds runs when it loads: module factories at start, then the render of its
// screen. Lazy compiling made the main chunk's evaluation and the hydration that follows one
// long task each on a first visit (issue 15). Other engines read the line as a comment.
//
// Run by `next build` itself (next.config.mjs, compiler.runAfterProductionCompile), so every
// build has it: npm run build, the demo, the tests, the image.
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Prefix every client chunk under `distDir` with the hint (once), its source map one line down. */
export async function addCompileHints(distDir) {
  const dir = join(distDir, 'static', 'chunks');
  if (!existsSync(dir)) return 0;
  let hinted = 0;
  for (const name of await readdir(dir, { recursive: true })) {
    if (!name.endsWith('.js')) continue;
    const file = join(dir, name);
    const source = await readFile(file, 'utf8');
    if (source.startsWith(COMPILE_HINT)) continue;
    await writeFile(file, COMPILE_HINT + source);
    hinted++;
    const mapFile = `${file}.map`;
    if (!existsSync(mapFile)) continue;
    const map = JSON.parse(await readFile(mapFile, 'utf8'));
    // A plain map starts its mappings one line later; an index map moves each section's offset.
    if (Array.isArray(map.sections)) for (const section of map.sections) section.offset.line += 1;
    else map.mappings = `;${map.mappings}`;
    await writeFile(mapFile, JSON.stringify(map));
  }
  return hinted;
}
