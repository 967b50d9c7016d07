#!/usr/bin/env node
// The recipe test (issue 73): walks docs/architecture.md's "Adding a screen", case (a), a list
// over a call the registry has, so that the recipe cannot drift from the code. In a copy of the
// repository (its tracked files as the working tree has them, node_modules linked, committed in
// a git of its own; with --head, the last commit's) it makes the edits the recipe says, step by
// step, for a throw-away screen:
// /reports/salaryIn, the salary ledger's income only (`salaries/tlong` with its kind fixed),
// menu key 49 in Reports. Then `npm run generate`, and it counts the files changed against the
// count the recipe gives; then the type check and lint of the files changed, beside the unit
// tests that hold a route and a list (tests/unit/lists.test.ts among them: the list is exported,
// its messages are carried). Any step failing fails the script, naming it.
//
//   node scripts/test-recipe.mjs [--head] [--keep]   (--keep: leave the tree; a failed run always does)
//
// The e2e test the recipe adds is written and type-checked here, not run (Playwright needs a
// build). About three minutes on 2 cores: tsc over the tree (a minute) beside Jest (two, most of
// it first-reads.test.tsx rendering every screen).
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DOC = 'docs/architecture.md';
const KEEP = process.argv.includes('--keep');
const HEAD = process.argv.includes('--head');
const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** The unit tests a new list route must pass. */
const UNIT_TESTS = [
  'routes.test.ts', 'menu.test.ts', 'messages.test.ts', 'export-hardening.test.ts', 'first-reads.test.tsx', 'find.test.ts',
  'stub-limited.test.ts', 'registry.test.ts', 'tabs.test.ts', 'first-answers.test.ts', 'lists.test.ts',
].map((f) => `tests/unit/${f}`);

// The throw-away screen.
const PATH = '/reports/salaryIn';
const TITLE_KEY = 'salaryIn';
const MENU_KEY = '49';
const LIST = 'salaryInList';

let tree;
/** Fails the run, naming the step; the tree is kept to look at. */
function fail(step, message) {
  console.error(`\n✗ ${step}: ${message}`);
  if (tree) console.error(`  the tree is kept: ${tree}`);
  process.exit(1);
}

/** Runs a command in `cwd`, its output shown; fails the step when it fails. */
function run(step, command, args, { cwd = tree, env = {}, quiet = false } = {}) {
  const at = Date.now();
  const result = spawnSync(command, args, { cwd, env: { ...process.env, ...env }, stdio: quiet ? 'pipe' : 'inherit', encoding: 'utf8' });
  if (result.status !== 0) fail(step, `${command} ${args.join(' ')} exited ${result.status ?? result.signal}${quiet ? `\n${result.stdout}${result.stderr}` : ''}`);
  if (!quiet) console.log(`  ${step}: ${seconds(at)}`);
  return result.stdout;
}

const read = (file) => readFileSync(join(tree, file), 'utf8');
const write = (file, text) => writeFileSync(join(tree, file), text);

/** Replaces the one match of `pattern` in `file` (a recipe step whose anchor is gone fails, named). */
function edit(step, file, pattern, replace) {
  const text = read(file);
  const matches = text.match(new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : pattern.flags + 'g'));
  if (matches?.length !== 1) fail(step, `${file}: ${matches?.length ?? 0} matches of ${pattern} (the recipe's edit has nothing to anchor on)`);
  write(file, text.replace(pattern, replace));
}

/** Adds `name` to the named import of `module` in `file`. */
const addImport = (step, file, module, name) =>
  edit(step, file, new RegExp(`import \\{([^}]*)\\} from '${module.replace(/[/@]/g, '\\$&')}';`), (_, names) => `import {${names.replace(/\s*$/, '')}, ${name} } from '${module}';`);

/** Sets `value` at the dotted `key` of a message catalogue, `after` the sibling it follows (else last). */
function addMessage(file, key, value, after) {
  const catalogue = JSON.parse(read(file));
  const parts = key.split('.');
  const leaf = parts.pop();
  const parent = parts.reduce((node, part) => (node[part] ??= {}), catalogue);
  if (Object.hasOwn(parent, leaf)) fail('messages', `${file}: ${key} is already there`);
  const entries = Object.entries(parent);
  const at = after && Object.hasOwn(parent, after) ? entries.findIndex(([k]) => k === after) + 1 : entries.length;
  entries.splice(at, 0, [leaf, value]);
  for (const k of Object.keys(parent)) delete parent[k];
  Object.assign(parent, Object.fromEntries(entries));
  write(file, `${JSON.stringify(catalogue, null, 2)}\n`);
}

// ---- the tree: the repository's tracked files, in a git of their own ----

console.log('The recipe test: docs/architecture.md, "Adding a screen" (a), walked for', PATH);
tree = mkdtempSync(join(tmpdir(), 'portal-recipe-'));
{
  const at = Date.now();
  const listed = spawnSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20 });
  if (listed.status !== 0) fail('copy', 'git ls-files failed');
  const files = listed.stdout.split('\0').filter(Boolean);
  if (HEAD) {
    // The last commit's files, without what is being edited in the working tree.
    const archive = spawnSync('sh', ['-c', `git -C '${ROOT}' archive HEAD | tar -x -C '${tree}'`], { stdio: 'inherit' });
    if (archive.status !== 0) fail('copy', 'git archive HEAD failed');
  } else {
    for (const file of files) {
      const from = join(ROOT, file);
      if (!existsSync(from)) continue; // deleted in the working tree
      const to = join(tree, file);
      mkdirSync(dirname(to), { recursive: true });
      copyFileSync(from, to);
      chmodSync(to, statSync(from).mode);
    }
  }
  symlinkSync(join(ROOT, 'node_modules'), join(tree, 'node_modules'));
  const git = (...args) => run('git', 'git', ['-c', 'user.name=recipe', '-c', 'user.email=recipe@localhost', ...args], { quiet: true });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '--no-verify', '-m', 'the repository as copied');
  console.log(`  copied ${HEAD ? 'HEAD\'s files' : `${files.length} tracked files`} to ${tree}: ${seconds(at)}`);
}

// The recipe's section (a), whose file count and paths the steps are held to.
const section = (() => {
  const text = read(DOC);
  const start = text.indexOf('## Adding a screen');
  if (start < 0) fail('the recipe', `${DOC} has no "## Adding a screen"`);
  const own = text.slice(start, text.indexOf('\n## ', start + 1));
  const a = /\*\*\(a\)[\s\S]*?(?=\n\*\*\(b\))/.exec(own)?.[0];
  if (!a) fail('the recipe', `${DOC}: "## Adding a screen" has no case **(a)** before **(b)**`);
  return a;
})();
/** Each step names the file it edits as the recipe writes it: the recipe must name it too. */
function named(step, path) {
  if (!section.includes(path)) fail(step, `${DOC}, case (a), does not name ${path}`);
}

// ---- case (a), step by step ----

const edits = [];

// Step 1, "The definition in lib/lists/<area>.ts" (the area of its call's contract:
// salaries/tlong is lib/contract/capital.ts's).
{
  const step = 'step 1, the definition';
  named(step, 'lib/lists/<area>.ts');
  const file = 'lib/lists/capital.ts';
  write(file, `${read(file)}
/** The salary ledger's income only (the recipe test's throw-away screen). */
export const ${LIST} = defineList('salaries/tlong', {
  name: 'salary-in',
  key: [...capital, 'salary', 'in'],
  title: 'reports.salaryIn.title',
  fixed: { status: SALARY_KINDS.income },
  filters: ['from', 'to'],
  columns: [
    TIME_COLUMN,
    { id: 'amount', label: 'reports.salary.amount', kind: 'money', field: 'amount' },
    { id: 'balance', label: 'reports.salary.balanceAfter', kind: 'money', field: 'balance' },
    { id: 'source', label: 'reports.salaryIn.source', kind: 'text', field: 'note' },
  ],
});
`);
  edits.push(file);
}

// Step 2, "The route in lib/menu/manifest.ts": its entry, after the Reports group's last.
{
  const step = 'step 2, the route';
  const file = 'lib/menu/manifest.ts';
  named(step, file);
  addImport(step, file, '@/lib/lists/capital', LIST);
  edit(step, file, /(\n  route\('\/reports\/commission',[\s\S]*?\n  \}\),\n)/, `$1  route('${PATH}', '${TITLE_KEY}', { menu: [{ key: '${MENU_KEY}', in: '/reports' }], ...listRoute(${LIST}) }),\n`);
  edits.push(file);
}

// Step 3, "Messages in the three messages/*.json (3 files)": menu.<titleKey>, the title, a new label.
{
  const step = 'step 3, messages';
  named(step, 'messages/*.json');
  const words = {
    'en-US': ['Salary received', 'Salary received', 'Source'],
    'zh-CN': ['工资收入', '工资收入记录', '来源'],
    'zh-TW': ['工資收入', '工資收入記錄', '來源'],
  };
  for (const [locale, [menu, title, source]] of Object.entries(words)) {
    const file = `messages/${locale}.json`;
    addMessage(file, `menu.${TITLE_KEY}`, menu, 'commission');
    addMessage(file, 'reports.salaryIn', { title, source }, 'salary');
    edits.push(file);
  }
}

// Step 4, "A test": in tests/e2e/<area>.spec.ts at both widths (the salary ledger's are in funds.spec.ts).
{
  const step = 'step 4, a test';
  named(step, 'tests/e2e/');
  const file = 'tests/e2e/funds.spec.ts';
  write(file, `${read(file)}
for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(\`salary received at \${name} width: the ledger's income only, and its CSV\`, async ({ page }) => {
    await stub.loadScenario('records-2025');
    await page.setViewportSize(viewport);
    await signedIn(page);
    await open(page, '${PATH}');
    await expect(page.getByTestId('records-totals')).toContainText('16 records');
    const download = page.waitForEvent('download');
    await page.getByTestId('records-export-csv').click();
    const text = (await import('node:fs')).readFileSync((await (await download).path())!, 'utf8');
    expect(text.trim().split('\\r\\n')).toHaveLength(17);
  });
}
`);
  edits.push(file);
}

// Step 5, "The key in docs/spec.md §2's table".
{
  const step = 'step 5, the key in the spec';
  const file = 'docs/spec.md';
  named(step, file);
  edit(step, file, /(\n\| [^\n]*\| \/reports\/commission \| 48 \|\n)/, `$1| Salary received | ${PATH} | ${MENU_KEY} |\n`);
  edits.push(file);
}

// "Then npm run generate": the find box's index (lib/find/screen-keys.json; the contract's files do not change).
console.log('The steps are made; generating:');
run('npm run generate', 'npm', ['run', '--silent', 'generate']);

// ---- the count ----

const changed = run('count', 'git', ['status', '--porcelain', '--untracked-files=all'], { quiet: true })
  .split('\n')
  .filter(Boolean)
  .map((line) => line.slice(3));
const generated = changed.filter((f) => !edits.includes(f));
const counted = /\*\*\(a\)[^*]*\*\*:\s*(\d+) files,?\s+and\s+(\d+) that `npm run generate` writes/.exec(section);
console.log(`\nFiles changed: ${changed.length} (${changed.length - generated.length} by the steps, ${generated.length} by npm run generate)`);
for (const f of changed) console.log(`  ${generated.includes(f) ? 'generated ' : 'edited    '} ${f}`);
if (!counted) fail('count', `${DOC}, case (a), gives no count ("N files … M that \`npm run generate\` writes")`);
if (+counted[1] !== changed.length - generated.length || +counted[2] !== generated.length)
  fail('count', `the recipe says ${counted[1]} files and ${counted[2]} generated; walking it changed ${changed.length - generated.length} and generated ${generated.length}`);
for (const f of edits) if (!changed.includes(f)) fail('count', `${f} was edited but is not changed`);
for (const f of generated) named('count', f);

// ---- what holds it ----

console.log('\nChecking the tree:');

/** Runs a command in the tree, its output kept and shown when it fails; resolves to its step's name when it fails. */
const check = (step, command, args, env = {}) =>
  new Promise((resolve) => {
    const at = Date.now();
    const child = spawn(command, args, { cwd: tree, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      console.log(`  ${step}: ${code === 0 ? 'passed' : `FAILED (${code})`}, ${seconds(at)}`);
      if (code !== 0) console.log(output.split('\n').slice(-150).join('\n'));
      resolve(code === 0 ? undefined : step);
    });
  });
// Two lanes on 2 cores: the type check then lint, beside Jest (one worker).
const lint = changed.filter((f) => /\.(ts|tsx|mjs)$/.test(f));
const failed = (
  await Promise.all([
    check('tsc --noEmit -p .', 'npx', ['tsc', '--noEmit', '-p', '.']).then(async (bad) => [bad, await check('eslint (the files changed)', 'npx', ['eslint', ...lint])]),
    check('jest', 'npx', ['jest', '--silent', '--maxWorkers=1', ...UNIT_TESTS], { RECIPE_ROUTE: PATH }),
  ])
)
  .flat()
  .filter(Boolean);
if (failed.length) fail(failed.join(', '), 'failed (its output above)');

console.log(`\n✓ the recipe holds: ${changed.length - generated.length} files and ${generated.length} generated, in ${seconds(started)}`);
if (KEEP) console.log(`  the tree is kept: ${tree}`);
else rmSync(tree, { recursive: true, force: true });
