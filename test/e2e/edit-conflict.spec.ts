/**
 * No lost update in the forms (issue 12): a save on a version someone else has
 * replaced since the form loaded says so, and offers to review their version
 * (loaded into the form) or to overwrite it with the form's values.
 */
import { test, expect, unique, openAsAdmin } from './support/fixtures';

// Chromium logs the 409 the stale save gets: that answer is the point of these tests.
test.use({ allowConsoleErrors: [/status of 409/] });

const NOTICE = 'Someone else changed this since you loaded it.';

test('a space edited meanwhile by someone else: review their version, then overwrite it', async ({ page, api }) => {
  await api.loginAsAdmin();
  const symbol = `$v_{${Date.now()}}$`;
  const { id } = await api.post<{ id: number }>('/api/space', { symbol, field: 'REAL', description: 'Original.' });
  // A new item's first version is 1, or above an import's floor when the catalogue was imported before (versions are never issued twice).
  const first = (await api.get<{ version: number }>(`/api/space/${id}`)).version;

  await openAsAdmin(page, api, `/space/${id}/edit`);
  await expect(page.getByLabel('Description', { exact: true })).toHaveValue('Original.');
  // Another editor saves while this form is open.
  await api.post(`/api/space/${id}`, { symbol, field: 'REAL', description: 'Theirs.' });

  await page.getByLabel('Description', { exact: true }).fill('Mine.');
  await page.getByRole('button', { name: 'Save' }).click();
  const notice = page.getByRole('alert').filter({ hasText: NOTICE });
  await expect(notice).toBeVisible();
  await expect(page).toHaveURL(`/space/${id}/edit`);
  expect((await api.get(`/api/space/${id}`)).description).toBe('Theirs.');

  await notice.getByRole('button', { name: 'Review their version' }).click();
  await expect(page.getByLabel('Description', { exact: true })).toHaveValue('Theirs.');
  await expect(notice).toHaveCount(0);

  // Someone saves again; this time this editor keeps their own text.
  await api.post(`/api/space/${id}`, { symbol, field: 'REAL', description: 'Theirs again.' });
  await page.getByLabel('Description', { exact: true }).fill('Mine after all.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Overwrite with mine' }).click();
  await expect(page).toHaveURL(`/space/${id}`);
  await expect(page.getByText('Mine after all.')).toBeVisible();
  const saved = await api.get(`/api/space/${id}`);
  // Theirs, theirs again, then mine: three saves after the first version.
  expect(saved).toMatchObject({ description: 'Mine after all.', version: first + 3 });
});

test('a link stored by someone else while it was being added: their version is offered', async ({ page, api }) => {
  await api.loginAsAdmin();
  const space = await api.post<{ id: number }>('/api/space', { symbol: `$w_{${Date.now()}}$`, field: 'REAL' });
  const name = unique('Conflicted');
  const property = await api.post<{ id: number }>('/api/property', { name, field: 'REAL' });

  await openAsAdmin(page, api, `/space/${space.id}/property/add`);
  await expect(page.getByLabel('Property', { exact: true })).toBeVisible();
  await page.getByLabel('Property', { exact: true }).selectOption({ label: name });
  await api.post(`/api/space/${space.id}/property/${property.id}`, { field: 'NOT_REAL', description: 'Theirs.' });
  const theirs = (await api.get<{ link: { version: number } }>(`/api/space/${space.id}/property/${property.id}`)).link.version;

  await page.getByLabel('Description', { exact: true }).fill('Mine.');
  await page.getByRole('button', { name: 'Save' }).click();
  const notice = page.getByRole('alert').filter({ hasText: NOTICE });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Review their version' }).click();
  await expect(page.getByLabel('Description', { exact: true })).toHaveValue('Theirs.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).not.toHaveURL(/\/add$/);
  const stored = await api.get(`/api/space/${space.id}/property/${property.id}`);
  expect(stored.link).toMatchObject({ field: 'NOT_REAL', description: 'Theirs.', version: theirs + 1 });
});

test('a space edited by someone else while its delete page was open: the delete says so and deletes nothing', async ({ page, api }) => {
  await api.loginAsAdmin();
  const symbol = `$d_{${Date.now()}}$`;
  const { id } = await api.post<{ id: number }>('/api/space', { symbol, field: 'REAL', description: 'Original.' });

  await openAsAdmin(page, api, `/space/${id}/delete`);
  await expect(page.getByRole('button', { name: 'Delete' })).toBeVisible();
  await api.post(`/api/space/${id}`, { symbol, field: 'REAL', description: 'Theirs.' });

  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert').filter({ hasText: NOTICE })).toBeVisible();
  await expect(page).toHaveURL(`/space/${id}/delete`);
  expect((await api.get(`/api/space/${id}`)).description).toBe('Theirs.');
});
