/**
 * The one MikroORM configuration, for the server and the CLI, for the embedded
 * database and a real PostgreSQL server alike.
 */
import { Migrator } from '@mikro-orm/migrations';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { Options } from '@mikro-orm/core';
import { ENTITIES } from '../entities';
import { MIGRATIONS } from '../migrations';

/**
 * `poolSize`: 1 for the embedded database (PGlite runs one session at a time,
 * and a second connection broke it); on a real PostgreSQL a pool, so reads do
 * not queue behind writes (writes are serialised by the catalogue lock only).
 */
export function ormOptions(clientUrl: string, poolSize = 1): Options<PostgreSqlDriver> {
  return {
    driver: PostgreSqlDriver,
    clientUrl,
    entities: ENTITIES,
    discovery: { warnWhenNoEntities: false },
    extensions: [Migrator],
    migrations: { migrationsList: MIGRATIONS, transactional: true, allOrNothing: true, snapshot: false, silent: true },
    pool: { min: 0, max: poolSize },
    allowGlobalContext: false,
    debug: false,
  };
}
