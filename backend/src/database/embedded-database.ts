/**
 * The embedded PostgreSQL: PGlite keeps its files in DATA_DIR/pgdata and
 * pglite-socket serves it on loopback on a free port, so MikroORM's ordinary
 * PostgreSQL driver reaches it exactly as it reaches a real server.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { lockDataDir } from './data-dir-lock';

export interface RunningDatabase {
  /** postgres:// URL for the driver. */
  clientUrl: string;
  /** Stops what openDatabase started (nothing for an external server). */
  stop(): Promise<void>;
}

/** `holder` names the process in the message another process gets (data-dir-lock.ts). */
export async function startEmbeddedDatabase(dataDir: string, holder: string): Promise<RunningDatabase> {
  const pgdata = join(dataDir, 'pgdata');
  mkdirSync(pgdata, { recursive: true });
  const lock = lockDataDir(dataDir, holder);
  let db: PGlite | undefined;
  let server: PGLiteSocketServer;
  try {
    db = await PGlite.create(pgdata);
    // Port 0: the system picks a free port, so this never collides with a real server on 5432.
    // The ORM pool holds one connection; a little slack lets a dropped connection be replaced.
    server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 4 });
    await server.start();
  } catch (error) {
    await db?.close().catch(() => undefined);
    lock.release();
    throw error;
  }
  let stopped = false;
  return {
    clientUrl: `postgres://postgres@${server.getServerConn()}/postgres`,
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        await server.stop();
        await db!.close();
      } finally {
        lock.release();
      }
    },
  };
}
