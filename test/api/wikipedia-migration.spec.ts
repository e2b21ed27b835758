/**
 * Migration20261122000000WikipediaPageId on a database an older release left:
 * references whose `wikipediaId` held the article title become Wikipedia
 * references with an unknown page id (null), keeping title and url (or
 * rebuilding the url from the old title); nothing else changes, and no page id
 * is invented.
 */
import { runSql } from '../support/sql';
import { startServer, type TestServer } from '../support/server';

const MIGRATION = 'Migration20261122000000WikipediaPageId';
const arxiv = { url: 'https://arxiv.org/abs/1234.5678', title: 'A paper', arxivId: '1234.5678', wikipediaId: null, bibtex: null, page: 2, statement: 'Lemma 1.' };
const legacy = (wikipediaId: string, url: string, title: string) => ({ url, title, arxivId: null, wikipediaId, bibtex: null, page: null, statement: null });
const json = (value: unknown) => `'${JSON.stringify(value).replace(/'/g, "''")}'::jsonb`;

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ deferStart: true });
  // The state before the migration: its row gone, titles in wikipediaId.
  runSql(server.env, [
    `delete from "mikro_orm_migrations" where "name" = '${MIGRATION}'`,
    `insert into "space" ("id", "symbol", "field", "references") values (1, '$X$', 'REAL', ${json([
      legacy('Banach_space', 'https://en.wikipedia.org/wiki/Banach_space', 'Banach space'),
      arxiv,
      legacy('Lp_space', 'https://example.org/not-the-article', 'Lp spaces'),
    ])})`,
    `insert into "property" ("id", "name", "field", "references") values (1, 'Reflexive', 'REAL_OR_COMPLEX', ${json([legacy('Reflexive_space', 'https://en.wikipedia.org/wiki/Reflexive_space', 'Reflexive space')])})`,
    `insert into "space_property" ("space_id", "property_id", "field", "references") values (1, 1, 'REAL', ${json([legacy('Milman–Pettis_theorem', 'https://en.wikipedia.org/wiki/Milman–Pettis_theorem', 'Milman–Pettis theorem')])})`,
    `insert into "differential_equation" ("id", "name", "symbol", "references") values (1, 'Heat', 'u', ${json([legacy('Heat equation', 'http://en.wikipedia.org/wiki/Heat_equation', 'Heat equation')])})`,
    `insert into "differential_equation_property" ("id", "name", "references") values (1, 'Linear', '[]'::jsonb)`,
  ]);
  await server.resume();
}, 120000);
afterAll(() => server?.stop());

test('title-valued wikipediaIds become null; titles, urls and other references are kept', async () => {
  const client = server.client();
  const none = { arxivId: null, wikipediaId: null, bibtex: null, page: null, statement: null };
  expect((await client.get('/api/space/1')).body.references).toEqual([
    { ...none, url: 'https://en.wikipedia.org/wiki/Banach_space', title: 'Banach space' },
    arxiv,
    // Not the article's url: rebuilt from the old title.
    { ...none, url: 'https://en.wikipedia.org/wiki/Lp_space', title: 'Lp spaces' },
  ]);
  expect((await client.get('/api/property/1')).body.references).toEqual([{ ...none, url: 'https://en.wikipedia.org/wiki/Reflexive_space', title: 'Reflexive space' }]);
  expect((await client.get('/api/space/1/property/1')).body.link.references).toEqual([
    { ...none, url: 'https://en.wikipedia.org/wiki/Milman–Pettis_theorem', title: 'Milman–Pettis theorem' },
  ]);
  expect((await client.get('/api/differential-equation/1')).body.references).toEqual([{ ...none, url: 'http://en.wikipedia.org/wiki/Heat_equation', title: 'Heat equation' }]);
  expect((await client.get('/api/differential-equation/property/1')).body.references).toEqual([]);

  // What was migrated is accepted as it is by the forms (an edit sends it back unchanged).
  const admin = await server.asAdmin();
  const space = (await admin.get('/api/space/1')).body;
  expect((await admin.post('/api/space/1', { ...space, description: 'edited' })).status).toBe(200);
  expect((await admin.get('/api/space/1')).body.references).toEqual(space.references);
});
