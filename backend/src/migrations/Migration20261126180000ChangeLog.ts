import { Migration } from '@mikro-orm/migrations';

/**
 * The change log kept forever (issue 24; backend/src/changes/): one row per
 * write of an item (or an import), written by the writing transaction next
 * to its version bump: who, when, the item's state before and after (as the
 * API answers it), the catalogue version it produced and what it did to the
 * known facts. Unlike catalogue_change (recent versions, for other
 * instances), nothing here is pruned. `replaced`: for an import, the whole
 * catalogue it replaced (a backup), which an admin can restore.
 */
export class Migration20261126180000ChangeLog extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "change_log" (
      "id" serial primary key,
      "kind" varchar(40) not null,
      "action" varchar(16) not null,
      "item_id" int null,
      "subject_id" int null,
      "property_id" int null,
      "user_id" int null references "user" ("id") on delete set null,
      "at" timestamptz not null default now(),
      "version" bigint not null,
      "before" jsonb null,
      "after" jsonb null,
      "added" int not null default 0,
      "removed" int not null default 0,
      "subjects" int not null default 0,
      "facts" jsonb null,
      "revert_of" int null,
      "replaced" jsonb null,
      "reviewed_by" int null references "user" ("id") on delete set null,
      "reviewed_at" timestamptz null
    );`);
    this.addSql(`create index "change_log_item_index" on "change_log" ("kind", "item_id", "id");`);
    this.addSql(`create index "change_log_pair_index" on "change_log" ("kind", "subject_id", "property_id", "id");`);
    this.addSql(`create index "change_log_user_index" on "change_log" ("user_id", "id");`);
    this.addSql(`create index "change_log_unreviewed_index" on "change_log" ("id") where "reviewed_at" is null;`);
    this.addSql(`create index "change_log_revert_of_index" on "change_log" ("revert_of");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "change_log";`);
  }
}
