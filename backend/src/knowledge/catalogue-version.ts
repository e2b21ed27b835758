/**
 * The catalogue version in the database (catalogue_state.version) and the lock
 * every catalogue write holds: one PostgreSQL advisory lock, taken inside the
 * write's transaction and released by its commit or rollback, so writers on
 * any number of server instances (and the CLI) run one at a time against the
 * committed state. The bump notifies CATALOGUE_CHANNEL with the new version;
 * PostgreSQL delivers it to the listeners when the transaction commits.
 */
import type { EntityManager } from '@mikro-orm/postgresql';

/** Key of the catalogue's advisory lock (any constant no other code uses). */
export const CATALOGUE_LOCK = 0x0ca7a106;
/** LISTEN/NOTIFY channel; the payload is the new version. */
export const CATALOGUE_CHANNEL = 'catalogue_version';

/** Waits for, then holds until the transaction ends, the catalogue lock. Call inside a transaction. */
export async function lockCatalogue(em: EntityManager): Promise<void> {
  await em.execute(`select pg_advisory_xact_lock(${CATALOGUE_LOCK})`);
}

export async function readCatalogueVersion(em: EntityManager): Promise<number> {
  const rows = await em.execute<Array<{ version: string | number }>>('select "version" from "catalogue_state" where "id" = 1');
  return Number(rows[0]?.version ?? 0);
}

/**
 * Takes the catalogue lock, bumps the version and notifies it (delivered at
 * commit), in one statement: answers the new version (bumpedVersion), so the
 * committed version the write starts from is that minus 1. The UPDATE runs
 * after the lock is granted and, in READ COMMITTED, bumps the latest committed
 * row even though its snapshot predates the wait. Run inside a transaction (it
 * rides behind BEGIN: catalogue-transaction.ts); a rollback undoes the bump
 * and the notification.
 */
export const LOCK_AND_BUMP_CATALOGUE_VERSION = `with "locked" as (select pg_advisory_xact_lock(${CATALOGUE_LOCK})),
  "bumped" as (update "catalogue_state" set "version" = "version" + 1 where "id" = 1 and exists (select from "locked") returning "version")
  select "version", pg_notify('${CATALOGUE_CHANNEL}', "version"::text) from "bumped"`;

/** The new version in the answer of LOCK_AND_BUMP_CATALOGUE_VERSION. */
export function bumpedVersion(rows: Array<Record<string, unknown>>): number {
  if (!rows.length) throw new Error('catalogue_state has no row 1');
  return Number(rows[0].version);
}

/** Bumps the version and notifies it (delivered at commit). Call inside the transaction holding the lock. */
export async function bumpCatalogueVersion(em: EntityManager): Promise<number> {
  const rows = await em.execute<Array<{ version: string | number }>>(
    'update "catalogue_state" set "version" = "version" + 1 where "id" = 1 returning "version"',
  );
  const version = Number(rows[0].version);
  await em.execute(`select pg_notify('${CATALOGUE_CHANNEL}', '${version}')`);
  return version;
}
