// Unit tests: tests/unit/**/*.test.ts(x), transformed by SWC (fast on 2 cores).
/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/unit'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
  transform: {
    '^.+\\.(t|j|mj)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(nanoid|next-intl|use-intl|icu-minify|@formatjs|intl-messageformat|@schummar)/)'],
  moduleNameMapper: {
    '^server-only$': '<rootDir>/tests/unit/empty.ts',
    '^@/(.*)$': '<rootDir>/$1',
    '^#screens/(.*)$': '<rootDir>/components/$1',
  },
};

export default config;
