#!/usr/bin/env node
/**
 * `npm test`: runs the linter and the type checks (`npm run lint`, `npm run
 * typecheck`: backend, kb, rules, the test tree, the frontend, test/e2e), builds
 * the app, runs every Jest suite (units, engine, API on the embedded database
 * and on PostgreSQL) and the Playwright suite in Chromium, then prints one
 * closing line "N passed, N failed" over both runners.
 */
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const results = path.join(root, 'test-results');
fs.mkdirSync(results, { recursive: true });

function run(command, args, env = {}) {
  const r = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

for (const check of ['lint', 'typecheck']) {
  if (run('npm', ['run', check]) !== 0) {
    console.error(`${check} failed`);
    process.exit(1);
  }
}

if (run('npm', ['run', 'build']) !== 0) {
  console.error('build failed');
  process.exit(1);
}

const jestFile = path.join(results, 'jest.json');
const jestStatus = run('npx', ['jest', '--json', `--outputFile=${jestFile}`, ...process.argv.slice(2)]);

const pwFile = path.join(results, 'playwright.json');
const pwStatus = run('npx', ['playwright', 'test', '--config', 'test/e2e/playwright.config.ts', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: pwFile,
});

const jest = readJson(jestFile);
const pw = readJson(pwFile);
const passed = (jest?.numPassedTests ?? 0) + (pw?.stats?.expected ?? 0);
const failed =
  (jest?.numFailedTests ?? 0) + (pw?.stats?.unexpected ?? 0) + (pw?.stats?.flaky ?? 0);
const skipped = (jest?.numPendingTests ?? 0) + (pw?.stats?.skipped ?? 0);
const ok = jestStatus === 0 && pwStatus === 0 && jest && pw && failed === 0 && passed > 0;

console.log(`\njest: ${jest?.numPassedTests ?? 0} passed; playwright: ${pw?.stats?.expected ?? 0} passed`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(ok ? 0 : 1);
