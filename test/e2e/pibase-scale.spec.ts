/**
 * The catalogue at π-Base scale (223 spaces, 246 properties, 926 theorems,
 * about 120,000 computed results), on a server of its own so the import does
 * not touch the suite's shared catalogue: the lists filter (in the URL), sort
 * and page; a property's spaces as holds / fails, filtered and paged; the
 * admin compute report, summary first, a table read one page at a time,
 * filters, and CSV and JSON downloads of what the filters keep.
 * The timings are printed for the performance notes, never asserted.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { startE2EServer, type E2EServer } from './support/server';
import { pibaseToBackup, type Pibase } from '../../backend/cli/commands/pibase-to-backup';
import { pibaseDataPath } from '../../backend/src/catalogue/project-root';
import { searchKey } from '../../kb/contract/search-text';
import { fieldPair, type LinkField } from '../../kb/contract/fields';

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

/** Signs the page's context in as the π-Base server's admin (the csrf cookie first, then the login). */
async function loginAsAdmin(page: Page, base: string): Promise<void> {
  await page.request.get(`${base}/api/space`);
  const csrf = (await page.context().cookies(base)).find((c) => c.name === 'csrf')?.value ?? '';
  const login = await page.request.post(`${base}/api/user/login`, { data: { email: scale.admin.email, password: scale.admin.password }, headers: { 'X-CSRF-Token': csrf } });
  expect(login.status()).toBe(200);
}

test('summary first, then one page at a time, filters and downloads', async ({ page }) => {
  test.setTimeout(120_000);
  const base = scale.baseUrl;
  await loginAsAdmin(page, base);
  // The page after the first is read ahead, so Next needs no request of its own.
  const readAhead = page.waitForResponse((r) => /\/api\/admin\/compute\/rows\?offset=50&limit=50$/.test(r.url()));
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
  expect((await readAhead).status()).toBe(200);
  const asked: string[] = [];
  page.on('request', (r) => asked.push(r.url()));
  const turned = Date.now();
  await results.getByRole('button', { name: 'Next' }).click();
  await expect(results.getByRole('navigation', { name: 'Computed results pages' })).toContainText('Rows 51–100 of');
  await expect(rows.nth(1)).not.toHaveText(first!);
  const turnAfter = Date.now() - turned;
  await expect(rows).toHaveCount(51);
  expect(asked.filter((url) => /offset=50&/.test(url))).toEqual([]);

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

test('report pages typeset ahead: the second asked for with the first, Next and Previous without a request, one page of rows shown', async ({ page }) => {
  test.setTimeout(120_000);
  const base = scale.baseUrl;
  await loginAsAdmin(page, base);
  const asked: string[] = [];
  const events: string[] = [];
  page.on('request', (r) => {
    if (!r.url().includes('/api/admin/compute/rows')) return;
    asked.push(new URL(r.url()).search);
    events.push(`asked ${new URL(r.url()).search}`);
  });
  page.on('response', (r) => {
    if (r.url().includes('/api/admin/compute/rows')) events.push(`answered ${new URL(r.url()).search}`);
  });
  await page.goto(`${base}/admin`);
  await page.getByRole('button', { name: 'Compute' }).click();
  const results = page.getByRole('region', { name: 'Results', exact: true });
  const pager = results.getByRole('navigation', { name: 'Computed results pages' });
  const rows = results.getByRole('row');
  await expect(pager).toContainText('Rows 1–50 of');
  // The second page was asked for before the first one was answered (its total is the summary's).
  expect(events.indexOf('asked ?offset=50&limit=50')).toBeGreaterThanOrEqual(0);
  expect(events.indexOf('asked ?offset=50&limit=50')).toBeLessThan(events.indexOf('answered ?offset=0&limit=50'));
  await expect(rows).toHaveCount(51);
  const first = await rows.nth(1).textContent();
  // The page ahead is in the table, hidden: typeset, but neither shown nor read out.
  await expect(page.locator('section[aria-labelledby="report-rows"] tbody[hidden] tr')).toHaveCount(50);

  const before = asked.length;
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager).toContainText('Rows 51–100 of');
  await expect(rows).toHaveCount(51);
  const second = await rows.nth(1).textContent();
  expect(second).not.toBe(first);
  await pager.getByRole('button', { name: 'Previous' }).click();
  await expect(pager).toContainText('Rows 1–50 of');
  await expect(rows.nth(1)).toHaveText(first!);
  await expect(rows).toHaveCount(51);
  // Next read the page after it ahead (offset 100), and nothing else: pages 1 and 2 came from what was typeset.
  await expect.poll(() => asked.slice(before)).toEqual(['?offset=100&limit=50']);
});

/** Milliseconds from navigation to the first list entry shown. */
async function firstContent(page: import('@playwright/test').Page, url: string, entry: import('@playwright/test').Locator): Promise<number> {
  const start = Date.now();
  await page.goto(url);
  await expect(entry).toBeVisible({ timeout: 30_000 });
  return Date.now() - start;
}

test('lists filter by the URL, sort and page at π-Base scale', async ({ page }) => {
  const base = scale.baseUrl;
  const timings: string[] = [];
  const theorems = (await (await page.request.get(`${base}/api/theorem`)).json()) as Array<{ id: number }>;
  const items = page.locator('ul.item-list > li');

  timings.push(`/theorem ${await firstContent(page, `${base}/theorem`, items.first())} ms`);
  await expect(items).toHaveCount(50);
  const pages = page.getByRole('navigation', { name: 'Theorems pages' });
  await expect(pages).toContainText(`Theorems 1–50 of ${theorems.length}`);
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(pages).toContainText('Theorems 51–100 of');
  await expect(page).toHaveURL(/[?&]page=2/);

  // The filter matches property names in the normal form and lives in the URL, so the page can be shared.
  await page.getByRole('searchbox', { name: 'Filter theorems' }).fill('Compact');
  await expect(page).toHaveURL(/[?&]q=Compact/);
  await expect(page).not.toHaveURL(/page=/);
  // The theorems are read a page at a time from the API: the filtered page replaces the previous one once it has arrived.
  await expect(page.locator('ul.item-list')).toHaveAttribute('aria-busy', 'false');
  await expect(pages).toContainText(/Theorems 1–50 of \d+/);
  const status = await pages.textContent();
  const kept = Number(/of (\d+)/.exec(status!)![1]);
  expect(kept).toBeLessThan(theorems.length);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Filter theorems' })).toHaveValue('Compact');
  await expect(pages).toContainText(`of ${kept}`);

  // Spaces: the filter keeps what kb/contract/search-text keeps; sorting by date added, descending, puts the newest first.
  const spaces = (await (await page.request.get(`${base}/api/space`)).json()) as Array<{ id: number; symbol: string }>;
  timings.push(`/space ${await firstContent(page, `${base}/space`, items.first())} ms`);
  await expect(items).toHaveCount(100);
  await page.getByRole('searchbox', { name: 'Filter spaces' }).fill('topology on ℝ');
  const expected = spaces.filter((s) => searchKey(s.symbol).includes(searchKey('topology on ℝ'))).length;
  expect(expected).toBeGreaterThan(0);
  await expect(items).toHaveCount(Math.min(expected, 100));
  await page.getByRole('searchbox', { name: 'Filter spaces' }).fill('');
  await page.getByLabel('Sort by').selectOption('added');
  await page.getByLabel('Order').selectOption('desc');
  await expect(page).toHaveURL(/sort=added/);
  const newest = spaces.reduce((a, b) => (b.id > a.id ? b : a));
  await expect(items.first().getByRole('link')).toHaveAttribute('href', `/space/${newest.id}`);

  timings.push(`/property ${await firstContent(page, `${base}/property`, items.first())} ms`);
  console.log(`π-Base lists in Chromium, first entry shown: ${timings.join(', ')}`);
});

test("a property's spaces as holds and fails, marked, filtered and paged at π-Base scale", async ({ page }) => {
  const base = scale.baseUrl;
  const properties = (await (await page.request.get(`${base}/api/property`)).json()) as Array<{ id: number; name: string }>;
  const t0 = properties.find((p) => p.name === '$T_0$')!;
  const entries = (await (await page.request.get(`${base}/api/property/${t0.id}/space`)).json()) as Array<{ space: { id: number; symbol: string }; field: LinkField }>;
  const holds = entries.filter((e) => Object.values(fieldPair(e.field)).includes(true));
  expect(holds.length).toBeGreaterThan(100);

  const holdsGroup = page.getByRole('region', { name: /^Holds/ });
  const shown = await firstContent(page, `${base}/property/${t0.id}`, holdsGroup.getByRole('listitem').first());
  await expect(holdsGroup.getByRole('heading')).toContainText(`Holds· ${holds.length}`);
  await expect(holdsGroup.getByRole('listitem')).toHaveCount(100);
  for (const mark of await holdsGroup.locator('.scalar-mark').allTextContents()) expect(['real', 'complex', 'both']).toContain(mark);
  await holdsGroup.getByRole('navigation', { name: 'Holds pages' }).getByRole('button', { name: 'Next' }).click();
  await expect(holdsGroup.getByRole('listitem')).toHaveCount(Math.min(100, holds.length - 100));

  // One filter for both groups, in the URL.
  await page.getByRole('searchbox', { name: 'Filter spaces' }).fill('discrete');
  await expect(page).toHaveURL(/[?&]q=discrete/);
  const kept = holds.filter((e) => searchKey(e.space.symbol).includes('discrete')).length;
  await expect(holdsGroup.getByRole('heading')).toContainText(`${kept} of ${holds.length}`);
  await expect(holdsGroup.getByRole('listitem')).toHaveCount(Math.min(kept, 100));

  // The property's theorems, 50 at a time.
  const theorems = (await (await page.request.get(`${base}/api/theorem?propertyId=${t0.id}`)).json()) as unknown[];
  await expect(page.getByRole('region', { name: 'Theorems', exact: true }).locator('.theorem-list > li')).toHaveCount(Math.min(50, theorems.length));

  const space = holds[0].space;
  const detail = await firstContent(page, `${base}/space/${space.id}`, page.getByRole('region', { name: /^Holds/ }).getByRole('listitem').first());
  await expect(page.getByRole('region', { name: /^Fails/ }).getByRole('listitem').first()).toBeVisible();
  console.log(`π-Base detail pages in Chromium, first entry shown: /property/${t0.id} ${shown} ms, /space/${space.id} ${detail} ms`);
});

test("a detail page shows its first screen of rows, then every row of the page; a row beyond the first screen is found by the filter", async ({ page }) => {
  const base = scale.baseUrl;
  // A space with more properties that hold than the first paint shows (40 rows, frontend/src/lib/use-rows-now.ts) and some that fail.
  const spaces = (await (await page.request.get(`${base}/api/space`)).json()) as Array<{ id: number }>;
  let chosen: { id: number; holds: { property: { id: number; name: string } }[]; fails: number } | null = null;
  for (const { id } of spaces.slice(0, 20)) {
    const entries = (await (await page.request.get(`${base}/api/space/${id}/property`)).json()) as Array<{ property: { id: number; name: string }; field: LinkField }>;
    const holds = entries.filter((e) => Object.values(fieldPair(e.field)).includes(true));
    const fails = entries.filter((e) => Object.values(fieldPair(e.field)).includes(false)).length;
    if (holds.length > 60 && fails > 0 && (!chosen || holds.length > chosen.holds.length)) chosen = { id, holds, fails };
  }
  expect(chosen).not.toBeNull();
  const { id, holds, fails } = chosen!;
  await page.goto(`${base}/space/${id}`);
  const holdsGroup = page.getByRole('region', { name: /^Holds/ });
  const failsGroup = page.getByRole('region', { name: /^Fails/ });
  await expect(holdsGroup.getByRole('listitem').first()).toBeVisible();
  // The rest of the page's rows follow: the whole first page of each group, as before.
  await expect(holdsGroup.getByRole('listitem')).toHaveCount(Math.min(100, holds.length));
  await expect(failsGroup.getByRole('listitem')).toHaveCount(Math.min(100, fails));
  await expect(holdsGroup).toContainText(`Entries 1–${Math.min(100, holds.length)} of ${holds.length}`);
  // The last property of the first page, far below the first screen, is found by the filter.
  const shown = await holdsGroup.getByRole('listitem').getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  const last = holds.find((e) => shown[shown.length - 1] === `/space/${id}/property/${e.property.id}`)!;
  expect(last).toBeDefined();
  await page.getByRole('searchbox', { name: 'Filter properties' }).fill(last.property.name);
  await expect(holdsGroup.locator(`a[href="/space/${id}/property/${last.property.id}"]`)).toBeVisible();
});

test("a property page's chains of theorems are drawn when opened, and only then read the theorems' names", async ({ page }) => {
  const base = scale.baseUrl;
  const properties = (await (await page.request.get(`${base}/api/property`)).json()) as Array<{ id: number; name: string }>;
  const t0 = properties.find((p) => p.name === '$T_0$')!;
  const wholeList: string[] = [];
  page.on('request', (r) => /\/api\/theorem$/.test(new URL(r.url()).pathname) && !new URL(r.url()).search && wholeList.push(r.url()));
  await page.goto(`${base}/property/${t0.id}`);
  const section = page.getByRole('region', { name: 'What implies what' });
  const entry = section.getByRole('list').first().locator(':scope > li').first();
  await expect(entry).toBeVisible();
  // Closed, a chain is not drawn: no links in it, and the whole theorem list (its steps' names) is not read.
  await expect(entry.locator('details a')).toHaveCount(0);
  expect(wholeList).toEqual([]);
  await entry.getByText('Chain of theorems').click();
  await expect(entry.locator('details').getByRole('link', { name: /./ }).first()).toBeVisible();
  await expect(entry.locator('details a[href^="/theorem/"]').first()).toBeVisible();
});

test('the gaps at π-Base scale: the ranking is counted a slice at a time, the page says so and fills in', async ({ page }) => {
  test.setTimeout(120_000);
  const base = scale.baseUrl;
  // The first ask after the import counts a slice (about 20 ms) of the 223 spaces: the page shows that part and says it is still counting.
  await page.goto(`${base}/gaps`);
  await expect(page.getByRole('heading', { level: 1, name: 'Gaps in the catalogue' })).toBeVisible();
  const status = page.getByRole('status').filter({ hasText: 'Still counting' });
  await expect(status).toContainText(/of 223 spaces so far/);
  // It refreshes until every space is counted; then the note goes and the total is the whole catalogue's.
  await expect(status).toHaveCount(0, { timeout: 60_000 });
  const answer = (await (await page.request.get(`${base}/api/questions?limit=1`)).json()) as { total: number; counting?: unknown };
  expect(answer.counting).toBeUndefined();
  await expect(page.getByText(`1–50 of ${answer.total} gaps`)).toBeVisible();
  expect(answer.total).toBeGreaterThan(1000);
});
