import { Migration } from '@mikro-orm/migrations';

/**
 * What each catalogue version changed: written by the transaction that bumps
 * the version, so another server instance that hears of newer versions can
 * re-read just those items instead of rebuilding its whole knowledge base
 * (backend/src/knowledge/catalogue-change-log.ts). Only recent versions are
 * kept; `items` null means "reload everything" (an import, a recompute).
 */
export class Migration20261125000000CatalogueChangeLog extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "catalogue_change" (
      "version" bigint primary key,
      "items" jsonb null
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "catalogue_change";`);
  }
}
