/**
 * The server's settings, read once from the environment. The session secret is
 * generated and kept in DATA_DIR when SESSION_SECRET is not given, so sessions
 * survive a restart without anyone having to invent a secret.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { QUERY_BUDGET_MS } from '../../../kb/contract/query';
import { trustProxySetting } from '../security/transport';

export class AppConfig {
  /** HTTP port; 0 picks a free one (tests). */
  readonly port: number;
  /** Interface to listen on (HOST; default all). */
  readonly host: string;
  /** Directory of the embedded database (pgdata/) and of the generated session secret. */
  readonly dataDir: string;
  /** A PostgreSQL server to use instead of the embedded database. */
  readonly databaseUrl: string | null;
  /** Connections to DATABASE_URL (DATABASE_POOL_SIZE, default 10); the embedded database always has one. */
  readonly databasePoolSize: number;
  /** CATALOGUE_EMPTY=1: do not load the starter catalogue into an empty database. */
  readonly catalogueEmpty: boolean;
  /** Secret that signs session tokens. */
  readonly sessionSecret: string;
  /** Express's "trust proxy" (TRUST_PROXY): which proxies may say the request came over HTTPS. */
  readonly trustProxy: boolean | number | string;
  /** A reader's Datalog query's time budget (QUERY_BUDGET_MS, default 1000). */
  readonly queryBudgetMs: number;

  constructor(values: Omit<AppConfig, never>) {
    this.port = values.port;
    this.host = values.host;
    this.dataDir = values.dataDir;
    this.databaseUrl = values.databaseUrl;
    this.databasePoolSize = values.databasePoolSize;
    this.catalogueEmpty = values.catalogueEmpty;
    this.sessionSecret = values.sessionSecret;
    this.trustProxy = values.trustProxy;
    this.queryBudgetMs = values.queryBudgetMs;
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = resolve(env.DATA_DIR?.trim() || './data');
  const port = env.PORT?.trim() ? Number(env.PORT) : 3000;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const databasePoolSize = env.DATABASE_POOL_SIZE?.trim() ? Number(env.DATABASE_POOL_SIZE) : 10;
  if (!Number.isInteger(databasePoolSize) || databasePoolSize < 2 || databasePoolSize > 1000) {
    throw new Error(`DATABASE_POOL_SIZE must be a whole number from 2 to 1000, got "${env.DATABASE_POOL_SIZE}"`);
  }
  const queryBudgetMs = env.QUERY_BUDGET_MS?.trim() ? Number(env.QUERY_BUDGET_MS) : QUERY_BUDGET_MS;
  if (!Number.isInteger(queryBudgetMs) || queryBudgetMs < 100 || queryBudgetMs > 600000) {
    throw new Error(`QUERY_BUDGET_MS must be a whole number of milliseconds from 100 to 600000, got "${env.QUERY_BUDGET_MS}"`);
  }
  return new AppConfig({
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL?.trim() || null,
    databasePoolSize,
    catalogueEmpty: env.CATALOGUE_EMPTY === '1',
    sessionSecret: env.SESSION_SECRET?.trim() || keptSessionSecret(dataDir),
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    queryBudgetMs,
  });
}

function keptSessionSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept) return kept;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}
