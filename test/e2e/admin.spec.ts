/** The admin page's four actions: export, import (and the restore of the catalogue it replaced), invite code (with copy), compute. */
import { readFileSync } from 'node:fs';
import { test, expect, unique, openAsAdmin } from './support/fixtures';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('export downloads backup_<ISO timestamp>.json; import of an edited backup goes to /space', async ({ page, api }) => {
  await api.loginAsAdmin();
  const kept = await api.createSpace(unique('$Y$'));
  await page.goto('/admin');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^backup_\d{4}-\d{2}-\d{2}T\d{2}[:_-]?\d{2}[:_-]?\d{2}(\.\d+)?Z?\.json$/);
  const backup = JSON.parse(readFileSync((await download.path())!, 'utf8'));
  expect(backup.format).toBe('banach-catalogue-backup');
  expect(backup.spaces.map((s: { id: number }) => s.id)).toContain(kept.id);

  // A file that is not a backup is refused, with the server's message.
  await page.getByLabel('Backup file').setInputFiles({ name: 'wrong.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"something else"}') });
  await page.getByRole('button', { name: 'Import' }).click();
  await page.getByRole('button', { name: 'Replace the catalogue' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL('/admin');

  const symbol = `$Z_{${Date.now()}}$`;
  const nextId = Math.max(...backup.spaces.map((s: { id: number }) => s.id)) + 1;
  backup.spaces.push({ id: nextId, symbol, norm: '', description: 'Imported.', field: 'REAL', references: [] });
  await page.getByLabel('Backup file').setInputFiles({ name: 'edited.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(backup)) });
  await page.getByRole('button', { name: 'Import' }).click();
  await page.getByRole('button', { name: 'Replace the catalogue' }).click();
  await expect(page).toHaveURL('/space');
  await expect(page.locator(`a[href="/space/${nextId}"]`)).toBeVisible();
  await expect(page.locator(`a[href="/space/${kept.id}"]`)).toBeVisible();

  // The import is a change like any other: the admin restores the catalogue as it was before it.
  await page.goto('/changes?kind=catalogue');
  await page.getByTestId('change-line').filter({ hasText: 'imported' }).first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/changes\/\d+$/);
  await page.getByRole('button', { name: 'Restore the catalogue as it was before' }).click();
  await expect(page.getByRole('group', { name: 'Confirm' })).toContainText('Later changes go with it.');
  await page.getByRole('button', { name: 'Yes, restore' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('restored');
  await page.goto('/space');
  await expect(page.locator(`a[href="/space/${kept.id}"]`)).toBeVisible();
  await expect(page.locator(`a[href="/space/${nextId}"]`)).toHaveCount(0);
  expect((await page.request.get(`/api/space/${nextId}`)).status()).toBe(404);
});

test('create invite code shows the code, and Copy puts it on the clipboard', async ({ page, api }) => {
  await openAsAdmin(page, api, '/admin');
  await page.getByRole('button', { name: 'Create invite code' }).click();
  const code = page.getByTestId('invite-code');
  await expect(code).not.toBeEmpty();
  const text = (await code.textContent())!.trim();
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
});

test('compute shows the derived results with space, property and field, and theorem', async ({ page, api }) => {
  await api.loginAsAdmin();
  const space = await api.createSpace(unique('$\\ell^1$'));
  const a = await api.createProperty(unique('Schur property'));
  const b = await api.createProperty(unique('Weakly sequentially complete'));
  await api.link(space.id, a.id, 'REAL_AND_COMPLEX');
  const theoremName = unique('Schur implies weak sequential completeness');
  const theorem = await api.createTheorem(theoremName, [[a.id, 'REAL_AND_COMPLEX']], [[b.id, 'REAL_AND_COMPLEX']]);
  const nameB = (await api.get(`/api/property/${b.id}`)).name;

  await page.goto('/admin');
  await page.getByRole('button', { name: 'Compute' }).click();
  const report = page.getByRole('region', { name: 'Computed results', exact: true });
  // The suite's server holds every test's items: the table is filtered to this space.
  await report.getByRole('searchbox', { name: 'Space' }).fill((await api.get(`/api/space/${space.id}`)).symbol);
  await expect(report.getByRole('region', { name: 'Results', exact: true }).getByRole('columnheader')).toHaveText(['Space', 'Property', 'Theorem']);
  const row = report.getByRole('row').filter({ has: page.locator(`a[href="/space/${space.id}/property/${b.id}"]`) });
  await expect(row).toHaveCount(1);
  await expect(row.locator(`a[href="/space/${space.id}"] .katex`)).toBeVisible();
  await expect(row.getByRole('link', { name: nameB })).toBeVisible();
  await expect(row).toContainText('Real and complex');
  await expect(row.getByRole('link', { name: theoremName })).toHaveAttribute('href', `/theorem/${theorem.id}`);
});
