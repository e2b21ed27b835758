import { Migration } from '@mikro-orm/migrations';

/**
 * Less work per change_log row, which every write inserts in its commit
 * (issue 24: the log costs at most 10 % of a write):
 *
 * - no foreign key on "user_id": checking it ran a query per row and locked
 *   the author's row in "user" (a WAL record) in every writing transaction,
 *   about a third of the INSERT's PostgreSQL time. The app never deletes an
 *   account (its "on delete set null" would have turned an author's changes
 *   into the system's anyway), and the reads join "user" with a left join;
 *   "reviewed_by" keeps its key (it is set by a review, not by a write);
 * - the states and the consequences as json, not jsonb: nothing queries
 *   inside them (they are read whole), and json is stored as the text it is
 *   given (validated) instead of being parsed into jsonb and printed back on
 *   every read; an import's "replaced" catalogue and a theorem's thousands of
 *   facts are the largest values the log holds.
 */
export class Migration20261127100000ChangeLogWriteCost extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "change_log" drop constraint if exists "change_log_user_id_fkey";`);
    this.addSql(`alter table "change_log"
      alter column "before" type json using "before"::json,
      alter column "after" type json using "after"::json,
      alter column "facts" type json using "facts"::json,
      alter column "replaced" type json using "replaced"::json;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "change_log"
      alter column "before" type jsonb using "before"::jsonb,
      alter column "after" type jsonb using "after"::jsonb,
      alter column "facts" type jsonb using "facts"::jsonb,
      alter column "replaced" type jsonb using "replaced"::jsonb;`);
    this.addSql(`update "change_log" set "user_id" = null where "user_id" is not null and "user_id" not in (select "id" from "user");`);
    this.addSql(`alter table "change_log" add constraint "change_log_user_id_fkey" foreign key ("user_id") references "user" ("id") on delete set null;`);
  }
}
