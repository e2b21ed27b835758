/**
 * Import on the Admin page: it first says how many entries will be replaced by
 * how many (Cancel changes nothing), and it reads the original catalogue's
 * backup (test/fixtures/original-backup.json), whose spaces, links, theorems,
 * equations and references then show on their pages.
 */
import { join } from 'node:path';
import { test, expect, openAsAdmin } from './support/fixtures';

const ORIGINAL = join(__dirname, '..', 'fixtures', 'original-backup.json');

test('import confirms first with both counts, and imports the original catalogue’s backup', async ({ page, api }) => {
  await openAsAdmin(page, api, '/admin');
  const current = await api.get('/api/admin/export');
  const count = (b: Record<string, unknown[]>) =>
    ['spaces', 'properties', 'spaceLinks', 'theorems', 'differentialEquations', 'differentialEquationProperties', 'differentialEquationLinks'].reduce(
      (sum, list) => sum + b[list].length,
      0,
    );
  const before = count(current);

  await page.getByLabel('Backup file').setInputFiles(ORIGINAL);
  await page.getByRole('button', { name: 'Import' }).click();
  // 3 spaces, 3 properties, 3 links, 2 theorems, 2 equations, 2 equation properties, 3 equation links.
  await expect(page.getByText(`its ${before} entries will be replaced by the file's 18 entries`)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Replace the catalogue' })).toHaveCount(0);
  expect(count(await api.get('/api/admin/export'))).toBe(before);

  await page.getByRole('button', { name: 'Import' }).click();
  await page.getByRole('button', { name: 'Replace the catalogue' }).click();
  await expect(page).toHaveURL('/space');
  await expect(page.locator('a[href^="/space/"]:not([href="/space/add"])')).toHaveCount(3);

  // A space with its Wikipedia reference, and its stored and computed links.
  const spaces = await api.get<{ id: number; symbol: string }[]>('/api/space');
  const l2 = spaces.find((s) => s.symbol === '$\\ell^2$')!;
  await page.goto(`/space/${l2.id}`);
  await expect(page.getByText('Square-summable sequences')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Banach space' })).toHaveAttribute('href', 'https://en.wikipedia.org/wiki/Banach_space');
  await expect(page.getByRole('link', { name: 'Superreflexive' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reflexive', exact: true })).toBeVisible();

  // A link with its description and BibTeX reference.
  const l1 = spaces.find((s) => s.symbol === '$\\ell^1$')!;
  const properties = await api.get<{ id: number; name: string }[]>('/api/property');
  const schur = properties.find((p) => p.name === 'Schur property')!;
  await page.goto(`/space/${l1.id}/property/${schur.id}`);
  await expect(page.getByText("Schur's lemma (1921).")).toBeVisible();
  await expect(page.getByText('Topics in Banach Space Theory')).toBeVisible();

  // Theorems: the named one and the unnamed one.
  await page.goto('/theorem');
  await expect(page.getByRole('link', { name: /Milman–Pettis/ })).toBeVisible();
  const theorems = await api.get<{ id: number; name: string | null }[]>('/api/theorem');
  const milman = theorems.find((t) => t.name === 'Milman–Pettis')!;
  await page.goto(`/theorem/${milman.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Milman–Pettis' })).toBeVisible();
  await expect(page.getByText('Uniformly convexifiable spaces are reflexive.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Superreflexive' })).toBeVisible();

  // Equations, with their has / lacks links and references.
  await page.goto('/differential-equation');
  await page.getByRole('link', { name: "Burgers' equation" }).click();
  await expect(page.getByRole('heading', { name: 'Lacks property(ies):' })).toBeVisible();
  await page.getByRole('link', { name: 'Linear' }).first().click();
  await expect(page.getByText('The term')).toBeVisible();
  await expect(page.getByText('Topics in Banach Space Theory')).toBeVisible();
  await page.goto('/differential-equation/property');
  await page.getByRole('link', { name: 'Linear' }).click();
  await expect(page.getByText('Solutions form a vector space.')).toBeVisible();
  await expect(page.getByText('The unconditional basic sequence problem')).toBeVisible();
});
