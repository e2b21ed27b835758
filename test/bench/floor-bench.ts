/**
 * `npm run bench:floor`: the cost of what runs before any controller. Starts,
 * in the same run, a bare NestJS app (bare-nest.ts) and our built server (fresh
 * embedded database, empty catalogue), then measures with autocannon (10
 * connections, in its own process) the bare app's {ok: true} route and its 404,
 * and our answer to an unmatched /api route (helmet, cookies, CSRF, body limit,
 * the 404 in the API's error shape: everything but a controller). Rounds
 * alternate between the two so that other load on the machine hits both alike;
 * the medians and the ratio ours / bare are printed, for a client without
 * cookies (each answer signs it a fresh csrf token) and for a returning one
 * that sends its csrf cookie (checked instead). On a shared machine
 * req/s also moves with what else runs, so the server processes' own CPU time
 * per request (Linux /proc) is printed too: the cost that does not depend on
 * the neighbours, and its ratio.
 *
 *   npm run bench:floor [-- --seconds 5 --rounds 3]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { median } from './bench-server';

const ROOT = resolve(__dirname, '..', '..', '..');
const SERVER = join(ROOT, 'dist', 'backend', 'main.js');
const BARE = join(__dirname, 'bare-nest.js');
const AUTOCANNON = require.resolve('autocannon/autocannon.js');
const CONNECTIONS = 10;

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}
const SECONDS = option('seconds', 5);
const ROUNDS = option('rounds', 3);

interface Figures {
  requestsPerSecond: number;
  p99Ms: number;
  statusCodes: string;
  /** CPU time the server process spent per request, in µs (null without /proc). */
  cpuMicros: number | null;
}

/** user + system CPU time of a process in µs, from /proc/<pid>/stat (clock ticks of 10 ms). */
function cpuTime(pid: number): number | null {
  const file = `/proc/${pid}/stat`;
  if (!existsSync(file)) return null;
  const fields = readFileSync(file, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'catalogue-floor-'));
  const servers: ChildProcess[] = [];
  try {
    const bare = await start(BARE, {});
    servers.push(bare.child);
    const ours = await start(SERVER, { DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', CATALOGUE_EMPTY: '1', SESSION_SECRET: randomBytes(16).toString('hex') });
    servers.push(ours.child);
    const cases = [
      { name: 'bare NestJS: GET /ok ({ok: true})', url: `${bare.url}/ok`, pid: bare.child.pid! },
      { name: 'bare NestJS: GET /api/nothing (its 404)', url: `${bare.url}/api/nothing`, pid: bare.child.pid! },
      { name: 'ours: GET /api/nothing (unmatched /api route)', url: `${ours.url}/api/nothing`, pid: ours.child.pid! },
      // A returning browser sends the csrf cookie it was given: its check replaces the signing of a new one.
      { name: 'ours, the same with its csrf cookie', url: `${ours.url}/api/nothing`, pid: ours.child.pid!, headers: { Cookie: await csrfCookie(ours.url) } },
    ];
    // Warm both up (JIT, connection pools) before measuring.
    for (const c of cases) await autocannon(c.url, 1, c.pid, c.headers);
    const runs = new Map<string, Figures[]>(cases.map((c) => [c.name, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const c of cases) runs.get(c.name)!.push(await autocannon(c.url, SECONDS, c.pid, c.headers));
    }
    console.log(`bench:floor — ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s each; ${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}; ${new Date().toISOString()}`);
    const medians = new Map<string, number>();
    const cpuMedians = new Map<string, number>();
    for (const c of cases) {
      const figures = runs.get(c.name)!;
      const rps = median(figures.map((f) => f.requestsPerSecond));
      medians.set(c.name, rps);
      const cpu = figures.every((f) => f.cpuMicros !== null) ? median(figures.map((f) => f.cpuMicros!)) : null;
      if (cpu !== null) cpuMedians.set(c.name, cpu);
      console.log(
        `  ${c.name.padEnd(48)} ${String(rps).padStart(7)} req/s (median; rounds ${figures.map((f) => f.requestsPerSecond).join(', ')}), p99 ${median(figures.map((f) => f.p99Ms))} ms, ` +
          `${cpu === null ? '' : `server CPU ${cpu} µs/request, `}status ${figures[0].statusCodes}`,
      );
    }
    const bareOk = medians.get(cases[0].name)!;
    const bare404 = medians.get(cases[1].name)!;
    for (const [i, who] of [[2, 'ours'], [3, 'ours with cookie']] as const) {
      const oursRps = medians.get(cases[i].name)!;
      console.log(`  ratio ${who} / bare {ok: true}: ${(oursRps / bareOk).toFixed(2)}; / bare 404: ${(oursRps / bare404).toFixed(2)}   (target ≥ 0.6 of the bare app, aim ≥ 0.7)`);
      if (cpuMedians.size === cases.length) {
        const cost = (c: number) => cpuMedians.get(cases[c].name)!;
        // Throughput of a CPU-bound server is the inverse of its CPU cost per request.
        console.log(`    by server CPU per request, ${who} / bare {ok: true}: ${(cost(0) / cost(i)).toFixed(2)}, / bare 404: ${(cost(1) / cost(i)).toFixed(2)}`);
      }
    }
  } finally {
    for (const child of servers) child.kill('SIGTERM');
    await new Promise((done) => setTimeout(done, 500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function start(script: string, env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [script], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((done, fail) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on http:\/\/localhost:(\d+)/.exec(output);
      if (match) done({ child, url: `http://127.0.0.1:${match[1]}` });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => fail(new Error(`${script} exited (${code}) before listening:\n${output}`)));
  });
}

/** One autocannon run in its own process, so the load generator does not share a server's event loop. */
function autocannon(url: string, seconds: number, serverPid: number, headers: Record<string, string> = {}): Promise<Figures> {
  const cpuBefore = cpuTime(serverPid);
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [AUTOCANNON, '--json', '-c', String(CONNECTIONS), '-d', String(seconds), ...headerArgs, url], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => {
      if (code !== 0) return fail(new Error(`autocannon exited with ${code}`));
      const cpuAfter = cpuTime(serverPid);
      const result = JSON.parse(out) as { requests: { average: number; total: number }; latency: { p99: number }; statusCodeStats?: Record<string, { count: number }> };
      const statusCodes = Object.keys(result.statusCodeStats ?? {}).join('/') || '?';
      const cpuMicros = cpuBefore !== null && cpuAfter !== null && result.requests.total > 0 ? Math.round((cpuAfter - cpuBefore) / result.requests.total) : null;
      done({ requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99, statusCodes, cpuMicros });
    });
  });
}

/** The csrf cookie a first answer hands out, as a browser would send it back. */
async function csrfCookie(baseUrl: string): Promise<string> {
  const line = (await fetch(`${baseUrl}/api/nothing`)).headers.getSetCookie().find((l) => l.startsWith('csrf='));
  if (!line) throw new Error('no csrf cookie handed out');
  return line.split(';')[0];
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
