/**
 * The one MikroORM configuration, for the server and the CLI, for the embedded
 * database and a real PostgreSQL server alike.
 */
import { Migrator } from '@mikro-orm/migrations';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { Options } from '@mikro-orm/core';
import { ENTITIES } from '../entities';
import { MIGRATIONS } from '../migrations';

export function ormOptions(clientUrl: string): Options<PostgreSqlDriver> {
  return {
    driver: PostgreSqlDriver,
    clientUrl,
    entities: ENTITIES,
    discovery: { warnWhenNoEntities: false },
    extensions: [Migrator],
    migrations: { migrationsList: MIGRATIONS, transactional: true, allOrNothing: true, snapshot: false, silent: true },
    // One connection: PGlite runs one session at a time, and a second connection broke it.
    pool: { min: 0, max: 1 },
    allowGlobalContext: false,
    debug: false,
  };
}
