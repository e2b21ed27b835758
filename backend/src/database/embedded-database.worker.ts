/** The worker thread of the embedded database (embedded-database.ts): opens it, answers with its address, closes it when asked. */
import { parentPort, workerData } from 'node:worker_threads';
import { openEmbedded, type WorkerReply } from './embedded-server';

const port = parentPort!;
openEmbedded((workerData as { pgdata: string }).pgdata).then(
  (running) => {
    port.once('message', () => {
      running.stop().finally(() => port.close());
    });
    port.postMessage({ conn: running.conn } satisfies WorkerReply);
  },
  (error: unknown) => {
    const reply: WorkerReply = { error: error instanceof Error ? { message: error.message, stack: error.stack } : { message: String(error) } };
    port.postMessage(reply);
    port.close();
  },
);
