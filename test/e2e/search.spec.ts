/**
 * One search box (issue 25): a formula of property names typed in the
 * navigation bar's box runs the formula search and says so, with a link to
 * search the words as text; an unknown name gets the nearest names; the Fail
 * group is folded with its count; the home page leads with the same box. On
 * the starter catalogue (imported, and the catalogue before put back after).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect, Api, ADMIN } from './support/fixtures';

const starter = JSON.parse(readFileSync(join(__dirname, '..', '..', 'content', 'starter-catalogue.json'), 'utf8'));
const l2Gamma: number = starter.spaces.find((s: { symbol: string }) => s.symbol === '$\\ell^2(\\Gamma)$').id;
let before: unknown;

async function adminApi(browser: import('@playwright/test').Browser) {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const api = new Api(context.request);
  await api.login(ADMIN.email(), ADMIN.password());
  return { api, close: () => context.close() };
}

test.beforeAll(async ({ browser }) => {
  const { api, close } = await adminApi(browser);
  before = await api.get('/api/admin/export');
  await api.post('/api/admin/import', starter);
  await close();
});

test.afterAll(async ({ browser }) => {
  const { api, close } = await adminApi(browser);
  await api.post('/api/admin/import', before);
  await close();
});

test('a formula typed in the navigation bar lists ℓ²(Γ), the Fail group folded with its count', async ({ page }) => {
  await page.goto('/space');
  const box = page.getByRole('searchbox', { name: 'Search the catalogue' });
  await box.fill('Reflexive + ~Separable');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=Reflexive/);
  await expect(page.getByRole('status').filter({ hasText: 'Read as a formula of property names.' })).toBeVisible();
  const satisfy = page.getByRole('region', { name: /Satisfy/ });
  const l2 = page.locator(`a[href="/space/${l2Gamma}"]`);
  await expect(satisfy.locator(l2)).toBeVisible();
  await expect(satisfy.locator(l2)).toHaveAccessibleName(/ℓ/);
  await expect(satisfy.getByRole('listitem').filter({ has: l2 }).getByRole('link', { name: /^lacks Separable \(real, linked\)/ })).toBeVisible();

  // Fail: the count in its heading, the entries folded until asked for.
  const fail = page.getByRole('region', { name: /Fail/ });
  const count = Number((await fail.getByRole('heading').textContent())!.match(/· (\d+)/)![1]);
  expect(count).toBeGreaterThan(10);
  const details = fail.locator('details');
  await expect(details).not.toHaveAttribute('open', /.*/);
  await expect(fail.getByRole('listitem')).toHaveCount(0);
  await fail.getByText(`Show the ${count} entries`).click();
  await expect(fail.getByRole('list').first().locator(':scope > li')).toHaveCount(count);

  // The words searched as text instead.
  await page.getByRole('link', { name: 'Search the words as text instead' }).click();
  await expect(page).toHaveURL(/as=text/);
  await expect(page.getByRole('region', { name: /Results/ })).toBeVisible();
  await expect(page.getByRole('region', { name: /Satisfy/ })).toHaveCount(0);
});

test('an unknown name in a formula: the nearest names, and the text results', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('searchbox', { name: 'Search the catalogue' });
  await box.fill('Reflexive + ~Separabel');
  await box.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'cannot be asked' })).toContainText('Unknown property: “Separabel”. Did you mean “Separable”');
});

test('the home page leads with the same box: words are text, ell2 finds ℓ²', async ({ page }) => {
  await page.goto('/');
  const form = page.getByRole('main').getByRole('search', { name: 'Search the catalogue' });
  // First thing of the page after its heading: before the alpha note and the sections.
  const formTop = (await form.boundingBox())!.y;
  expect(formTop).toBeLessThan((await page.getByRole('note').boundingBox())!.y);
  await form.getByRole('combobox', { name: 'Search', exact: true }).fill('ell2');
  await form.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL('/search?q=ell2');
  const results = page.getByRole('region', { name: /Results/ });
  await expect(results.getByRole('listitem').first()).toContainText('Space');
  await expect(results.locator('a[href^="/space/"]').first()).toHaveAccessibleName(/ℓ²/);
});
