/**
 * Jest's projects, one per suite (the README's "Tests" table; `npm run test:<project>`):
 * - unit: the suites beside the code in rules/, kb/ and backend/ (seconds, no build);
 * - engine: the engine on π-Base's data, the offline CLI commands and the starter
 *   catalogue's content (test/engine, test/content; no build);
 * - api-embedded and api-postgres: the built server over HTTP (test/api), once on
 *   the embedded database and once on the PostgreSQL server (API_DB, set by
 *   test/support/mode-*.ts); suites named *.postgres.spec.ts run on PostgreSQL only,
 *   and the data directory's lock (test/ops) on the embedded database only.
 * test/e2e is Playwright's. `npx jest` runs every project.
 */
const base = {
  testEnvironment: 'node',
  testMatch: ['**/*.spec.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { isolatedModules: true }] },
};

module.exports = {
  testTimeout: 60000,
  projects: [
    {
      ...base,
      displayName: 'unit',
      roots: ['<rootDir>/rules', '<rootDir>/kb', '<rootDir>/backend'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    },
    {
      ...base,
      displayName: 'engine',
      roots: ['<rootDir>/test/engine', '<rootDir>/test/content'],
    },
    {
      ...base,
      displayName: 'api-embedded',
      roots: ['<rootDir>/test/api', '<rootDir>/test/ops'],
      // *.postgres.spec.ts: several server processes on one database, which only a real PostgreSQL admits.
      testPathIgnorePatterns: ['/node_modules/', '\\.postgres\\.spec\\.ts$'],
      setupFiles: ['<rootDir>/test/support/mode-embedded.ts'],
    },
    {
      ...base,
      displayName: 'api-postgres',
      roots: ['<rootDir>/test/api'],
      setupFiles: ['<rootDir>/test/support/mode-postgres.ts'],
    },
  ],
};
