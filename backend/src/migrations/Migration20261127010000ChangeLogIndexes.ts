import { Migration } from '@mikro-orm/migrations';

/**
 * Fewer index entries per change_log row (each write inserts one, in its
 * commit): an index holds only the rows its queries can ask for
 * (backend/src/changes/changes.service.ts, change-rows.ts). An item's history
 * asks by id (never null in it), a link's by its pair (never null in it),
 * "reverted by" and a revert's answer by revert_of (almost always null), the
 * start of an item's history by the last import (kind 'catalogue', rare).
 * A row now enters 4 indexes (primary key, item or pair, user, unreviewed)
 * instead of 6.
 */
export class Migration20261127010000ChangeLogIndexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop index "change_log_item_index";`);
    this.addSql(`create index "change_log_item_index" on "change_log" ("kind", "item_id", "id") where "item_id" is not null;`);
    this.addSql(`drop index "change_log_pair_index";`);
    this.addSql(`create index "change_log_pair_index" on "change_log" ("kind", "subject_id", "property_id", "id") where "subject_id" is not null;`);
    this.addSql(`drop index "change_log_revert_of_index";`);
    this.addSql(`create index "change_log_revert_of_index" on "change_log" ("revert_of") where "revert_of" is not null;`);
    this.addSql(`create index "change_log_import_index" on "change_log" ("id") where "kind" = 'catalogue';`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "change_log_import_index";`);
    this.addSql(`drop index "change_log_revert_of_index";`);
    this.addSql(`create index "change_log_revert_of_index" on "change_log" ("revert_of");`);
    this.addSql(`drop index "change_log_pair_index";`);
    this.addSql(`create index "change_log_pair_index" on "change_log" ("kind", "subject_id", "property_id", "id");`);
    this.addSql(`drop index "change_log_item_index";`);
    this.addSql(`create index "change_log_item_index" on "change_log" ("kind", "item_id", "id");`);
  }
}
