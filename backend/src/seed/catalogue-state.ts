/**
 * Whether the starter catalogue is still to be loaded (table catalogue_state,
 * see its migration). Only a freshly created database is pending; the first
 * server start, or a `seed` from the CLI, settles it for good.
 */
import type { EntityManager } from '@mikro-orm/postgresql';

export async function isStarterPending(em: EntityManager): Promise<boolean> {
  const rows = await em.execute<Array<{ starter_pending: boolean }>>('select "starter_pending" from "catalogue_state" where "id" = 1');
  return rows[0]?.starter_pending === true;
}

export async function markCatalogueInitialised(em: EntityManager): Promise<void> {
  await em.execute('update "catalogue_state" set "starter_pending" = false, "initialised_at" = coalesce("initialised_at", now()) where "id" = 1');
}
