/**
 * Jest runs the unit suites beside the code and the integration suites in test/
 * (not test/e2e: that is Playwright's). The API suites (test/api) run twice:
 * once on the embedded database, once on the PostgreSQL server (API_DB, set by
 * test/support/mode-*.ts). `npx jest` runs all projects;
 * `npx jest --selectProjects api-embedded` one of them. Suites named
 * *.postgres.spec.ts run on PostgreSQL only.
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
      roots: ['<rootDir>/rules', '<rootDir>/kb', '<rootDir>/backend', '<rootDir>/test'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/test/e2e/', '<rootDir>/test/api/'],
    },
    {
      ...base,
      displayName: 'api-embedded',
      roots: ['<rootDir>/test/api'],
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
