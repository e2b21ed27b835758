import { Migration } from '@mikro-orm/migrations';

/**
 * Server-side sessions: the session token names a row here, and logout deletes
 * it, so a copied token stops working at once rather than when it expires.
 */
export class Migration20261121000100Session extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "session" (
      "id" varchar(64) primary key,
      "user_id" int not null references "user" ("id") on delete cascade,
      "created_at" timestamptz not null default now(),
      "expires_at" timestamptz not null
    );`);
    this.addSql(`create index "session_user_id_index" on "session" ("user_id");`);
    this.addSql(`create index "session_expires_at_index" on "session" ("expires_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "session";`);
  }
}
