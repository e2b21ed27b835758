/**
 * Starts a REAL server process (`node dist/backend/main.js`, built by `npm run
 * build` / `npm run build:server`) on a free port with a fresh database, with
 * one admin account created beforehand through the CLI, exactly as an operator
 * would. One server per test file:
 *
 *   const server = await startServer();
 *   const admin = await server.asAdmin();
 *   ...
 *   await server.stop();
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ApiClient } from './api-client';
import { createTestDatabase, databaseMode, seedEmbeddedDataDir, type DatabaseMode, type TestDatabase } from './database';

export const ROOT = resolve(__dirname, '..', '..');
const SERVER = join(ROOT, 'dist', 'backend', 'main.js');
const CLI = join(ROOT, 'dist', 'backend', 'cli', 'main.js');

export interface ServerOptions {
  /** Start with the starter catalogue (default: empty, CATALOGUE_EMPTY=1). */
  starterCatalogue?: boolean;
  /** Extra environment for the server and the CLI. */
  env?: Record<string, string>;
  /** Prepare the database and the admin but start no server yet (run CLI commands first, then resume()). */
  deferStart?: boolean;
  mode?: DatabaseMode;
}

export interface Credentials {
  email: string;
  password: string;
}

export class TestServer {
  constructor(
    private url: string,
    /** The admin account created with the CLI before the start. */
    readonly admin: Credentials,
    readonly mode: DatabaseMode,
    readonly env: Record<string, string>,
    private process: ChildProcess | null,
    private readonly database: TestDatabase,
    private readonly dataDir: string,
    private output: () => string,
  ) {}

  get baseUrl(): string {
    return this.url;
  }

  /** The server process's id (to watch its memory), or null while it is stopped. */
  get pid(): number | null {
    return this.process?.pid ?? null;
  }

  /** Stops the server process, keeping its database (e.g. to run a CLI command on it). */
  async pause(): Promise<number | null> {
    return this.process ? stopProcess(this.process) : null;
  }

  /** kill -9: the process ends at once, without any shutdown (a crash). */
  async kill(): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((done) => {
      child.once('exit', () => done());
      child.kill('SIGKILL');
    });
  }

  /** Starts the server again on the same database (on a new port: make new clients). */
  async resume(): Promise<void> {
    const { child, port, output } = await spawnServer(this.env);
    this.process = child;
    this.output = output;
    this.url = `http://127.0.0.1:${port}`;
  }

  async restart(): Promise<void> {
    await this.pause();
    await this.resume();
  }

  /** A visitor: no session. */
  client(): ApiClient {
    return new ApiClient(this.baseUrl);
  }

  /** A client logged in as the admin the CLI created. */
  async asAdmin(): Promise<ApiClient> {
    return this.login(this.admin.email, this.admin.password);
  }

  async login(email: string, password: string): Promise<ApiClient> {
    const client = this.client();
    const response = await client.post('/api/user/login', { email, password });
    if (response.status !== 200) throw new Error(`login as ${email} failed: ${response.status} ${JSON.stringify(response.body)}`);
    return client;
  }

  /** Runs a CLI command on this server's database (pause() first: the embedded database admits one process). */
  cli(args: string[]): { status: number | null; stdout: string; stderr: string } {
    return runCli(args, this.env);
  }

  /** Server output so far, for failure messages. */
  log(): string {
    return this.output();
  }

  async stop(): Promise<void> {
    if (this.process) await stopProcess(this.process);
    rmSync(this.dataDir, { recursive: true, force: true });
    await this.database.drop();
  }
}

function runCli(args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, [CLI, ...args], { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8', timeout: 60000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

export async function startServer(options: ServerOptions = {}): Promise<TestServer> {
  if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: run \`npm run build:server\` first.`);
  const mode = options.mode ?? databaseMode();
  const database = await createTestDatabase(mode);
  const dataDir = mkdtempSync(join(tmpdir(), 'catalogue-test-'));
  if (!database.url) seedEmbeddedDataDir(dataDir);
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    CATALOGUE_EMPTY: options.starterCatalogue ? '0' : '1',
    AUTH_RATE_LIMIT: '100000',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...(options.env ?? {}),
  };
  if (!database.url) delete process.env.DATABASE_URL;
  try {
    const admin = { email: 'admin@catalogue.test', password: `pw-${randomBytes(12).toString('hex')}` };
    const created = runCli(['create-admin', '--email', admin.email, '--password', admin.password], env);
    if (created.status !== 0) throw new Error(`create-admin failed (${created.status}): ${created.stderr}${created.stdout}`);
    if (options.deferStart) return new TestServer('', admin, mode, env, null, database, dataDir, () => '');
    const { child, port, output } = await spawnServer(env);
    return new TestServer(`http://127.0.0.1:${port}`, admin, mode, env, child, database, dataDir, output);
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
    throw error;
  }
}

/**
 * Another server process on the database of `first` (a real PostgreSQL), with
 * its own data directory: one of several instances behind a load balancer.
 * Stopping it leaves the database to `first`. Give `first` a SESSION_SECRET
 * (env) for sessions that hold on every instance.
 */
export async function startAnotherInstance(first: TestServer): Promise<TestServer> {
  if (first.mode !== 'postgres') throw new Error('several instances share a real PostgreSQL; the embedded database admits one process');
  const dataDir = mkdtempSync(join(tmpdir(), 'catalogue-test-'));
  const env: Record<string, string> = { ...first.env, DATA_DIR: dataDir };
  try {
    const { child, port, output } = await spawnServer(env);
    return new TestServer(`http://127.0.0.1:${port}`, first.admin, 'postgres', env, child, { url: env.DATABASE_URL, drop: async () => undefined }, dataDir, output);
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

function spawnServer(env: Record<string, string>): Promise<{ child: ChildProcess; port: number; output: () => string }> {
  const child = spawn(process.execPath, [SERVER], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolvePort, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start within 60 s:\n${output}`));
    }, 60000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolvePort({ child, port: Number(match[1]), output: () => output });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before listening:\n${output}`));
    });
  });
}

/** SIGTERM, as an operator would; SIGKILL if it does not stop within 15 s. */
export function stopProcess(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((done) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 15000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      done(code);
    });
    child.kill('SIGTERM');
  });
}
