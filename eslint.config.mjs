import { readdirSync } from 'node:fs';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// Flat config. Besides Next's rules it fences the server-only code (docs/architecture.md, never-rules):
// components/ and the client libraries may not import lib/upstream or lib/session, so the
// token, csrf and AES key cannot end up in a browser bundle.
const serverOnly = {
  patterns: [
    {
      group: ['@/lib/upstream', '@/lib/upstream/*', '@/lib/session', '@/lib/session/*', '@/lib/store', '@/lib/store/*', '**/lib/upstream/*', '**/lib/session/*', '**/lib/store/*'],
      message: 'lib/upstream, lib/session and lib/store are server-only (docs/architecture.md, never-rules): call the BFF through lib/api instead.',
    },
  ],
};

// Areas stay apart (docs/architecture.md): components/<area> imports only components/common
// and lib/; what two areas need moves to common/. lib/ never imports components/ or app/, but
// for the route manifest, which names each screen by a lazy import (below). The areas are the
// folders of components/ besides common/ and shell/ (tests/unit/routes.test.ts: the manifest's).
const AREAS = readdirSync(new URL('./components', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory() && !['common', 'shell'].includes(d.name))
  .map((d) => d.name);
const MANIFEST = 'lib/menu/manifest.ts';
const zones = [
  ...AREAS.map((area) => ({
    target: `./components/${area}`,
    from: './components',
    except: [`./${area}`, './common'],
    message: 'An area imports only components/common and lib/: move what two areas share to components/common.',
  })),
  { target: './components/common', from: './components', except: ['./common'], message: 'components/common imports no area and not the shell.' },
  { target: './components', from: './app', message: 'components/ never imports app/.' },
  {
    target: ['./lib/session', './lib/upstream', './lib/store', './proxy.ts', './instrumentation.ts'],
    from: ['./lib/api', './components'],
    message: "Server code imports no browser module: ask a page's first reads from their data (lib/contract/reads.ts).",
  },
];
const libZone = { target: './lib', from: ['./components', './app'], message: 'lib/ never imports components/ or app/.' };

// The manifest's screens are lazy imports only: a static one would put every screen in every bundle.
const lazyScreens = {
  patterns: [{ group: ['@/components/*', '@/app/*', '#screens/*'], message: 'The route manifest names a screen with screen: () => import("#screens/…") only.' }],
};

// In-app links are typed (routeHref in lib/menu/routes.ts): no literal path in an href.
const typedLinks = {
  selector: "JSXAttribute[name.name='href'] > Literal[value=/^\\//]",
  message: "Link with routeHref('/path') from lib/menu/routes.ts: a wrong route then does not compile.",
};

// Every form is components/common/forms/Form.tsx (safe before the page's script has run).
const bareForms = [
  { selector: "JSXOpeningElement[name.name='form']", message: 'Use Form from components/common/forms/Form.tsx: a bare <form> submits by GET before the script runs.' },
  { selector: "JSXAttribute[name.name='component'] > Literal[value='form']", message: 'Use Form from components/common/forms/Form.tsx, not component="form".' },
];

// MUI 9's Typography takes palette keys only (color="textSecondary"); a theme path such as
// "text.secondary" is dropped without a word and the text draws in the primary colour.
const typographyColors = {
  selector: "JSXOpeningElement[name.name='Typography'] > JSXAttribute[name.name='color'] > Literal[value=/\\./]",
  message: 'Typography colour is a palette key (textSecondary, primary, error …), not a theme path: MUI 9 ignores "text.secondary".',
};

// Upstream paths are named in lib/api/<area>.ts only: components call its functions.
const noUpstreamPaths = {
  ...serverOnly,
  paths: [
    { name: '@/lib/api/bff', importNames: ['callApi', 'bff'], message: 'Call a function of lib/api/<area>.ts: no upstream path is written inside components/.' },
    { name: '@mui/material/Dialog', message: 'Use Dialog from components/common/dialogs/Dialog.tsx: back closes it on phones.' },
    { name: 'next/link', message: 'Use Link from components/common/nav/Link.tsx: it prefetches when pointed at, not on sight (issue 15).' },
  ],
};

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['packages/qa-kit/dist/**', '.next/**', 'scripts/bench/floor/.next/**', 'node_modules/**', 'playwright-report/**', 'test-results/**', 'next-env.d.ts'],
  },
  {
    // Playwright fixtures hand their value to a function named `use`, which is not React's.
    files: ['packages/qa-kit/**', 'tests/e2e/**', 'examples/qa/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['components/**', 'lib/api/**', 'lib/contract/**', 'lib/menu/**', 'lib/i18n/**', 'lib/theme/**', 'lib/format/**', 'lib/settings/**'],
    rules: { 'no-restricted-imports': ['error', serverOnly] },
  },
  {
    files: ['components/**', 'lib/**', 'app/**', 'proxy.ts', 'instrumentation.ts'],
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...zones, libZone] }],
      // A screen's lazy import in the manifest is loaded when shown, never while modules load.
      'import/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
    },
  },
  {
    files: [MANIFEST],
    rules: {
      'import/no-restricted-paths': ['error', { zones }],
      'no-restricted-imports': ['error', { ...serverOnly, patterns: [...serverOnly.patterns, ...lazyScreens.patterns] }],
    },
  },
  {
    files: ['components/**'],
    ignores: ['components/common/dialogs/Dialog.tsx', 'components/common/nav/Link.tsx'],
    rules: { 'no-restricted-imports': ['error', noUpstreamPaths] },
  },
  {
    files: ['components/**', 'app/**'],
    ignores: ['components/common/forms/Form.tsx'],
    rules: { 'no-restricted-syntax': ['error', typedLinks, ...bareForms, typographyColors] },
  },
];

export default config;
