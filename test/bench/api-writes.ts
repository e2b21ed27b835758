/**
 * `npm run bench:api -- --writes`: reads and writes at once on a real
 * PostgreSQL (issue 12 item 8). The real built server on a fresh database of
 * the PostgreSQL server on 127.0.0.1:5432 (DATABASE_POOL_SIZE as set, default
 * 10), the bench catalogue of 300 spaces, then 50 connections for
 * BENCH_SECONDS (default 10): first reads only, then 20 % writes. Reads are
 * GET /api/space/{id}/property, /api/space/{id} and /api/space; writes are
 * saves of a space (its description) and of a stored link (its description).
 * Prints p50/p99 of reads and writes, and the CPU time per request of the
 * server and of its PostgreSQL backends (comparable on a busy machine, where
 * latencies are not); the target is write p99 ≤ 200 ms with read p99 as
 * without writes. Then what the change log's rows weigh and what their
 * INSERT costs PostgreSQL, a row replayed (change-log-share.ts).
 *
 * `npm run bench:api -- --writes --baseline <checkout>`: the same bench, run
 * alternately on the server built in <checkout> (its dist/, e.g. a worktree of
 * an older commit after `npm run build:server` there) and on this one,
 * BENCH_ROUNDS times each (default 3); prints each run and the medians, and
 * this build's write latency as a ratio of the baseline's: on a shared
 * machine only runs interleaved like this compare.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BENCH_PROPERTIES, BENCH_SPACES, benchCatalogue } from './bench-catalogue';
import { changeLogShare, type ChangeLogShare } from './change-log-share';
import { CLI, loginAs, median, percentile, PG_ADMIN_URL, postgresAnswers, psql, SERVER, startServer, stopServer } from './bench-server';

const ROUNDS = Number(process.env.BENCH_ROUNDS) || 3;
const SECONDS = Number(process.env.BENCH_SECONDS) || 10;
const CONNECTIONS = 50;
/** BENCH_WRITE_SHARE (e.g. 1: writes only, to see the CPU time of a write) changes the second phase; the target is for 0.2. */
const WRITE_SHARE = Number(process.env.BENCH_WRITE_SHARE) || 0.2;

interface Phase { phase: string; reads: number[]; writes: number[]; failures: string[]; seconds: number; serverCpu: number | null; databaseCpu: number | null; log?: ChangeLogShare | null }

export async function main(): Promise<void> {
  const at = process.argv.indexOf('--baseline');
  if (at < 0) {
    await run(SERVER, CLI);
    return;
  }
  const baseline = resolve(process.argv[at + 1] ?? '');
  const builds = [
    { build: `baseline (${baseline})`, server: join(baseline, 'dist', 'backend', 'main.js'), cli: join(baseline, 'dist', 'backend', 'cli', 'main.js') },
    { build: 'this build', server: SERVER, cli: CLI },
  ];
  for (const b of builds) if (!existsSync(b.server)) throw new Error(`No built server at ${b.server}: npm run build:server there first.`);
  const runs: Array<{ build: string; phase: Phase }> = [];
  for (let round = 0; round < ROUNDS; round++) {
    // Alternate which goes first, so a slow spell of the machine falls on both.
    for (const b of round % 2 ? [...builds].reverse() : builds) {
      console.log(`\n— round ${round + 1}: ${b.build}`);
      runs.push({ build: b.build, phase: (await run(b.server, b.cli)).at(-1)! });
    }
  }
  const medians = builds.map((b) => {
    const mine = runs.filter((r) => r.build === b.build).map((r) => r.phase);
    return {
      build: b.build,
      'write p50 ms': median(mine.map((p) => percentile(p.writes, 0.5))),
      'write p99 ms': median(mine.map((p) => percentile(p.writes, 0.99))),
      'read p99 ms': median(mine.map((p) => percentile(p.reads, 0.99))),
      'server CPU µs/request': Math.round(median(mine.map((p) => p.serverCpu ?? 0))),
      'PostgreSQL CPU µs/request': Math.round(median(mine.map((p) => p.databaseCpu ?? 0))),
      'log INSERT µs/row': median(mine.map((p) => (p.log ? p.log.planMicros + p.log.executeMicros : 0))),
    };
  });
  console.log(`\nMedians of ${ROUNDS} interleaved runs each (${WRITE_SHARE * 100} % writes):`);
  console.table(medians);
  const [before, after] = medians;
  const ratio = (key: 'write p50 ms' | 'write p99 ms') => `${(((after[key] - before[key]) / before[key]) * 100).toFixed(0)} %`;
  console.log(`This build's write latency against the baseline's: p50 ${ratio('write p50 ms')}, p99 ${ratio('write p99 ms')}.`);
}

/** One run of the bench with the server and command line at these paths; its phases. */
async function run(server: string, cliPath: string): Promise<Phase[]> {
  if (!postgresAnswers()) {
    throw new Error('The writes bench needs the PostgreSQL server on 127.0.0.1:5432.');
  }
  const name = `api_writes_${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'api-writes-'));
  psql(`CREATE DATABASE ${name}`);
  const env: NodeJS.ProcessEnv = {
    ...process.env, DATA_DIR: dataDir, DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${name}`,
    PORT: '0', HOST: '127.0.0.1', CATALOGUE_EMPTY: '1', SESSION_SECRET: randomBytes(32).toString('hex'), AUTH_RATE_LIMIT: '1000',
  };
  let child: ChildProcess | null = null;
  try {
    const email = 'bench-admin@example.org';
    const password = randomBytes(12).toString('base64url');
    const catalogueFile = join(dataDir, 'bench-catalogue.json');
    writeFileSync(catalogueFile, JSON.stringify(benchCatalogue()));
    for (const args of [['create-admin', '--email', email, `--password=${password}`], ['seed', '--file', catalogueFile]]) {
      const cli = spawnSync(process.execPath, [cliPath, ...args], { env, encoding: 'utf8' });
      if (cli.status !== 0) throw new Error(`${args[0]} failed: ${cli.stderr}${cli.stdout}`);
    }
    const started = await startServer(env, { server });
    child = started.child;
    const session = await loginAs(started.baseUrl, email, password);
    const links = benchCatalogue().spaceLinks;

    const phases: Phase[] = [];
    for (const [phase, share] of [['reads only', 0], [`${WRITE_SHARE * 100} % writes`, WRITE_SHARE]] as const) {
      // CPU time, not wall time, is what a busy shared machine leaves comparable between runs.
      const cpuBefore = { server: cpuMicros(child.pid!), database: databaseCpuMicros(name) };
      const result = await load(session, links, share);
      const serverCpu = cpuMicros(child.pid!);
      const databaseCpu = databaseCpuMicros(name);
      const requests = result.reads.length + result.writes.length;
      phases.push({
        phase,
        ...result,
        serverCpu: serverCpu !== null && cpuBefore.server !== null ? (serverCpu - cpuBefore.server) / requests : null,
        databaseCpu: databaseCpu.total !== null ? cpuSince(databaseCpu, cpuBefore.database) / requests : null,
      });
      console.log(`[${phase}] ${result.reads.length} reads, ${result.writes.length} writes, ${result.failures.length} failures in ${result.seconds.toFixed(1)} s`);
    }
    const log = changeLogShare(env.DATABASE_URL!);
    phases[phases.length - 1].log = log;
    console.log(`\nPostgreSQL, pool ${process.env.DATABASE_POOL_SIZE || 10}, ${CONNECTIONS} connections, ${SECONDS} s per phase, ${BENCH_SPACES} spaces / ${BENCH_PROPERTIES} properties`);
    console.log(`(machine load average over the last minute at the end: ${loadavg()[0].toFixed(1)} on ${cpus().length} cores)`);
    console.table(
      phases.map((p) => ({
        phase: p.phase,
        'reads/s': Math.round(p.reads.length / p.seconds),
        'read p50 ms': percentile(p.reads, 0.5),
        'read p99 ms': percentile(p.reads, 0.99),
        'writes/s': Math.round(p.writes.length / p.seconds),
        'write p50 ms': percentile(p.writes, 0.5),
        'write p99 ms': percentile(p.writes, 0.99),
        'server CPU µs/request': p.serverCpu === null ? '–' : Math.round(p.serverCpu),
        'PostgreSQL CPU µs/request': p.databaseCpu === null ? '–' : Math.round(p.databaseCpu),
        failures: p.failures.length,
      })),
    );
    console.log(
      log
        ? `Change log: ${log.rows} rows, ${log.rowBytes} B of data a row (${log.tableBytes} B in the table, ${log.indexBytes} B in its indexes); its INSERT, a row replayed: planning ${log.planMicros} µs, execution ${log.executeMicros} µs (medians)`
        : 'Change log: none written',
    );
    console.log('Target (issue 12): write p99 ≤ 200 ms with 20 % writes, read p99 about that of reads only.');
    const failures = phases.flatMap((p) => p.failures);
    if (failures.length) throw new Error(`Some requests failed, e.g. ${failures.slice(0, 3).join('; ')}`);
    return phases;
  } finally {
    if (child) await stopServer(child);
    psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

type Session = { request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<number> };

/** CONNECTIONS workers, each one request at a time, for SECONDS: a write with probability `writeShare`, else a read. */
async function load(session: Session, links: Array<{ spaceId: number; propertyId: number; field: string }>, writeShare: number) {
  const reads: number[] = [];
  const writes: number[] = [];
  const failures: string[] = [];
  const start = performance.now();
  const end = start + SECONDS * 1000;
  let n = 0;
  const worker = async () => {
    while (performance.now() < end) {
      const i = n++;
      const space = (i * 37) % BENCH_SPACES + 1;
      const write = Math.random() < writeShare;
      let method: 'GET' | 'POST' = 'GET';
      let path: string;
      let body: unknown;
      if (write) {
        method = 'POST';
        if (i % 2) {
          path = `/api/space/${space}`;
          body = { symbol: `$X_{${space}}$`, field: 'REAL_OR_COMPLEX', description: `Bench space ${space}, save ${i}.` };
        } else {
          const link = links[i % links.length];
          path = `/api/space/${link.spaceId}/property/${link.propertyId}`;
          body = { field: link.field, description: `Save ${i}.` };
        }
      } else {
        path = [`/api/space/${space}/property`, `/api/space/${space}`, '/api/space'][i % 3];
      }
      const t = performance.now();
      try {
        const status = await session.request(method, path, body);
        if (status !== 200) failures.push(`${method} ${path}: ${status}`);
      } catch (error) {
        failures.push(`${method} ${path}: ${error instanceof Error ? error.message : String(error)}`);
      }
      (write ? writes : reads).push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return { reads, writes, failures, seconds: (performance.now() - start) / 1000 };
}

/** user + system CPU time of a process in µs, from /proc/<pid>/stat (clock ticks of 10 ms); null without /proc. */
function cpuMicros(pid: number): number | null {
  const file = `/proc/${pid}/stat`;
  if (!existsSync(file)) return null;
  const fields = readFileSync(file, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** The CPU time of each PostgreSQL backend serving the bench database (same machine only), by pid. */
function databaseCpuMicros(database: string): { total: number | null; byPid: Map<number, number> } {
  const pids = spawnSync('psql', [PG_ADMIN_URL, '-tAc', `select pid from pg_stat_activity where datname = '${database}'`], { encoding: 'utf8' }).stdout ?? '';
  const byPid = new Map<number, number>();
  for (const pid of pids.split('\n').map(Number).filter(Boolean)) {
    const cpu = cpuMicros(pid);
    if (cpu !== null) byPid.set(pid, cpu);
  }
  return { total: byPid.size ? [...byPid.values()].reduce((a, b) => a + b, 0) : null, byPid };
}

/** CPU time the backends used since `before` (a backend started since counts from zero). */
function cpuSince(after: { byPid: Map<number, number> }, before: { byPid: Map<number, number> }): number {
  let used = 0;
  for (const [pid, cpu] of after.byPid) used += cpu - (before.byPid.get(pid) ?? 0);
  return used;
}
