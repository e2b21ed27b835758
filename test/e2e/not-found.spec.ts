/**
 * Unknown ids show Not found on every detail route (issue 13), and a link page
 * for a pair nothing is known about (the API answers 404) says "Not known".
 */
import { test, expect, unique } from './support/fixtures';

// The browser logs the 404 of the read itself; the app adds nothing.
test.use({ allowConsoleErrors: [/status of 404/] });

test('every detail route with an unknown id shows Not found', async ({ page, api }) => {
  await api.loginAsAdmin();
  const space = await api.createSpace(unique('$K$'));
  const property = await api.createProperty(unique('Known'));
  const equation = await api.createEquation(unique('Known equation'));
  const equationProperty = await api.createEquationProperty(unique('Known equation property'));
  const N = 99999;
  const EQ = '/differential-equation';
  const paths = [
    `/space/${N}`, `/space/${N}/edit`, `/space/${N}/delete`, `/space/${N}/property/add`,
    `/space/${N}/property/${property.id}`, `/space/${space.id}/property/${N}`,
    `/space/${space.id}/property/${N}/edit`, `/space/${space.id}/property/${N}/delete`,
    `/property/${N}`, `/property/${N}/edit`, `/property/${N}/delete`,
    `/property/${N}/space/${space.id}`, `/property/${property.id}/space/${N}/edit`,
    `/theorem/${N}`, `/theorem/${N}/edit`, `/theorem/${N}/delete`,
    `${EQ}/${N}`, `${EQ}/${N}/edit`, `${EQ}/${N}/delete`, `${EQ}/${N}/property/add`,
    `${EQ}/${N}/property/${equationProperty.id}`, `${EQ}/${equation.id}/property/${N}`,
    `${EQ}/${equation.id}/property/${equationProperty.id}/edit`, `${EQ}/${equation.id}/property/${equationProperty.id}/delete`,
    `${EQ}/property/${N}`, `${EQ}/property/${N}/edit`, `${EQ}/property/${N}/delete`,
    `${EQ}/property/${N}/differential-equation/${equation.id}`,
  ];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Not found' }), path).toBeVisible();
    await expect(page.getByText('We were unable to find the requested page.'), path).toBeVisible();
    await expect(page, path).toHaveTitle(/^Not found/);
  }
});

test('a link nothing is known about says Not known, from both sides', async ({ page, api }) => {
  await api.loginAsAdmin();
  const symbol = unique('$U$');
  const name = unique('Unsettled');
  const space = await api.createSpace(symbol);
  const property = await api.createProperty(name);
  const equation = await api.createEquation(unique('Unlinked equation'));
  const equationProperty = await api.createEquationProperty(unique('Unlinked property'));

  for (const path of [`/space/${space.id}/property/${property.id}`, `/property/${property.id}/space/${space.id}`]) {
    await page.goto(path);
    await expect(page.getByText(/^Not known: no link is stored/), path).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }), path).toContainText(name);
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  }
  await page.getByRole('link', { name: 'Show the mirrored view' }).click();
  await expect(page).toHaveURL(`/space/${space.id}/property/${property.id}`);

  for (const path of [
    `/differential-equation/${equation.id}/property/${equationProperty.id}`,
    `/differential-equation/property/${equationProperty.id}/differential-equation/${equation.id}`,
  ]) {
    await page.goto(path);
    await expect(page.getByText(/^Not known: no link is stored/), path).toBeVisible();
  }
});

test('a contradiction shows under the field that caused it', async ({ page, api }) => {
  await api.loginAsAdmin();
  const space = await api.createSpace(unique('$C$'));
  const a = await api.createProperty(unique('Cause'));
  const b = await api.createProperty(unique('Effect'));
  const theorem = unique('Contradicted');
  await api.createTheorem(theorem, [[a.id, 'REAL_AND_COMPLEX']], [[b.id, 'REAL_AND_COMPLEX']]);
  await api.link(space.id, a.id, 'REAL_AND_COMPLEX');
  await api.link(space.id, b.id, 'REAL_AND_COMPLEX');

  await page.goto(`/space/${space.id}/property/${b.id}/edit`);
  await page.getByLabel('Field', { exact: true }).selectOption('NOT_REAL_AND_NOT_COMPLEX');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.field-error')).toContainText('This change contradicts the theorems');
  await expect(page.locator('.field-error')).toContainText(theorem);
  await expect(page).toHaveURL(`/space/${space.id}/property/${b.id}/edit`);
});
