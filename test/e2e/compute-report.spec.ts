/**
 * The admin compute report at π-Base scale (223 spaces, 926 theorems, about
 * 120,000 computed results), on a server of its own so the import does not
 * touch the suite's shared catalogue: summary first, a table read one page at
 * a time, filters, and CSV and JSON downloads of what the filters keep.
 * The timings are printed for the performance notes, never asserted.
 */
import { readFileSync } from 'node:fs';
import { test, expect } from './support/fixtures';
import { startE2EServer, type E2EServer } from './support/server';
import { pibaseToBackup, type Pibase } from '../../backend/cli/commands/pibase-to-backup';
import { pibaseDataPath } from '../../backend/src/catalogue/project-root';

let scale: E2EServer;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(180_000);
  scale = await startE2EServer();
  const request = await playwright.request.newContext({ baseURL: scale.baseUrl });
  await request.get('/api/space');
  const csrf = async () => (await request.storageState()).cookies.find((c) => c.name === 'csrf')?.value ?? '';
  const post = async (path: string, data: unknown) => {
    const response = await request.post(path, { data, headers: { 'X-CSRF-Token': await csrf() } });
    expect(response.status(), `${path}: ${(await response.text()).slice(0, 300)}`).toBe(200);
  };
  await post('/api/user/login', { email: scale.admin.email, password: scale.admin.password });
  await post('/api/admin/import', pibaseToBackup(JSON.parse(readFileSync(pibaseDataPath(), 'utf8')) as Pibase));
  await request.dispose();
});

test.afterAll(async () => {
  await scale?.stop();
});

test('summary first, then one page at a time, filters and downloads', async ({ page }) => {
  test.setTimeout(120_000);
  const base = scale.baseUrl;
  await page.request.get(`${base}/api/space`);
  const csrf = (await page.context().cookies(base)).find((c) => c.name === 'csrf')?.value ?? '';
  const login = await page.request.post(`${base}/api/user/login`, { data: { email: scale.admin.email, password: scale.admin.password }, headers: { 'X-CSRF-Token': csrf } });
  expect(login.status()).toBe(200);
  await page.goto(`${base}/admin`);

  const clicked = Date.now();
  await page.getByRole('button', { name: 'Compute' }).click();
  const report = page.getByRole('region', { name: 'Computed results', exact: true });
  const summary = report.getByRole('definition').first();
  await expect(summary).toHaveText(/^\d{2,3},\d{3}$/, { timeout: 30_000 });
  const shownAfter = Date.now() - clicked;
  const total = Number((await summary.textContent())!.replace(/,/g, ''));
  const results = report.getByRole('region', { name: 'Results', exact: true });
  const rows = results.getByRole('row');
  await expect(rows).toHaveCount(51); // the header and one page
  const tableAfter = Date.now() - clicked;
  await expect(results.getByRole('navigation', { name: 'Computed results pages' })).toContainText(`Rows 1–50 of ${total.toLocaleString('en')}`);
  await expect(report.getByRole('region', { name: 'Computed results per theorem' }).getByRole('row')).toHaveCount(11);

  // The next page: other rows, still only 50 of them.
  const first = await rows.nth(1).textContent();
  const turned = Date.now();
  await results.getByRole('button', { name: 'Next' }).click();
  await expect(results.getByRole('navigation', { name: 'Computed results pages' })).toContainText('Rows 51–100 of');
  await expect(rows.nth(1)).not.toHaveText(first!);
  const turnAfter = Date.now() - turned;
  await expect(rows).toHaveCount(51);

  // Filters match names in the search normal form and start again at the first page.
  await results.getByRole('searchbox', { name: 'Property' }).fill('compact');
  await results.getByRole('searchbox', { name: 'Theorem' }).fill('T_2');
  const expected = await page.request.get(`${base}/api/admin/compute/rows?property=compact&theorem=T_2&limit=1`);
  const filtered = ((await expected.json()) as { total: number }).total;
  await expect(results.getByRole('navigation', { name: 'Computed results pages' })).toContainText(`Rows 1–50 of ${filtered.toLocaleString('en')}`);
  expect(filtered).toBeLessThan(total);
  for (const cell of await rows.locator('td:nth-child(2)').allTextContents()) expect(cell.toLowerCase()).toContain('compact');

  // The downloads hold exactly the filtered rows.
  const csvDownload = page.waitForEvent('download');
  await results.getByRole('link', { name: 'CSV' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toMatch(/^compute_.+\.csv$/);
  const lines = readFileSync((await csv.path())!, 'utf8').trimEnd().split('\r\n');
  expect(lines[0]).toBe('id,spaceId,space,propertyId,property,field,theoremId,theorem');
  expect(lines).toHaveLength(filtered + 1);
  const jsonDownload = page.waitForEvent('download');
  await results.getByRole('link', { name: 'JSON' }).click();
  const json = JSON.parse(readFileSync((await (await jsonDownload).path())!, 'utf8')) as Array<{ property: string }>;
  expect(json).toHaveLength(filtered);
  expect(json.every((row) => row.property.toLowerCase().includes('compact'))).toBe(true);

  console.log(`π-Base compute report in Chromium: ${total} results, summary after ${shownAfter} ms, first page after ${tableAfter} ms, next page in ${turnAfter} ms`);
});
