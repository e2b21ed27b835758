/**
 * The embedded data directory admits one process: the CLI refuses a directory
 * a running server holds, the server refuses one a CLI command holds, each with
 * a message saying who holds it, and a lock left by a killed process is taken over.
 * (Runs the built server and CLI: `npm run build:server` first.)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, startServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ mode: 'embedded' });
}, 120000);
afterAll(() => server?.stop());

/** A process that holds the lock as a CLI command does while it runs (the same lock code, from the build). */
function holdAsCli(dataDir: string): Promise<ChildProcess> {
  const lock = join(ROOT, 'dist', 'backend', 'src', 'database', 'data-dir-lock.js');
  const script = `require(${JSON.stringify(lock)}).lockDataDir(process.argv[1], 'a command line command (npm run cli)'); console.log('held'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['-e', script, dataDir], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout!.once('data', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`the holder exited (${code})`)));
  });
}

describe('the embedded data directory lock', () => {
  test('the CLI refuses a directory the running server holds, and works once it has stopped', async () => {
    const refused = server.cli(['create-admin', '--email', 'second@catalogue.test', '--password', 'a long password']);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/is in use by the server \(process \d+\)/);
    await server.pause();
    expect(server.cli(['create-admin', '--email', 'second@catalogue.test', '--password', 'a long password']).status).toBe(0);
  }, 120000);

  test('the server refuses a directory a CLI command holds; after that process is killed, it starts', async () => {
    await server.pause();
    const holder = await holdAsCli(server.env.DATA_DIR);
    try {
      await expect(server.resume()).rejects.toThrow(/is in use by a command line command \(npm run cli\) \(process \d+\)/);
    } finally {
      holder.kill('SIGKILL');
      await new Promise((resolve) => holder.once('exit', resolve));
    }
    await server.resume();
    expect((await server.client().get('/api/space')).status).toBe(200);
  }, 120000);
});
