/**
 * The database a test server runs on: `API_DB=embedded` (default; a fresh
 * DATA_DIR) or `API_DB=postgres` (a fresh database on the real PostgreSQL at
 * 127.0.0.1:5432, dropped afterwards). Jest's api-embedded / api-postgres
 * projects set API_DB (see jest.config.js).
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type DatabaseMode = 'embedded' | 'postgres';

export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export function databaseMode(): DatabaseMode {
  return process.env.API_DB === 'postgres' ? 'postgres' : 'embedded';
}

interface PgClient {
  connect(): Promise<void>;
  query(sql: string): Promise<unknown>;
  end(): Promise<void>;
}
// pg comes with @mikro-orm/postgresql; only this much of it is needed here.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { Client } = require('pg') as { Client: new (config: { connectionString: string }) => PgClient };

async function onServer(sql: string): Promise<void> {
  const client = new Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  /** DATABASE_URL for the server, or null for the embedded database. */
  url: string | null;
  drop(): Promise<void>;
}

export async function createTestDatabase(mode: DatabaseMode = databaseMode()): Promise<TestDatabase> {
  if (mode === 'embedded') return { url: null, drop: async () => undefined };
  const name = `catalogue_test_${randomBytes(6).toString('hex')}`;
  await onServer(`create database "${name}"`);
  const admin = new URL(POSTGRES_ADMIN_URL);
  admin.pathname = `/${name}`;
  return {
    url: admin.toString(),
    drop: () => onServer(`drop database if exists "${name}" with (force)`),
  };
}

/**
 * An initialised, empty PGlite cluster, made once per machine and copied for
 * each embedded test server: initdb takes seconds, a copy milliseconds. The
 * copy is as fresh as a new one (migrations still run at the server's start).
 */
export function seedEmbeddedDataDir(dataDir: string): void {
  const root = join(__dirname, '..', '..');
  const version = (JSON.parse(readFileSync(join(root, 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8')) as { version: string }).version;
  const template = join(tmpdir(), `catalogue-test-pgdata-${version}`);
  if (!existsSync(join(template, 'PG_VERSION'))) {
    const building = mkdtempSync(join(tmpdir(), 'catalogue-test-pgdata-building-'));
    const script = "require('@electric-sql/pglite').PGlite.create(process.argv[1]).then((db) => db.close())";
    execFileSync(process.execPath, ['-e', script, join(building, 'pgdata')], { cwd: root, stdio: 'ignore', timeout: 120000 });
    try {
      renameSync(join(building, 'pgdata'), template);
    } catch {
      // Another test worker made it first.
    }
    rmSync(building, { recursive: true, force: true });
  }
  cpSync(template, join(dataDir, 'pgdata'), { recursive: true });
}
