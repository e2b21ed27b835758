/**
 * Editing friction of issue 13: the navigation says who is logged in, delete
 * pages list what goes with the item, and every save lands on the saved item.
 */
import { test, expect, unique, openAsAdmin, ADMIN } from './support/fixtures';

test('the navigation shows the logged-in account’s email and role, and forgets them on logout', async ({ page, api }) => {
  await openAsAdmin(page, api, '/space');
  const banner = page.getByRole('banner');
  await expect(banner.getByText(ADMIN.email())).toBeVisible();
  await expect(banner.getByText('(Admin)')).toBeVisible();
  await banner.getByRole('button', { name: 'Logout' }).click();
  await expect(banner.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(banner.getByText(ADMIN.email())).toHaveCount(0);

  // An editor signed up with an invite code is shown as an editor.
  await api.loginAsAdmin();
  const { code } = await api.post<{ code: string }>('/api/admin/invite');
  await api.post('/api/user/logout');
  const email = `${unique('editor').replace(/\W/g, '')}@catalogue.test`;
  await api.post('/api/user/signup', { email, password: 'correct horse', inviteCode: code, license: true });
  await api.login(email, 'correct horse');
  await page.goto('/');
  await expect(banner.getByText(email)).toBeVisible();
  await expect(banner.getByText('(Editor)')).toBeVisible();
});

test('delete pages list the links and references deleted with the item', async ({ page, api }) => {
  await api.loginAsAdmin();
  const reference = { url: 'https://arxiv.org/abs/math/9205204', title: 'The unconditional basic sequence problem', arxivId: 'math/9205204', wikipediaId: null, bibtex: null, page: null, statement: null };
  const space = await api.createSpace(unique('$D$'), 'REAL_OR_COMPLEX', { references: [reference] });
  const kept = unique('Kept');
  const gone = await api.createProperty(kept);
  const other = await api.createProperty(unique('Other'));
  await api.link(space.id, gone.id, 'REAL_AND_COMPLEX');
  await api.link(space.id, other.id, 'NOT_REAL');
  const equation = await api.createEquation(unique('Deleted equation'));
  const equationProperty = await api.createEquationProperty(unique('Deleted property'));
  await api.post(`/api/differential-equation/${equation.id}/property/${equationProperty.id}`, { hasProperty: false, description: '', references: [] });

  await page.goto(`/space/${space.id}/delete`);
  const section = page.getByRole('region', { name: 'Deleted with it' });
  await expect(section).toContainText('These 2 links are deleted with the space');
  await expect(section.getByRole('link', { name: new RegExp(kept) })).toHaveAttribute('href', `/space/${space.id}/property/${gone.id}`);
  await expect(section).toContainText('Real and complex');
  await expect(section).toContainText('Not real');
  await expect(section).toContainText('The unconditional basic sequence problem');

  await page.goto(`/property/${gone.id}/delete`);
  await expect(page.getByRole('region', { name: 'Deleted with it' })).toContainText('This link is deleted with the property');

  await page.goto(`/differential-equation/${equation.id}/delete`);
  await expect(page.getByRole('region', { name: 'Deleted with it' })).toContainText('lacks');
  await page.goto(`/differential-equation/property/${equationProperty.id}/delete`);
  await expect(page.getByRole('region', { name: 'Deleted with it' })).toContainText('This link is deleted with the property');

  await page.goto(`/space/${space.id}/property/${other.id}/delete`);
  await expect(page.getByRole('region', { name: 'Deleted with it' })).toContainText('Nothing else is deleted with the link.');

  // Deleting does what the page said: the space and both its links are gone.
  await page.goto(`/space/${space.id}/delete`);
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL('/space');
  expect((await api.get<unknown[]>(`/api/property/${gone.id}/space`)).length).toBe(0);
});

test('every edit form, saved, lands on the saved item with its content shown', async ({ page, api }) => {
  await api.loginAsAdmin();
  const space = await api.createSpace(unique('$E$'), 'REAL_OR_COMPLEX', { description: 'Saved space.' });
  const property = await api.createProperty(unique('Saved property'), 'REAL_OR_COMPLEX', { description: 'Saved property text.' });
  const other = await api.createProperty(unique('Saved conclusion'));
  await api.link(space.id, property.id, 'REAL_AND_COMPLEX');
  const theorem = await api.createTheorem(unique('Saved theorem'), [[property.id, 'REAL']], [[other.id, 'REAL']]);
  const equation = await api.createEquation(unique('Saved equation'));
  const equationProperty = await api.createEquationProperty(unique('Saved equation property'));
  await api.post(`/api/differential-equation/${equation.id}/property/${equationProperty.id}`, { hasProperty: true, description: 'Saved link.', references: [] });
  const EQ = '/differential-equation';
  const items = [
    `/space/${space.id}`,
    `/property/${property.id}`,
    `/theorem/${theorem.id}`,
    `${EQ}/${equation.id}`,
    `${EQ}/property/${equationProperty.id}`,
    `/space/${space.id}/property/${property.id}`,
    `/property/${property.id}/space/${space.id}`,
    `${EQ}/${equation.id}/property/${equationProperty.id}`,
    `${EQ}/property/${equationProperty.id}/differential-equation/${equation.id}`,
  ];
  for (const item of items) {
    await page.goto(`${item}/edit`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page, item).toHaveURL(item);
    await expect(page.getByRole('heading', { level: 1 }), item).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }), item).toBeVisible();
  }
});
