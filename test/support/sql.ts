/**
 * Runs SQL directly on a paused test server's database (embedded or PostgreSQL),
 * in a child process that opens it as the server would (dist/backend's
 * openDatabase), e.g. to put the database in the state an older release left.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './server';

const SCRIPT = `
const { openDatabase } = require(${JSON.stringify(join(ROOT, 'dist', 'backend', 'src', 'database', 'open-database.js'))});
const { Client } = require('pg');
(async () => {
  const database = await openDatabase({ dataDir: process.env.DATA_DIR, databaseUrl: process.env.DATABASE_URL || null });
  const client = new Client({ connectionString: database.clientUrl });
  await client.connect();
  try {
    for (const sql of JSON.parse(process.argv[1])) await client.query(sql);
  } finally {
    await client.end();
    await database.stop();
  }
})().catch((error) => { console.error(error); process.exit(1); });
`;

/** Runs the statements in order; throws with the child's output when one fails. */
export function runSql(env: Record<string, string>, statements: string[]): void {
  const result = spawnSync(process.execPath, ['-e', SCRIPT, JSON.stringify(statements)], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: '', ...env },
    encoding: 'utf8',
    timeout: 60000,
  });
  if (result.status !== 0) throw new Error(`SQL failed (${result.status}): ${result.stderr}${result.stdout}`);
}
