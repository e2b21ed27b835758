/** Jest runs the unit suites beside the code and the integration suites in test/ (not test/e2e: that is Playwright's). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/rules', '<rootDir>/kb', '<rootDir>/backend', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/test/e2e/'],
  transform: { '^.+\\.ts$': ['ts-jest', { isolatedModules: true }] },
  testTimeout: 60000,
};
