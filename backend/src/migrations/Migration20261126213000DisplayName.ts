import { Migration } from '@mikro-orm/migrations';

/**
 * The name an editor is shown by in public history (issue 24, privacy):
 * chosen at signup, optional ("editor N" stands in), unique regardless of case.
 */
export class Migration20261126213000DisplayName extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "user" add column "display_name" varchar(40) null;`);
    this.addSql(`create unique index "user_display_name_unique" on "user" (lower("display_name"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "user_display_name_unique";`);
    this.addSql(`alter table "user" drop column if exists "display_name";`);
  }
}
