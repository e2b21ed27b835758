import { Migration } from '@mikro-orm/migrations';

/** Every table whose rows carry a `references` jsonb list. */
const TABLES = ['space', 'property', 'space_property', 'theorem', 'differential_equation', 'differential_equation_property', 'differential_equation_link'];

/**
 * `wikipediaId` of a reference becomes the English Wikipedia page id (a number)
 * instead of the article's title. A title cannot be turned into a page id
 * offline, and no page id is ever invented: a reference with a title there
 * gets `wikipediaId` null, keeps its title and its url when that is the
 * article's url (else the url is rebuilt from the old title). It stays a
 * Wikipedia reference, recognised by that url (docs/backup-format.md).
 * Imports of older backups do the same (backup/legacy-wikipedia.ts).
 */
export class Migration20261122000000WikipediaPageId extends Migration {
  override async up(): Promise<void> {
    // No question marks: the migration runner would take them for parameters (\x3f is '?').
    const articleUrl = `'^https{0,1}://en\\.wikipedia\\.org/wiki/[^\\x3f#[:space:]]+(#[^[:space:]]*){0,1}$'`;
    const upgraded = `case when jsonb_typeof(r -> 'wikipediaId') = 'string'
      then r || jsonb_build_object('wikipediaId', null, 'url',
        case when r ->> 'url' ~ ${articleUrl} or btrim(r ->> 'wikipediaId') = '' then r -> 'url'
             else to_jsonb('https://en.wikipedia.org/wiki/' || replace(btrim(r ->> 'wikipediaId'), ' ', '_')) end)
      else r end`;
    for (const table of TABLES) {
      this.addSql(`update "${table}" set "references" = (
        select coalesce(jsonb_agg(${upgraded} order by position), '[]'::jsonb)
        from jsonb_array_elements("references") with ordinality as e(r, position))
        where exists (select 1 from jsonb_array_elements("references") r where jsonb_typeof(r -> 'wikipediaId') = 'string');`);
    }
  }

  override async down(): Promise<void> {
    // Page ids cannot be turned back into titles offline; the title-valued column is not restored.
  }
}
