/**
 * `npm run bench:start`: how fast an already-built app serves at π-Base scale.
 * π-Base's catalogue is imported once (as an admin does, POST /api/admin/import)
 * into a fresh database; then, with nothing changed since the build, each run
 * spawns `npm start` (and `node dist/backend/main.js`) and times, from the
 * spawn, its "listening" line, the first page (GET /) and a first /api read
 * (GET /api/space), then stops it; and times `npm run cli -- create-admin`
 * (opens the database, writes one account) from spawn to exit. On the
 * embedded database and on PostgreSQL; target: each within 3 s. Wall time
 * moves with whatever else the machine runs, so the CPU time the started
 * processes spent until the first read (or the CLI until its exit; Linux
 * /proc) is printed too: on an idle machine the wall time cannot be much less.
 *
 *   npm run bench:start [-- --runs 3 --database embedded|postgresql|both]
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { pibaseToBackup, type Pibase } from '../../backend/cli/commands/pibase-to-backup';
import { cli, embeddedTarget, loginAs, median, postgresAnswers, postgresTarget, ROOT, serverEnv, startServer, stopServer, type Target } from './bench-server';
import { PIBASE_FILE } from './pibase-data';

const TARGET_MS = 3000;

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, database: { type: 'string', default: 'both' } } });
const RUNS = Math.max(1, Number(values.runs) || 3);

interface Row { what: string; database: string; times: Record<string, number[]> }

async function main(): Promise<void> {
  // Nothing may be stale, or npm start would build while it is timed.
  const fresh = spawnSync(process.execPath, ['scripts/fresh-build.js'], { cwd: ROOT, stdio: 'inherit' });
  if (fresh.status !== 0) throw new Error('the build failed');
  const databases = values.database === 'both' ? ['embedded', 'postgresql'] : [values.database!];
  if (databases.includes('postgresql') && !postgresAnswers()) throw new Error('PostgreSQL does not answer on 127.0.0.1:5432');
  const rows: Row[] = [];
  for (const database of databases) {
    const target = database === 'postgresql' ? await postgresTarget() : await embeddedTarget();
    try {
      rows.push(...(await benchTarget(database, target)));
    } finally {
      target.cleanup();
    }
  }
  console.log(`\nbench:start — π-Base imported, nothing changed since the build; median of ${RUNS} runs (each run listed), ms from the spawn`);
  console.log(`${cpus().length} × ${cpus()[0]?.model.trim()}, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}; ${new Date().toISOString()}\n`);
  console.log('| start | database | listening | GET / | first /api read | finished | CPU until then | target |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  let missed = 0;
  for (const row of rows) {
    const cell = (key: string) => (row.times[key] ? `${median(row.times[key])} (${row.times[key].join(', ')})` : '');
    const last = median(row.times.read ?? row.times.finished);
    const met = last <= TARGET_MS;
    if (!met) missed++;
    console.log(`| ${row.what} | ${row.database} | ${cell('listening')} | ${cell('page')} | ${cell('read')} | ${cell('finished')} | ${cell('cpu')} | ≤ ${TARGET_MS} ms: ${met ? 'met' : 'MISSED'} |`);
  }
  if (missed) process.exitCode = 1;
}

async function benchTarget(database: string, target: Target): Promise<Row[]> {
  const env = serverEnv(target);
  const email = 'bench-admin@example.org';
  const password = randomBytes(12).toString('base64url');
  cli(env, ['create-admin', '--email', email, `--password=${password}`]);
  const backup = pibaseToBackup(JSON.parse(readFileSync(PIBASE_FILE, 'utf8')) as Pibase) as { spaces: unknown[]; theorems: unknown[] };
  const { child, baseUrl } = await startServer(env);
  try {
    await (await loginAs(baseUrl, email, password)).post('/api/admin/import', backup);
    console.log(`[${database}] imported π-Base: ${backup.spaces.length} spaces, ${backup.theorems.length} theorems`);
  } finally {
    await stopServer(child);
  }
  const starts: Array<[string, string[] | undefined]> = [
    ['npm start', ['npm', 'start']],
    ['node dist/backend/main.js', undefined],
  ];
  const rows: Row[] = starts.map(([what]) => ({ what, database, times: { listening: [], page: [], read: [], cpu: [] } }));
  const cliRow: Row = { what: 'npm run cli -- create-admin', database, times: { finished: [], cpu: [] } };
  for (let run = 0; run < RUNS; run++) {
    for (const [i, [, command]] of starts.entries()) {
      const times = rows[i].times;
      const spawned = performance.now();
      const since = () => Math.round(performance.now() - spawned);
      const server = await startServer(env, { command });
      try {
        times.listening.push(since());
        await expectOk(server.baseUrl, '/', 'text/html');
        times.page.push(since());
        await expectOk(server.baseUrl, '/api/space', 'application/json');
        times.read.push(since());
        times.cpu.push(treeCpuMs(server.child.pid!));
      } finally {
        await stopServer(server.child);
      }
    }
    // The embedded database admits one process: the CLI runs while no server does, as an operator would.
    const spawned = performance.now();
    const cpuBefore = childrenCpuMs();
    const cliRun = spawnSync('npm', ['run', 'cli', '--', 'create-admin', '--email', `bench-${run}@example.org`, `--password=${password}`], { cwd: ROOT, env, encoding: 'utf8' });
    if (cliRun.status !== 0) throw new Error(`npm run cli failed: ${cliRun.stderr}${cliRun.stdout}`);
    if (/Building/.test(cliRun.stderr)) throw new Error(`npm run cli built first: ${cliRun.stderr}`);
    cliRow.times.finished.push(Math.round(performance.now() - spawned));
    cliRow.times.cpu.push(childrenCpuMs() - cpuBefore);
  }
  for (const row of [...rows, cliRow]) console.log(`[${database}] ${row.what}: ${Object.entries(row.times).map(([k, v]) => `${k} ${v.join('/')} ms`).join(', ')}`);
  return [...rows, cliRow];
}

/** /proc/<pid>/stat: [ppid, CPU ms of the process and of its children it has waited for] (clock ticks of 10 ms). */
function stat(pid: string): [number, number] | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return [Number(fields[1]), (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * 10];
  } catch {
    return null;
  }
}

/** CPU ms spent so far by a process and everything it started (npm, its shell, fresh-build, the server). */
function treeCpuMs(root: number): number {
  const processes = new Map<number, [number, number]>();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    const entry = stat(pid);
    if (entry) processes.set(Number(pid), entry);
  }
  let total = 0;
  const queue = [root];
  while (queue.length) {
    const pid = queue.pop()!;
    total += processes.get(pid)?.[1] ?? 0;
    for (const [child, [parent]] of processes) if (parent === pid) queue.push(child);
  }
  return total;
}

/** CPU ms of this process's children it has waited for (a spawnSync'ed command, once it returned). */
function childrenCpuMs(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  return (Number(fields[13]) + Number(fields[14])) * 10;
}

async function expectOk(baseUrl: string, path: string, type: string): Promise<void> {
  const res = await fetch(baseUrl + path);
  const body = await res.arrayBuffer();
  if (res.status !== 200 || !(res.headers.get('content-type') ?? '').startsWith(type) || body.byteLength === 0) {
    throw new Error(`GET ${path}: ${res.status} ${res.headers.get('content-type')}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
