import type { AppConfig } from '../config/app-config';
import { startEmbeddedDatabase, type RunningDatabase } from './embedded-database';

/** The database the config names: DATABASE_URL when given, else the embedded one in DATA_DIR. */
export async function openDatabase(config: Pick<AppConfig, 'dataDir' | 'databaseUrl'>, holder = 'another process'): Promise<RunningDatabase> {
  if (config.databaseUrl) return { clientUrl: config.databaseUrl, stop: async () => undefined };
  return startEmbeddedDatabase(config.dataDir, holder);
}
