/**
 * `npm run bench:api`: requests/s and p99 latency of GET /api/space and
 * GET /api/space/{id}/property on a catalogue of 300 spaces, 100 properties and
 * 6000 links, served by the real built server on a fresh embedded database (and
 * on a fresh database of the PostgreSQL server on 127.0.0.1:5432 when one
 * answers). The load comes from autocannon in a second process on loopback.
 *
 * `npm run bench:api -- --catalogue pibase [--scale 10]` (or just `-- --scale 10`):
 * the scale benchmark of docs/performance.md (test/bench/api-scale.ts); `--reads theorem,property`
 * measures only the reads so named, `--skip-pages` leaves out Chromium,
 * `--pages-only` measures only the pages in Chromium.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { runScaleBench } from './api-scale';
import { discoveryRows } from './discovery-rows';
import { DISCARD_BODIES, loginAs, postgresAnswers, psql } from './bench-server';

const ROOT = resolve(__dirname, '..', '..', '..');
const SERVER = join(ROOT, 'dist', 'backend', 'main.js');
const CLI = join(ROOT, 'dist', 'backend', 'cli', 'main.js');
const AUTOCANNON = require.resolve('autocannon/autocannon.js');
const SECONDS = Number(process.env.BENCH_SECONDS) || 10;
const CONNECTIONS = 10;
const SPACES = 300;
const PROPERTIES = 100;
const LINKS_PER_SPACE = 20;
const THEOREMS = 40;

interface Figures { target: string; endpoint: string; requestsPerSecond: number; p99Ms: number; errors: number; non2xx: number }

/** A deterministic catalogue in the backup format (docs/backup-format.md). */
function benchCatalogue() {
  const spaces = Array.from({ length: SPACES }, (_, i) => ({
    id: i + 1, symbol: `$X_{${i + 1}}$`, norm: `$\\|x\\|_{${i + 1}}$`, description: `Bench space ${i + 1}.`, field: 'REAL_OR_COMPLEX', references: [],
  }));
  const properties = Array.from({ length: PROPERTIES }, (_, i) => ({
    id: i + 1, name: `Bench property ${i + 1}`, description: `Property number ${i + 1}.`, field: 'REAL_OR_COMPLEX', references: [],
  }));
  const spaceLinks = spaces.flatMap((s) =>
    Array.from({ length: LINKS_PER_SPACE }, (_, k) => ({
      spaceId: s.id, propertyId: ((s.id * 7 + k * 3) % PROPERTIES) + 1, field: k % 2 ? 'REAL_AND_COMPLEX' : 'NOT_REAL_AND_NOT_COMPLEX', description: '', references: [],
    })),
  );
  const unique = new Map(spaceLinks.map((l) => [`${l.spaceId}/${l.propertyId}`, l]));
  // Chains p → p+1 on properties the links above leave mostly open, so the engine has work.
  const theorems = Array.from({ length: THEOREMS }, (_, i) => ({
    id: i + 1, name: `Bench theorem ${i + 1}`, description: '',
    conditions: [{ propertyId: 51 + i, field: 'REAL_AND_COMPLEX' }],
    conclusions: [{ propertyId: 52 + i, field: 'REAL_AND_COMPLEX' }],
    references: [],
  }));
  return {
    format: 'banach-catalogue-backup', version: 1, exportedAt: new Date().toISOString(),
    spaces, properties, spaceLinks: [...unique.values()], theorems,
    differentialEquations: [], differentialEquationProperties: [], differentialEquationLinks: [],
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      // Default: the bench catalogue, or π-Base when a --scale is given.
      catalogue: { type: 'string' },
      scale: { type: 'string' },
      database: { type: 'string', default: 'embedded' },
      // --catalogue pibase only: measure just the reads whose name contains one of these words; leave out Chromium.
      reads: { type: 'string' },
      'skip-pages': { type: 'boolean', default: false },
      // --catalogue pibase only: no API reads, only the pages in Chromium (test/bench/page-load.ts).
      'pages-only': { type: 'boolean', default: false },
    },
    strict: true,
  });
  const catalogue = values.catalogue ?? (values.scale ? 'pibase' : 'bench');
  if (catalogue === 'pibase') {
    return runScaleBench({ scale: Number(values.scale ?? 1), database: values.database!, reads: values.reads, skipPages: values['skip-pages'], pagesOnly: values['pages-only'] });
  }
  if (catalogue !== 'bench') throw new Error('--catalogue is bench (default) or pibase');
  if (values.scale) throw new Error('--scale goes with --catalogue pibase');
  const targets: Array<{ name: string; env: () => Promise<{ env: NodeJS.ProcessEnv; cleanup: () => void }> }> = [
    { name: 'embedded', env: embeddedTarget },
  ];
  if (postgresAnswers()) targets.push({ name: 'postgresql', env: postgresTarget });
  else console.log('PostgreSQL on 127.0.0.1:5432 does not answer: embedded database only.');

  const figures: Figures[] = [];
  for (const target of targets) {
    const { env, cleanup } = await target.env();
    try {
      figures.push(...(await benchTarget(target.name, env)));
    } finally {
      cleanup();
    }
  }
  console.log(`\nGET throughput, ${CONNECTIONS} connections, ${SECONDS} s per endpoint, ${SPACES} spaces / ${PROPERTIES} properties`);
  // Other work on the machine shares its cores with the server and autocannon: the load average says how much.
  console.log(`(machine load average over the last minute at the end: ${loadavg()[0].toFixed(1)} on ${cpus().length} cores)`);
  console.table(figures.map((f) => ({ database: f.target, endpoint: f.endpoint, 'requests/s': f.requestsPerSecond, 'p99 ms': f.p99Ms, errors: f.errors, non2xx: f.non2xx })));
  if (figures.some((f) => f.errors > 0 || f.non2xx > 0)) throw new Error('Some benchmark requests failed.');
}

async function embeddedTarget() {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-bench-'));
  return { env: { DATA_DIR: dataDir }, cleanup: () => rmSync(dataDir, { recursive: true, force: true }) };
}

async function postgresTarget() {
  const name = `api_bench_${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'api-bench-pg-'));
  psql(`CREATE DATABASE ${name}`);
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${name}` },
    cleanup: () => {
      psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function benchTarget(target: string, extraEnv: NodeJS.ProcessEnv): Promise<Figures[]> {
  const env = { ...process.env, ...extraEnv, PORT: '0', HOST: '127.0.0.1', CATALOGUE_EMPTY: '1', SESSION_SECRET: randomBytes(32).toString('hex') };
  const email = 'bench-admin@example.org';
  const password = randomBytes(12).toString('base64url');
  const cli = spawnSync(process.execPath, [CLI, 'create-admin', '--email', email, '--password', password], { env, encoding: 'utf8' });
  if (cli.status !== 0) throw new Error(`create-admin failed: ${cli.stderr}${cli.stdout}`);

  const { child, baseUrl } = await startServer(env);
  try {
    const session = await loginAs(baseUrl, email, password);
    const started = Date.now();
    await session.post('/api/admin/import', benchCatalogue());
    console.log(`[${target}] imported ${SPACES} spaces, ${PROPERTIES} properties in ${Date.now() - started} ms`);
    const spaces = (await (await fetch(`${baseUrl}/api/space`)).json()) as Array<{ id: number }>;
    if (spaces.length !== SPACES) throw new Error(`expected ${SPACES} spaces, the server lists ${spaces.length}`);
    const spaceId = spaces[Math.floor(SPACES / 2)].id;
    const results: Figures[] = [];
    for (const endpoint of ['/api/space', `/api/space/${spaceId}/property`]) {
      results.push({ target, endpoint, ...(await autocannon(`${baseUrl}${endpoint}`)) });
      const last = results[results.length - 1];
      console.log(`[${target}] GET ${endpoint}: ${last.requestsPerSecond} req/s, p99 ${last.p99Ms} ms`);
    }
    for (const row of await discoveryRows(baseUrl, target)) {
      results.push({ target, endpoint: row.endpoint, ...(await autocannon(`${baseUrl}${row.path}`)) });
      const last = results[results.length - 1];
      console.log(`[${target}] GET ${row.path}: ${last.requestsPerSecond} req/s, p99 ${last.p99Ms} ms`);
    }
    return results;
  } finally {
    await stopServer(child);
  }
}

/** Starts dist/backend/main.js and waits for its "listening on" line to learn the port. */
function startServer(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; baseUrl: string }> {
  const child = spawn(process.execPath, [SERVER], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`server did not start in 60 s:\n${output}`)), 60_000);
    const watch = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on http:\/\/[^:]+:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        done({ child, baseUrl: `http://127.0.0.1:${match[1]}` });
      }
    };
    child.stdout!.on('data', watch);
    child.stderr!.on('data', watch);
    child.on('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

/** One autocannon run in its own process, so the load generator does not share the server's event loop. */
function autocannon(url: string): Promise<{ requestsPerSecond: number; p99Ms: number; errors: number; non2xx: number }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['-r', DISCARD_BODIES, AUTOCANNON, '--json', '-c', String(CONNECTIONS), '-d', String(SECONDS), url], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => {
      if (code !== 0) return fail(new Error(`autocannon exited with ${code}`));
      const result = JSON.parse(out) as { requests: { average: number }; latency: { p99: number }; errors: number; non2xx: number };
      done({ requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99, errors: result.errors, non2xx: result.non2xx });
    });
  });
}

// `--writes`: reads and 20 % writes at 50 connections on PostgreSQL (test/bench/api-writes.ts);
// `--changes`: /api/changes and histories at 100,000 changes (test/bench/api-changes.ts).
const chosen = process.argv.includes('--writes')
  ? import('./api-writes').then((writes) => writes.main())
  : process.argv.includes('--changes')
    ? import('./api-changes').then((changes) => changes.main())
    : main();
chosen.catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
