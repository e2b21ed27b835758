/**
 * Opening the catalogue database outside the HTTP server (CLI commands):
 * the same database the server would use, migrated, with a close() that also
 * stops the embedded database.
 */
import { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config/app-config';
import { openDatabase } from './open-database';
import { ormOptions } from './orm-options';

export interface OpenOrm {
  orm: MikroORM;
  close(): Promise<void>;
}

export async function openOrm(config: AppConfig): Promise<OpenOrm> {
  const database = await openDatabase(config, 'a command line command (npm run cli)');
  try {
    const orm = await MikroORM.init(ormOptions(database.clientUrl));
    await orm.getMigrator().up();
    return {
      orm,
      async close() {
        await orm.close(true);
        await database.stop();
      },
    };
  } catch (error) {
    await database.stop();
    throw error;
  }
}
