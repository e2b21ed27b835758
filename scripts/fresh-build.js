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

/** The first file or directory (a deleted file changes its directory) newer than `time`, or null. */
function newerThan(entry, time) {
  let stat;
  try {
    stat = fs.statSync(entry);
  } catch {
    return null;
  }
  if (stat.mtimeMs > time) return entry;
  if (!stat.isDirectory()) return null;
  for (const name of fs.readdirSync(entry)) {
    if (SKIP.has(name)) continue;
    const found = newerThan(path.join(entry, name), time);
    if (found) return found;
  }
  return null;
}

/** Why the part must be built (no build yet, or a changed source), or null when it is up to date. */
function staleness(part) {
  let built;
  try {
    built = fs.statSync(stampFile(part)).mtimeMs;
  } catch {
    return 'no build yet';
  }
  for (const source of PARTS[part]) {
    const found = newerThan(path.join(root, source), built);
    if (found) return `${path.relative(root, found)} changed since the last build`;
  }
  return null;
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
  const reason = staleness(part);
  if (!reason) continue;
  const started = Date.now();
  console.error(`Building the ${part} (${reason})…`);
  // The project's own tools first on the PATH, however this script was started.
  const env = { ...process.env, PATH: `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH ?? ''}` };
  const result = spawnSync('npm', ['run', `build:${part}`, '--silent'], { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
  stamp(part, started);
}
