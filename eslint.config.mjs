import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// Flat config. Besides Next's rules it fences the server-only code (DESIGN rule 4):
// components/ and the client libraries may not import lib/upstream or lib/session, so the
// token, csrf and AES key cannot end up in a browser bundle.
const serverOnly = {
  patterns: [
    {
      group: ['@/lib/upstream', '@/lib/upstream/*', '@/lib/session', '@/lib/session/*', '@/lib/store', '@/lib/store/*', '**/lib/upstream/*', '**/lib/session/*', '**/lib/store/*'],
      message: 'lib/upstream, lib/session and lib/store are server-only (DESIGN rule 4): call the BFF through lib/api instead.',
    },
  ],
};

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', 'node_modules/**', 'playwright-report/**', 'test-results/**', 'next-env.d.ts'],
  },
  {
    files: ['components/**', 'lib/api/**', 'lib/contract/**', 'lib/menu/**', 'lib/i18n/**', 'lib/theme/**', 'lib/format/**', 'lib/settings/**'],
    rules: { 'no-restricted-imports': ['error', serverOnly] },
  },
];

export default config;
