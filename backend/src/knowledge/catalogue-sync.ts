/**
 * Catching up with other instances on a real PostgreSQL: each instance
 * LISTENs for the versions others commit (catalogue-listener.ts) and compares
 * versions every 2 s and after each reconnect; on a newer version it catches
 * up from one REPEATABLE READ snapshot, in the write queue (never inside a
 * write). The embedded database admits one process: nothing to catch up with.
 */
import { Logger } from '@nestjs/common';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { CatalogueListener } from './catalogue-listener';
import type { CatalogueKnowledge } from './catalogue-knowledge';
import type { CatalogueQueue } from './catalogue-queue';
import { readCatalogueVersion } from './catalogue-version';

/** How often an instance compares versions, in case a notification was missed. */
const VERSION_POLL_MS = 2000;

export class CatalogueSync {
  private readonly logger = new Logger('KnowledgeService');
  private listener: CatalogueListener | null = null;
  private poll: NodeJS.Timeout | null = null;
  private queued = false;

  constructor(
    private readonly orm: MikroORM,
    private readonly knowledge: CatalogueKnowledge,
    private readonly queue: CatalogueQueue,
    private readonly readSnapshot: <T>(work: (em: EntityManager) => Promise<T>) => Promise<T>,
  ) {}

  /** Starts listening to the database at `databaseUrl`. */
  start(databaseUrl: string): void {
    this.listener = new CatalogueListener(databaseUrl, {
      version: (version) => {
        if (version > this.knowledge.version) this.sync();
      },
      connected: () => this.sync(),
    });
    this.listener.start();
    this.poll = setInterval(() => this.sync(), VERSION_POLL_MS);
    this.poll.unref();
  }

  async stop(): Promise<void> {
    if (this.poll) clearInterval(this.poll);
    await this.listener?.stop();
  }

  /** Brings the knowledge up to the committed version, in the queue (so never inside a write); coalesced. */
  sync(): void {
    if (this.queued) return;
    this.queued = true;
    void this.queue
      .serially(async () => {
        this.queued = false;
        const current = await readCatalogueVersion(this.orm.em.fork());
        if (current === this.knowledge.version) return;
        // One snapshot: the version and the items (or records) read to reach it belong together.
        await this.readSnapshot(async (em) => this.knowledge.catchUp(em, await readCatalogueVersion(em)));
      })
      .catch((error) => this.logger.warn(`catalogue sync failed (retried at the next poll): ${error instanceof Error ? error.message : String(error)}`));
  }
}
