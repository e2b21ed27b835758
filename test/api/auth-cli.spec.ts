/**
 * `npm run cli -- create-admin` on a real database, and what a server started
 * on that database afterwards makes of it: the first admin, a promotion, a new
 * password (which ends older sessions), and a session whose rights follow the
 * database across a restart.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { ROOT, startServer } from '../support/server';

const CLI = join(ROOT, 'dist', 'backend', 'cli', 'main.js');
let database: TestDatabase;
let dataDir: string;
let env: Record<string, string>;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'create-admin-'));
  env = { DATA_DIR: dataDir, CATALOGUE_EMPTY: '1', ...(database.url ? { DATABASE_URL: database.url } : {}) };
});
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await database?.drop();
});

function createAdmin(...args: string[]) {
  const result = spawnSync(process.execPath, [CLI, 'create-admin', ...args], { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8', timeout: 60000 });
  return { status: result.status, out: result.stdout.trim(), err: result.stderr.trim() };
}

describe('create-admin', () => {
  it.each([
    [[], /--email is required/],
    [['--email'], /argument missing/i],
    [['--email', 'not-an-email', '--password', 'long enough'], /"not-an-email" is not a valid email address/],
    [['--email', 'a@catalogue.test', '--password', 'short'], /8 to 200 characters/],
    [['--email', 'a@catalogue.test', '--password', 'p'.repeat(201)], /8 to 200 characters/],
    [['--email', 'a@catalogue.test', '--pasword', 'typo-typo'], /Unknown option '--pasword'/],
    [['--email', 'nobody@catalogue.test'], /No account nobody@catalogue.test exists; give --password/],
  ])('refuses %j with a clear message and a non-zero exit', (args, message) => {
    const r = createAdmin(...args);
    expect(r.status).not.toBe(0);
    expect(r.err).toMatch(message);
  });

  it('creates an admin, promotes an existing account, and sets a new password', async () => {
    expect(createAdmin('--email', 'Boss@Catalogue.test', '--password', 'first password')).toMatchObject({ status: 0, out: 'Created admin boss@catalogue.test.' });
    expect(createAdmin('--email', 'boss@catalogue.test', '--password', 'second password')).toMatchObject({
      status: 0,
      out: 'Promoted boss@catalogue.test to admin and set the password.',
    });

    let server = await startServer({ env });
    let editorSession: string;
    let bossSession: string;
    try {
      const old = await server.client().post('/api/user/login', { email: 'boss@catalogue.test', password: 'first password' });
      expect(old.status).toBe(400);
      const boss = await server.login('boss@catalogue.test', 'second password');
      bossSession = boss.cookies.get('session')!;
      const code = (await boss.post('/api/admin/invite')).body.code;
      const editor = server.client();
      expect((await editor.post('/api/user/signup', { email: 'editor@catalogue.test', password: 'editor password', inviteCode: code, license: true })).body).toEqual({ isAdmin: false, canEdit: true });
      expect((await editor.post('/api/admin/invite')).status).toBe(403);
      editorSession = editor.cookies.get('session')!;
    } finally {
      await server.stop();
    }

    // The server is stopped: promote the editor without a password (it keeps its own), give the boss a new one.
    expect(createAdmin('--email', 'editor@catalogue.test')).toMatchObject({ status: 0, out: 'Promoted editor@catalogue.test to admin.' });
    expect(createAdmin('--email', 'boss@catalogue.test', '--password', 'third password')).toMatchObject({ status: 0 });

    server = await startServer({ env });
    try {
      // The session issued while it was an editor now carries admin rights: rights are read from the database.
      const same = server.client();
      same.cookies.set('session', editorSession);
      // A csrf token bound to that session.
      await same.get('/api/space');
      expect((await same.post('/api/admin/invite')).status).toBe(200);
      expect((await server.client().post('/api/user/login', { email: 'editor@catalogue.test', password: 'editor password' })).body).toEqual({ isAdmin: true, canEdit: true });
      // A new password ends the sessions opened with the old one.
      same.cookies.set('session', bossSession);
      await same.get('/api/space');
      expect((await same.post('/api/admin/invite')).status).toBe(401);
      expect((await server.login('boss@catalogue.test', 'third password').then((c) => c.post('/api/admin/invite'))).status).toBe(200);
    } finally {
      await server.stop();
    }
  }, 180000);
});
