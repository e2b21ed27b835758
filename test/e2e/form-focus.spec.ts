/**
 * A refused save puts the keyboard focus on what refused it: the first invalid
 * field, or the notice of a conflicting edit. The Save button is disabled while
 * saving, so without this the focus fell back to the page's body.
 */
import { test, expect, openAsAdmin } from './support/fixtures';

// Chromium logs the 409 of the stale save: that answer is the point of the second test.
test.use({ allowConsoleErrors: [/status of 409/] });

test('a save refused with field errors focuses the first invalid field', async ({ page, api }) => {
  await openAsAdmin(page, api, '/space/add');
  await page.getByRole('button', { name: 'Save' }).click();
  const symbol = page.getByLabel('Symbol', { exact: true });
  await expect(page.getByText('Please enter a symbol.')).toBeVisible();
  await expect(symbol).toBeFocused();
  await expect(symbol).toHaveAttribute('aria-invalid', 'true');
});

test('a save refused as a stale edit focuses the conflict notice', async ({ page, api }) => {
  await api.loginAsAdmin();
  const symbol = `$f_{${Date.now()}}$`;
  const { id } = await api.post<{ id: number }>('/api/space', { symbol, field: 'REAL', description: 'Original.' });
  await openAsAdmin(page, api, `/space/${id}/edit`);
  await expect(page.getByLabel('Description', { exact: true })).toHaveValue('Original.');
  await api.post(`/api/space/${id}`, { symbol, field: 'REAL', description: 'Theirs.' });

  await page.getByLabel('Description', { exact: true }).fill('Mine.');
  await page.getByRole('button', { name: 'Save' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Someone else changed this since you loaded it.' });
  await expect(notice).toBeFocused();
});
