/**
 * The embedded PostgreSQL: PGlite keeps its files in DATA_DIR/pgdata and
 * pglite-socket serves it on loopback on a free port, so MikroORM's ordinary
 * PostgreSQL driver reaches it exactly as it reaches a real server.
 *
 * Both run in a worker thread (embedded-database.worker.ts): opening PGlite
 * (compiling its WebAssembly, starting PostgreSQL) takes about as much CPU as
 * loading the server's modules, and in a thread of its own it happens at the
 * same time (main.ts starts it first); every query then runs beside the HTTP
 * event loop instead of on it. Where the compiled worker is missing (the
 * TypeScript sources run by ts-jest), the database runs in this thread.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { lockDataDir } from './data-dir-lock';
import { openEmbedded, type WorkerReply } from './embedded-server';

export interface RunningDatabase {
  /** postgres:// URL for the driver. */
  clientUrl: string;
  /** Stops what openDatabase started (nothing for an external server). */
  stop(): Promise<void>;
}

const WORKER = join(__dirname, 'embedded-database.worker.js');

/** `holder` names the process in the message another process gets (data-dir-lock.ts). */
export async function startEmbeddedDatabase(dataDir: string, holder: string): Promise<RunningDatabase> {
  const pgdata = join(dataDir, 'pgdata');
  mkdirSync(pgdata, { recursive: true });
  const lock = lockDataDir(dataDir, holder);
  let running: { conn: string; stop(): Promise<void> };
  try {
    running = existsSync(WORKER) ? await inWorker(pgdata) : await openEmbedded(pgdata);
  } catch (error) {
    lock.release();
    throw error;
  }
  let stopped = false;
  return {
    clientUrl: `postgres://postgres@${running.conn}/postgres`,
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        await running.stop();
      } finally {
        lock.release();
      }
    },
  };
}

/** Opens the database in a worker thread; stop() asks it to close the server and PGlite, then waits for the thread to end. */
function inWorker(pgdata: string): Promise<{ conn: string; stop(): Promise<void> }> {
  const worker = new Worker(WORKER, { workerData: { pgdata } });
  const exited = new Promise<void>((done) => worker.once('exit', () => done()));
  return new Promise((done, fail) => {
    const onError = (error: Error) => fail(error);
    worker.once('error', onError);
    worker.once('exit', (code) => fail(new Error(`the embedded database stopped while opening (exit code ${code})`)));
    worker.once('message', (reply: WorkerReply) => {
      worker.off('error', onError);
      if ('error' in reply) {
        fail(Object.assign(new Error(reply.error.message), { stack: reply.error.stack }));
        return;
      }
      // An error after the start ends the thread and with it the connections: the ORM reports them.
      worker.on('error', (error) => console.error('The embedded database failed:', error));
      done({
        conn: reply.conn,
        async stop() {
          worker.postMessage('stop');
          await exited;
        },
      });
    });
  });
}
