/**
 * The real server for the browser suite: `node dist/backend/main.js` on an
 * ephemeral port with a fresh embedded database (DATA_DIR from mkdtemp, no
 * starter catalogue), and an admin created with the CLI before it starts.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const SERVER = path.join(ROOT, 'dist', 'backend', 'main.js');
const CLI = path.join(ROOT, 'dist', 'backend', 'cli', 'main.js');

export interface E2EServer {
  baseUrl: string;
  admin: { email: string; password: string };
  stop(): Promise<void>;
}

export async function startE2EServer(): Promise<E2EServer> {
  for (const file of [SERVER, CLI, path.join(ROOT, 'dist', 'frontend', 'index.html')]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first.`);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'catalogue-e2e-'));
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: '0', CATALOGUE_EMPTY: '1', AUTH_RATE_LIMIT: '100000' };
  delete env.DATABASE_URL;
  const admin = { email: 'admin@catalogue.test', password: `pw-${randomBytes(12).toString('hex')}` };
  const created = spawnSync(process.execPath, [CLI, 'create-admin', '--email', admin.email, '--password', admin.password], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (created.status !== 0) {
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`create-admin failed (${created.status}): ${created.stderr}${created.stdout}`);
  }
  const child = spawn(process.execPath, [SERVER], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const port = await listeningPort(child);
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    admin,
    stop: async () => {
      await stop(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function listeningPort(child: ChildProcess): Promise<number> {
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start within 120 s:\n${output}`));
    }, 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on http:\/\/[^:]+:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before listening:\n${output}`));
    });
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    child.kill('SIGTERM');
  });
}
