/** A differential equation, a property of equations and their link: add, edit, mirror, delete. */
import { test, expect, unique, openAsAdmin } from './support/fixtures';

test('an equation, an equation property and their link', async ({ page, api }) => {
  await openAsAdmin(page, api, '/differential-equation');

  // The equation.
  await page.getByRole('link', { name: 'Add differential equation' }).click();
  const equationName = unique('Heat equation');
  await page.getByLabel('Name', { exact: true }).fill(equationName);
  await page.getByLabel('Equation', { exact: true }).fill('$$u_t = \\Delta u$$');
  await expect(page.getByLabel('Equation preview').locator('.katex-display')).toBeVisible();
  await page.getByLabel('Variables', { exact: true }).fill('$t > 0$, $x \\in \\mathbb{R}^n$');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/differential-equation\/\d+$/);
  const equationId = page.url().split('/').pop();
  await expect(page.getByRole('heading', { level: 1, name: equationName })).toBeVisible();
  await expect(page.locator('.equation-symbol .katex-display')).toBeVisible();

  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByLabel('Parameters', { exact: true }).fill('none');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(`/differential-equation/${equationId}`);
  await expect(page.getByText('Parameters')).toBeVisible();

  // The property of equations.
  await page.goto('/differential-equation/property');
  await page.getByRole('link', { name: 'Add property' }).click();
  const propertyName = unique('Parabolic');
  await page.getByLabel('Name', { exact: true }).fill(propertyName);
  await page.getByLabel('Description', { exact: true }).fill('Second order in space, first in time.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/differential-equation\/property\/\d+$/);
  const propertyId = page.url().split('/').pop();
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByLabel('Name', { exact: true }).fill(`${propertyName}!`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${propertyName}!` })).toBeVisible();

  // Their link, from the equation: has the property by default.
  await page.goto(`/differential-equation/${equationId}`);
  await page.getByRole('link', { name: 'Add link to property' }).click();
  await page.getByLabel('Property', { exact: true }).selectOption(propertyId!);
  await expect(page.getByLabel('has the property')).toBeChecked();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(`/differential-equation/${equationId}/property/${propertyId}`);
  await expect(page.locator('.link-field')).toContainText('has the property');

  await page.goto(`/differential-equation/${equationId}`);
  await expect(page.getByRole('region', { name: 'Has property(ies):' }).getByRole('link', { name: `${propertyName}!` })).toBeVisible();

  // The mirrored view, and an edit from there.
  await page.goto(`/differential-equation/${equationId}/property/${propertyId}`);
  await page.getByRole('link', { name: 'Show the mirrored view' }).click();
  await expect(page).toHaveURL(`/differential-equation/property/${propertyId}/differential-equation/${equationId}`);
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByLabel('lacks the property').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(`/differential-equation/property/${propertyId}/differential-equation/${equationId}`);
  await expect(page.locator('.link-field')).toContainText('lacks the property');
  await page.getByRole('link', { name: 'Show the mirrored view' }).click();
  await expect(page).toHaveURL(`/differential-equation/${equationId}/property/${propertyId}`);

  await page.goto(`/differential-equation/property/${propertyId}`);
  await expect(page.getByRole('region', { name: 'Equations that lack this property:' }).getByRole('link', { name: equationName })).toBeVisible();

  // Delete the link, then the property, then the equation.
  await page.goto(`/differential-equation/${equationId}/property/${propertyId}/delete`);
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(`/differential-equation/${equationId}`);
  await expect(page.getByRole('link', { name: `${propertyName}!` })).toHaveCount(0);

  await page.goto(`/differential-equation/property/${propertyId}/delete`);
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL('/differential-equation/property');
  await expect(page.getByRole('link', { name: `${propertyName}!` })).toHaveCount(0);

  await page.goto(`/differential-equation/${equationId}/delete`);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(`/differential-equation/${equationId}`);
  await page.goto(`/differential-equation/${equationId}/delete`);
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL('/differential-equation');
  await expect(page.getByRole('link', { name: equationName })).toHaveCount(0);
});
