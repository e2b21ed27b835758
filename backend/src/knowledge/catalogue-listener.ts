/**
 * Hears the catalogue version other instances commit: one dedicated
 * connection LISTENs on CATALOGUE_CHANNEL (a pooled connection cannot: it is
 * lent to other queries). A dropped connection is reopened after a second;
 * every (re)connection reports itself, since notifications sent while it was
 * down are lost and the caller must compare versions instead.
 */
import { Logger } from '@nestjs/common';
import { Client } from 'pg';
import { CATALOGUE_CHANNEL } from './catalogue-version';

export interface CatalogueListenerEvents {
  /** A committed version, from a notification. */
  version(version: number): void;
  /** Listening (again): notifications may have been missed. */
  connected(): void;
}

export class CatalogueListener {
  private readonly logger = new Logger('CatalogueListener');
  private client: Client | null = null;
  private retry: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly connectionString: string,
    private readonly events: CatalogueListenerEvents,
  ) {}

  start(): void {
    void this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new Client({ connectionString: this.connectionString });
    client.on('notification', (message) => {
      const version = Number(message.payload);
      if (message.channel === CATALOGUE_CHANNEL && Number.isFinite(version)) this.events.version(version);
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, null));
    try {
      await client.connect();
      await client.query(`LISTEN ${CATALOGUE_CHANNEL}`);
    } catch (error) {
      this.lost(client, error as Error);
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.events.connected();
  }

  private lost(client: Client, error: Error | null): void {
    if (this.stopped || this.retry) return;
    if (this.client && this.client !== client) return;
    this.client = null;
    if (error) this.logger.warn(`catalogue notifications lost (${error.message}); reconnecting in 1 s`);
    client.end().catch(() => undefined);
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.connect();
    }, 1000);
    this.retry.unref();
  }
}
