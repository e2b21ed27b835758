#!/usr/bin/env node
/**
 * Builds only what is out of date, so `npm start` and `npm run cli` start at
 * once when nothing changed. A part (server: tsc → dist/backend; frontend:
 * vite → dist/frontend) is stale when a file of its sources is newer than the
 * stamp its last successful build left in dist/, or when there is no stamp.
 *
 *   node scripts/fresh-build.js [--server] [--frontend]   build the stale parts (default: both)
 *   node scripts/fresh-build.js --stamp [--server] ...     mark them built (build:server and build:frontend do)
 */
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
/** What each part is built from (the frontend also imports shared types and the rules). */
const PARTS = {
  server: ['backend', 'rules', 'kb', 'test/bench', 'tsconfig.json', 'tsconfig.build.json', 'package-lock.json'],
  frontend: ['frontend', 'backend/src', 'rules', 'kb', 'tsconfig.json', 'package-lock.json'],
};
const SKIP = new Set(['node_modules', 'dist', '.git']);

const args = process.argv.slice(2);
const stampOnly = args.includes('--stamp');
const chosen = Object.keys(PARTS).filter((part) => args.includes(`--${part}`));
const parts = chosen.length ? chosen : Object.keys(PARTS);

const stampFile = (part) => path.join(root, 'dist', `.${part}-built`);

function newestMtime(entry) {
  let stat;
  try {
    stat = fs.statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file changes its directory
  for (const name of fs.readdirSync(entry)) {
    if (!SKIP.has(name)) newest = Math.max(newest, newestMtime(path.join(entry, name)));
  }
  return newest;
}

function isStale(part) {
  let built;
  try {
    built = fs.statSync(stampFile(part)).mtimeMs;
  } catch {
    return true;
  }
  return PARTS[part].some((source) => newestMtime(path.join(root, source)) > built);
}

/** The stamp takes the time the build started, so an edit made during the build still counts as newer. */
function stamp(part, time) {
  fs.mkdirSync(path.join(root, 'dist'), { recursive: true });
  fs.writeFileSync(stampFile(part), `${new Date(time).toISOString()}\n`);
  fs.utimesSync(stampFile(part), time / 1000, time / 1000);
}

for (const part of parts) {
  if (stampOnly) {
    stamp(part, Date.now());
    continue;
  }
  if (!isStale(part)) continue;
  const started = Date.now();
  console.error(`Building the ${part} (its sources changed since the last build)…`);
  const result = spawnSync('npm', ['run', `build:${part}`, '--silent'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  stamp(part, started);
}
