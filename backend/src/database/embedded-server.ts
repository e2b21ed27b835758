/** PGlite on DATA_DIR/pgdata, served on loopback by pglite-socket: what the embedded database runs, in a worker thread or in this one. */
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/** What the worker thread answers once opened: the host:port to connect to, or why it could not open. */
export type WorkerReply = { conn: string } | { error: { message: string; stack?: string } };

export async function openEmbedded(pgdata: string): Promise<{ conn: string; stop(): Promise<void> }> {
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
    throw error;
  }
  return {
    conn: server.getServerConn(),
    async stop() {
      try {
        await server.stop();
      } finally {
        await db!.close();
      }
    },
  };
}
