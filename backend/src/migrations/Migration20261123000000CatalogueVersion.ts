import { Migration } from '@mikro-orm/migrations';

/**
 * The catalogue version: bumped by every catalogue write, inside its
 * transaction, under the catalogue lock. Every server instance keeps its
 * knowledge base at this version (see backend/src/knowledge/README.md), and
 * ETags are made from it, so instances on one database agree.
 */
export class Migration20261123000000CatalogueVersion extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "catalogue_state" add column "version" bigint not null default 0;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "catalogue_state" drop column "version";`);
  }
}
