/** The browsable API page at /api/docs: Swagger UI runs under the site's CSP (no console errors) and calls the API. */
import { test, expect, unique } from './support/fixtures';

test('a reader browses the API at /api/docs and tries a call', async ({ page, api }) => {
  await api.loginAsAdmin();
  const symbol = `$${unique('Docs').replace(/\W/g, '')}$`;
  await api.createSpace(symbol);
  await page.context().clearCookies();

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Banach catalogue API/ })).toBeVisible();
  // Grouped by the first path segment; this routes are there.
  await expect(page.getByRole('heading', { level: 3, name: /^theorem\b/ })).toBeVisible();
  await expect(page.locator('.opblock-summary-path', { hasText: '/api/theorem/{id}/check' })).toBeVisible();

  // Try GET /api/space: the page calls the API from the browser, within connect-src 'self'.
  const operation = page.locator('.opblock-get').filter({ has: page.locator('.opblock-summary-path', { hasText: /^\/api\/space$/ }) });
  await operation.locator('.opblock-summary-control').click();
  await operation.getByRole('button', { name: 'Try it out' }).click();
  await operation.getByRole('button', { name: 'Execute' }).click();
  await expect(operation.locator('.live-responses-table tbody .response-col_status').first()).toHaveText('200');
  await expect(operation.locator('.live-responses-table')).toContainText(symbol.replace(/\$/g, ''));
});
