/**
 * The browser suite: Debian's Chromium against the real built server on a fresh
 * embedded database, started once by global-setup.ts. One worker, because the
 * suites share that server.
 */
import { defineConfig } from '@playwright/test';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');

export default defineConfig({
  testDir: __dirname,
  testMatch: '**/*.spec.ts',
  outputDir: path.join(root, 'test-results', 'e2e-artifacts'),
  globalSetup: path.join(__dirname, 'support', 'global-setup.ts'),
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
    viewport: { width: 1280, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
