import { Migration } from '@mikro-orm/migrations';

/**
 * The item index covers every row again (Migration20261127010000ChangeLogIndexes
 * made it partial): /api/changes?kind= counts the rows of a kind, which only
 * an index leading with "kind" over all rows answers without reading the
 * table (a link row has no item id). It also finds the last import, so the
 * import index goes. A space's row enters 4 indexes, a link's 5 (was 6).
 */
export class Migration20261127020000ChangeLogItemIndex extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop index "change_log_import_index";`);
    this.addSql(`drop index "change_log_item_index";`);
    this.addSql(`create index "change_log_item_index" on "change_log" ("kind", "item_id", "id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "change_log_item_index";`);
    this.addSql(`create index "change_log_item_index" on "change_log" ("kind", "item_id", "id") where "item_id" is not null;`);
    this.addSql(`create index "change_log_import_index" on "change_log" ("id") where "kind" = 'catalogue';`);
  }
}
