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
 * `--pages-only` measures only the pages in Chromium, `--relations` adds the
 * generated relations and times relation writes (test/bench/api-relations.ts).
 */
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { runScaleBench } from './api-scale';
import { BENCH_PROPERTIES, BENCH_SPACES, benchCatalogue } from './bench-catalogue';
import { discoveryRows } from './discovery-rows';
import { autocannon, cli, CONNECTIONS, embeddedTarget, loginAs, postgresAnswers, postgresTarget, serverEnv, startServer, stopServer, type Target } from './bench-server';

const SECONDS = Number(process.env.BENCH_SECONDS) || 10;

interface Figures { target: string; endpoint: string; requestsPerSecond: number; p99Ms: number; errors: number; non2xx: number }

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
      // --catalogue pibase only: with the generated relations (test/bench/api-relations.ts).
      relations: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const catalogue = values.catalogue ?? (values.scale ? 'pibase' : 'bench');
  if (catalogue === 'pibase') {
    return runScaleBench({ scale: Number(values.scale ?? 1), database: values.database!, reads: values.reads, skipPages: values['skip-pages'], pagesOnly: values['pages-only'], relations: values.relations });
  }
  if (catalogue !== 'bench') throw new Error('--catalogue is bench (default) or pibase');
  if (values.scale) throw new Error('--scale goes with --catalogue pibase');
  const targets: Array<{ name: string; target: () => Promise<Target> }> = [{ name: 'embedded', target: embeddedTarget }];
  if (postgresAnswers()) targets.push({ name: 'postgresql', target: postgresTarget });
  else console.log('PostgreSQL on 127.0.0.1:5432 does not answer: embedded database only.');

  const figures: Figures[] = [];
  for (const target of targets) {
    const chosen = await target.target();
    try {
      figures.push(...(await benchTarget(target.name, chosen)));
    } finally {
      chosen.cleanup();
    }
  }
  console.log(`\nGET throughput, ${CONNECTIONS} connections, ${SECONDS} s per endpoint, ${BENCH_SPACES} spaces / ${BENCH_PROPERTIES} properties`);
  // Other work on the machine shares its cores with the server and autocannon: the load average says how much.
  console.log(`(machine load average over the last minute at the end: ${loadavg()[0].toFixed(1)} on ${cpus().length} cores)`);
  console.table(figures.map((f) => ({ database: f.target, endpoint: f.endpoint, 'requests/s': f.requestsPerSecond, 'p99 ms': f.p99Ms, errors: f.errors, non2xx: f.non2xx })));
  if (figures.some((f) => f.errors > 0 || f.non2xx > 0)) throw new Error('Some benchmark requests failed.');
}

async function benchTarget(target: string, database: Target): Promise<Figures[]> {
  const env = serverEnv(database);
  const email = 'bench-admin@example.org';
  const password = randomBytes(12).toString('base64url');
  cli(env, ['create-admin', '--email', email, `--password=${password}`]);

  const { child, baseUrl } = await startServer(env);
  try {
    const session = await loginAs(baseUrl, email, password);
    const started = Date.now();
    await session.post('/api/admin/import', benchCatalogue());
    console.log(`[${target}] imported ${BENCH_SPACES} spaces, ${BENCH_PROPERTIES} properties in ${Date.now() - started} ms`);
    const spaces = (await (await fetch(`${baseUrl}/api/space`)).json()) as Array<{ id: number }>;
    if (spaces.length !== BENCH_SPACES) throw new Error(`expected ${BENCH_SPACES} spaces, the server lists ${spaces.length}`);
    const spaceId = spaces[Math.floor(BENCH_SPACES / 2)].id;
    const results: Figures[] = [];
    for (const endpoint of ['/api/space', `/api/space/${spaceId}/property`]) {
      results.push({ target, endpoint, ...(await autocannon(`${baseUrl}${endpoint}`, SECONDS)) });
      const last = results[results.length - 1];
      console.log(`[${target}] GET ${endpoint}: ${last.requestsPerSecond} req/s, p99 ${last.p99Ms} ms`);
    }
    for (const row of await discoveryRows(baseUrl, target)) {
      results.push({ target, endpoint: row.endpoint, ...(await autocannon(`${baseUrl}${row.path}`, SECONDS)) });
      const last = results[results.length - 1];
      console.log(`[${target}] GET ${row.path}: ${last.requestsPerSecond} req/s, p99 ${last.p99Ms} ms`);
    }
    return results;
  } finally {
    await stopServer(child);
  }
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
