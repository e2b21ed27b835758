/**
 * Math is never transformed (issue 25): c₀ stays c₀ wherever a formula is
 * shown — in table headers, section titles, search results, proofs and the
 * admin's report — and the comparison table may use the page's full width.
 * Every page of the starter catalogue is checked too (starter-catalogue.spec.ts).
 */
import { test, expect, unique, openAsAdmin } from './support/fixtures';
import { transformedMath } from './support/math-style';

test('formulas keep their case on every page that shows them; /compare shows c₀ in lower case', async ({ page, api }) => {
  await api.loginAsAdmin();
  const c0 = await api.createSpace(unique('$c_0$'));
  const C0 = await api.createSpace(unique('$C_0(\\mathbb{R})$'));
  const named = unique('Isomorphic to $c_0$');
  const property = await api.createProperty(named);
  const other = await api.createProperty(unique('Complemented in $\\ell^\\infty$'));
  await api.link(c0.id, property.id, 'REAL_AND_COMPLEX');
  await api.link(C0.id, property.id, 'NOT_REAL_AND_NOT_COMPLEX');
  const theorem = await api.createTheorem(null, [[property.id, 'REAL_AND_COMPLEX']], [[other.id, 'NOT_REAL_AND_NOT_COMPLEX']]);

  await page.goto(`/compare?space=${c0.id}&space=${C0.id}`);
  const table = page.locator('table.compare-table');
  const header = table.locator('thead th').nth(1);
  await expect(header.locator('.katex')).toBeVisible();
  // innerText is the text as displayed, after any CSS text-transform.
  expect((await header.locator('.katex-html').innerText()).replace(/[\s\u200b]/g, '')).toBe('c0');
  expect((await table.locator('thead th').nth(2).locator('.katex-html').innerText()).replace(/[\s\u200b]/g, '')).toBe('C0(R)');
  const row = table.locator('tbody th', { hasText: named.split('$')[2].trim() });
  expect((await row.locator('.katex-html').innerText()).replace(/[\s\u200b]/g, '')).toBe('c0');
  // The table may use the width of the main column, not the reading measure of text pages.
  const [tableWidth, mainWidth] = await Promise.all([
    page.locator('.page').evaluate((element) => element.getBoundingClientRect().width),
    page.locator('.site-main').evaluate((element) => element.clientWidth - parseFloat(getComputedStyle(element).paddingLeft) - parseFloat(getComputedStyle(element).paddingRight)),
  ]);
  expect(Math.round(tableWidth)).toBe(Math.round(mainWidth));

  const pages = [
    `/compare?space=${c0.id}&space=${C0.id}`,
    `/space/${c0.id}`,
    `/property/${property.id}`,
    `/space/${c0.id}/property/${other.id}`,
    `/theorem/${theorem.id}`,
    `/search?q=${encodeURIComponent('c0')}`,
    `/search?formula=${encodeURIComponent(named)}`,
    '/questions',
    '/space',
    '/property',
  ];
  for (const target of pages) {
    await page.goto(target);
    await expect(page.locator('.katex').first(), target).toBeVisible();
    expect(await transformedMath(page), target).toEqual([]);
  }

  await openAsAdmin(page, api, '/admin');
  await page.getByRole('button', { name: /compute/i }).first().click();
  await expect(page.locator('.compute-report .katex').first()).toBeVisible();
  expect(await transformedMath(page), 'admin compute report').toEqual([]);
});
