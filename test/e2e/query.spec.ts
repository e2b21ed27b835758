/**
 * The Datalog page as a reader meets it: a query typed in the box answers a
 * table and is the page's URL (shared, reloaded: the same answer); a worked
 * example fills the box and asks; a mark written through the API is
 * answered by `marked`; a bad query shows what is wrong; the
 * schema is listed.
 */
import { test, expect } from './support/fixtures';

test('asks in Datalog from the box and the examples, and shows what is wrong with a bad query', async ({ page, api }) => {
  await api.loginAsAdmin();
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const property = await api.createProperty(`Datalogness ${tag}`);
  const space = await api.createSpace(`Dataspace ${tag}`);
  await api.link(space.id, property.id, 'REAL_AND_NOT_COMPLEX');

  await page.goto('/query');
  await expect(page.getByRole('heading', { level: 1, name: 'Ask in Datalog' })).toBeVisible();
  const schema = page.getByRole('region', { name: 'Schema' });
  await expect(schema.getByText('(holds ?space ?property ?scalar ?value)')).toBeVisible();
  await expect(schema.getByText(':space/symbol', { exact: true })).toBeVisible();

  const box = page.getByRole('textbox', { name: 'Query', exact: true });
  await box.fill(`[:find ?symbol ?scalar ?value :where [?p :property/name "Datalogness ${tag}"] [?p :property/id ?property] (holds ?space ?property ?scalar ?value) [?s :space/id ?space] [?s :space/symbol ?symbol]]`);
  await page.getByRole('button', { name: 'Run' }).click();
  const answer = page.getByRole('region', { name: 'Answer' });
  await expect(answer.getByRole('status')).toHaveText('2 rows');
  const table = answer.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['?symbol', '?scalar', '?value']);
  await expect(table.getByRole('row').nth(1)).toHaveText(`Dataspace ${tag}COMPLEXfalse`);
  await expect(table.getByRole('row').nth(2)).toHaveText(`Dataspace ${tag}REALtrue`);

  // The query is the URL: reloading asks it again.
  expect(new URL(page.url()).searchParams.get('q')).toContain(`Datalogness ${tag}`);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Answer' }).getByRole('status')).toHaveText('2 rows');

  // An example fills the box and asks.
  await page.getByRole('region', { name: 'Examples' }).getByRole('button', { name: 'Spaces where a theorem about the Radon–Nikodym property fired' }).click();
  await expect(box).toHaveValue(/Radon–Nikodym property/);
  await expect(page.getByRole('region', { name: 'Answer' }).getByRole('status')).toHaveText(/rows?$/);

  // A mark is asked as a fact is: the pair marked open through the API is answered by `marked`.
  const other = await api.createProperty(`Datalog question ${tag}`);
  const reference = { url: 'https://arxiv.org/abs/math/9205204', title: 'A problem', arxivId: 'math/9205204', wikipediaId: null, bibtex: null, page: null, statement: null };
  await api.post(`/api/space/${space.id}/property/${other.id}/problem/REAL`, { status: 'OPEN', since: '2026', references: [reference] });
  await box.fill(`[:find ?name ?scalar ?status :where [?s :space/symbol "Dataspace ${tag}"] [?s :space/id ?space] (marked ?space ?p ?scalar ?status) [?q :property/id ?p] [?q :property/name ?name]]`);
  await page.getByRole('button', { name: 'Run' }).click();
  const marks = page.getByRole('region', { name: 'Answer' });
  await expect(marks.getByRole('status')).toHaveText('1 row');
  await expect(marks.getByRole('table').getByRole('row').nth(1)).toHaveText(`Datalog question ${tag}REALOPEN`);
  // The examples about relations, equations and marks ask too (this catalogue has few of them).
  await page.getByRole('region', { name: 'Examples' }).getByRole('button', { name: 'Spaces that contain c₀ complementably' }).click();
  await expect(box).toHaveValue(/related/);
  await expect(page.getByRole('region', { name: 'Answer' }).getByRole('status')).toHaveText(/rows?$/);

  await box.fill('[:find ?x :where [?s :space/colour ?x]]');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page.getByRole('alert')).toContainText('Unknown attribute :space/colour');
});
