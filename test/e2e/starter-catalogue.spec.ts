/**
 * The starter catalogue (content/starter-catalogue.json), imported through the
 * admin API, read page by page: the list pages, every third space, property,
 * theorem, equation and equation property (every TeX string is also typeset
 * in strict mode by test/content/starter-content.spec.ts), and a sample of link pages
 * (stored and computed, both directions). No page may log a console error (the fixture fails the test),
 * show TeX that KaTeX could not typeset or a formula whose case a style changes, or lack its heading and breadcrumbs.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from './support/fixtures';
import { transformedMath } from './support/math-style';

const STARTER = path.resolve(__dirname, '..', '..', 'content', 'starter-catalogue.json');

test('every page of the starter catalogue renders its math without errors', async ({ page, api }) => {
  test.setTimeout(600_000);
  await api.loginAsAdmin();
  await api.post('/api/admin/import', JSON.parse(readFileSync(STARTER, 'utf8')));
  await api.post('/api/user/logout');

  const ids = async (list: string) => (await api.get<{ id: number }[]>(list)).map((item) => item.id);
  const paths: string[] = ['/space', '/property', '/theorem', '/differential-equation', '/differential-equation/property'];
  const spaces = await ids('/api/space');
  const everyThird = <T>(items: T[]) => items.filter((_, index) => index % 3 === 0);
  for (const id of everyThird(spaces)) paths.push(`/space/${id}`);
  for (const id of everyThird(await ids('/api/property'))) paths.push(`/property/${id}`);
  for (const id of everyThird(await ids('/api/theorem'))) paths.push(`/theorem/${id}`);
  const equations = await ids('/api/differential-equation');
  for (const id of everyThird(equations)) paths.push(`/differential-equation/${id}`);
  for (const id of everyThird(await ids('/api/differential-equation/property'))) paths.push(`/differential-equation/property/${id}`);
  let n = 0;
  for (const spaceId of spaces) {
    for (const entry of await api.get<{ property: { id: number }; linked: boolean }[]>(`/api/space/${spaceId}/property`)) {
      if (n++ % 61 === 0) paths.push(entry.linked ? `/property/${entry.property.id}/space/${spaceId}` : `/space/${spaceId}/property/${entry.property.id}`);
    }
  }
  for (const equationId of equations.slice(0, 10)) {
    const [entry] = await api.get<{ differentialEquationProperty: { id: number } }[]>(`/api/differential-equation/${equationId}/property`);
    if (entry) paths.push(`/differential-equation/property/${entry.differentialEquationProperty.id}/differential-equation/${equationId}`);
  }
  expect(paths.length).toBeGreaterThan(150);

  const broken: string[] = [];
  const transformed: string[] = [];
  for (const target of paths) {
    await page.goto(target);
    await expect(page.getByRole('heading', { level: 1 }).first(), target).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }), target).toBeVisible();
    for (const source of await page.locator('.math-error').allTextContents()) broken.push(`${target}: ${source}`);
    for (const formula of await transformedMath(page)) transformed.push(`${target}: ${formula}`);
  }
  expect(broken, 'TeX that KaTeX could not typeset').toEqual([]);
  expect(transformed, 'formulas whose case a style changes').toEqual([]);
});
