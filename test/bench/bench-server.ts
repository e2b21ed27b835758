/**
 * What the API benchmarks share: the built server started on a port of its
 * own, a logged-in client, autocannon in a second process, and the database
 * targets (a fresh embedded data directory, or a fresh database on the
 * PostgreSQL server on 127.0.0.1:5432).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(__dirname, '..', '..', '..');
export const SERVER = join(ROOT, 'dist', 'backend', 'main.js');
export const CLI = join(ROOT, 'dist', 'backend', 'cli', 'main.js');
const AUTOCANNON = require.resolve('autocannon/autocannon.js');
/** Preloaded into autocannon so that the client drops bodies instead of decoding them (autocannon-discard-bodies.ts). */
export const DISCARD_BODIES = join(__dirname, 'autocannon-discard-bodies.js');
export const CONNECTIONS = 10;
/** The PostgreSQL server's admin database (TEST_POSTGRES_URL, else 127.0.0.1:5432). */
export const PG_ADMIN_URL = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
/** BENCH_SERVER_NODE_ARGS: node options for the server alone (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`; NODE_OPTIONS refuses --cpu-prof). */
const SERVER_NODE_ARGS = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);

/** The value below which the share `p` of the values lie, rounded. */
export function percentile(values: number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]);
}

/** The middle value (the upper one of an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

export interface Target { env: NodeJS.ProcessEnv; cleanup: () => void }
export interface Load { requestsPerSecond: number; p99Ms: number; bytes: number; errors: number; non2xx: number }

export async function embeddedTarget(): Promise<Target> {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-bench-'));
  return { env: { DATA_DIR: dataDir }, cleanup: () => rmSync(dataDir, { recursive: true, force: true }) };
}

export async function postgresTarget(): Promise<Target> {
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

export function postgresAnswers(): boolean {
  return spawnSync('psql', [PG_ADMIN_URL, '-tAc', 'SELECT 1'], { encoding: 'utf8' }).stdout?.trim() === '1';
}

export function psql(sql: string): void {
  const result = spawnSync('psql', [PG_ADMIN_URL, '-v', 'ON_ERROR_STOP=1', '-c', sql], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`psql failed: ${result.stderr}`);
}

/** The environment of a bench server (empty catalogue, own port and secret) on the given target. */
export function serverEnv(target: Target): NodeJS.ProcessEnv {
  return { ...process.env, ...target.env, PORT: '0', HOST: '127.0.0.1', CATALOGUE_EMPTY: '1', SESSION_SECRET: randomBytes(32).toString('hex') };
}

/** Runs a CLI command (dist/backend/cli) on the bench database. */
export function cli(env: NodeJS.ProcessEnv, args: string[]): string {
  const run = spawnSync(process.execPath, [CLI, ...args], { env, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`cli ${args[0]} failed: ${run.stderr}${run.stdout}`);
  return run.stdout;
}

/** The servers started as process groups. */
const groups = new WeakSet<ChildProcess>();

/**
 * Starts a built server (dist/backend/main.js, or `server`: another checkout's, for a baseline) and waits
 * for its "listening on" line to learn the port. A `command` (npm start) runs in a process group of its own,
 * which stopServer ends as a whole.
 */
export function startServer(env: NodeJS.ProcessEnv, { command, server = SERVER }: { command?: string[]; server?: string } = {}): Promise<{ child: ChildProcess; baseUrl: string }> {
  const child = command
    ? spawn(command[0], command.slice(1), { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
    : spawn(process.execPath, [...SERVER_NODE_ARGS, server], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  if (command) groups.add(child);
  let output = '';
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`server did not start in 180 s:\n${output}`)), 180_000);
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

/** SIGTERM, then SIGKILL after 15 s: a server still busy with an abandoned request must not outlive the bench. */
export function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    // A command started in its own group (npm start) is ended with everything it started.
    const signal = (name: NodeJS.Signals) => (groups.has(child) ? process.kill(-child.pid!, name) : child.kill(name));
    const force = setTimeout(() => signal('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    signal('SIGTERM');
  });
}

/** A logged-in client: cookies kept, the CSRF header echoed from the `csrf` cookie. */
export async function loginAs(baseUrl: string, email: string, password: string) {
  const cookies = new Map<string, string>();
  const remember = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), decodeURIComponent(pair.slice(at + 1)));
    }
  };
  const cookie = () => [...cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
  remember(await fetch(`${baseUrl}/api/space`));
  /** A POST whatever it answers (the caller reads the status). */
  const send = async (path: string, body: unknown) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': cookies.get('csrf') ?? '', Cookie: cookie() },
      body: JSON.stringify(body),
    });
    remember(res);
    return res;
  };
  /** A DELETE whatever it answers (the caller reads the status). */
  const remove = async (path: string) => {
    const res = await fetch(`${baseUrl}${path}`, { method: 'DELETE', headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': cookies.get('csrf') ?? '', Cookie: cookie() }, body: '{}' });
    remember(res);
    return res;
  };
  /** A GET or a POST whose answer is read and dropped: its status (a load of mixed requests). */
  const request = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const res = method === 'POST' ? await send(path, body ?? {}) : await fetch(`${baseUrl}${path}`, { headers: { Cookie: cookie() } });
    await res.arrayBuffer();
    return res.status;
  };
  const post = async (path: string, body: unknown) => {
    const res = await send(path, body);
    if (res.status !== 200) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  await post('/api/user/login', { email, password });
  return { post, send, remove, request };
}

/** One autocannon run in its own process, so the load generator does not share the server's event loop. */
export function autocannon(url: string, seconds: number, headers: Record<string, string> = {}): Promise<Load> {
  const headerArgs = Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}=${v}`]);
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['-r', DISCARD_BODIES, AUTOCANNON, '--json', '-c', String(CONNECTIONS), '-d', String(seconds), ...headerArgs, url], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => {
      if (code !== 0) return fail(new Error(`autocannon exited with ${code}`));
      const result = JSON.parse(out) as { requests: { average: number; total: number }; throughput: { total: number }; latency: { p99: number }; errors: number; non2xx: number };
      done({
        requestsPerSecond: Math.round(result.requests.average),
        p99Ms: result.latency.p99,
        bytes: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
        errors: result.errors,
        non2xx: result.non2xx,
      });
    });
  });
}
