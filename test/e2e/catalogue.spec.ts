/**
 * Create, edit and delete through the forms: a space, a property and a link from
 * both sides; field options and defaults of spec section 4; 400 errors under fields.
 */
import { test, expect, unique, openAsAdmin } from './support/fixtures';

test('a space: add with a math preview, a 400 under the field, edit, delete', async ({ page, api }) => {
  await openAsAdmin(page, api, '/space');
  await page.getByRole('link', { name: 'Add space' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Banach space' })).toBeVisible();
  await expect(page.getByLabel('Field', { exact: true })).toHaveValue('REAL_OR_COMPLEX');

  // An empty symbol is refused by the server; its message shows under Symbol.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.form-field', { has: page.getByLabel('Symbol', { exact: true }) }).locator('.field-error')).toBeVisible();

  const symbol = `$c_{${Date.now()}}$`;
  await page.getByLabel('Symbol', { exact: true }).fill(symbol);
  await page.getByLabel('Norm', { exact: true }).fill('$$\\|x\\|_\\infty = \\sup_n |x_n|$$');
  await expect(page.getByLabel('Norm preview').locator('.katex-display')).toBeVisible();
  await page.getByLabel('Description', { exact: true }).fill('Sequences tending to $0$.');
  await page.getByLabel('Field', { exact: true }).selectOption('REAL');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/space\/\d+$/);
  await expect(page.locator('h1 .katex')).toBeVisible();
  await expect(page.getByText('Real numbers only')).toBeVisible();
  await expect(page.getByText('Sequences tending to')).toBeVisible();
  const id = page.url().split('/').pop();

  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(`/space/${id}/edit`);
  await expect(page.getByLabel('Symbol', { exact: true })).toHaveValue(symbol);
  await page.getByLabel('Description', { exact: true }).fill('The null sequences.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(`/space/${id}`);
  await expect(page.getByText('The null sequences.')).toBeVisible();

  await page.getByRole('link', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(`/space/${id}`);
  await page.getByRole('link', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL('/space');
  await expect(page.getByRole('heading', { level: 1, name: 'Spaces' })).toBeVisible();
  await expect(page.locator(`a[href="/space/${id}"]`)).toHaveCount(0);
});

test('a property: add, edit, delete', async ({ page, api }) => {
  await openAsAdmin(page, api, '/property');
  await page.getByRole('link', { name: 'Add property' }).click();
  await expect(page.getByLabel('Field', { exact: true })).toHaveValue('REAL_OR_COMPLEX');
  const name = unique('Uniformly convex');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Description', { exact: true }).fill('For every $\\varepsilon > 0$ there is a $\\delta > 0$.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/property\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.locator('.prose .katex').first()).toBeVisible();

  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByLabel('Name', { exact: true }).fill(`${name} (edited)`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${name} (edited)` })).toBeVisible();

  // The same name twice is refused with the message under Name.
  await page.goto('/property/add');
  await page.getByLabel('Name', { exact: true }).fill(`${name} (edited)`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.form-field', { has: page.getByLabel('Name', { exact: true }) }).locator('.field-error')).toBeVisible();

  await page.goto('/property');
  await page.getByRole('link', { name: `${name} (edited)` }).click();
  await page.getByRole('link', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL('/property');
  await expect(page.getByRole('link', { name: `${name} (edited)` })).toHaveCount(0);
});

test('a link from the space side and from the property side', async ({ page, api }) => {
  await api.loginAsAdmin();
  const space = await api.createSpace(unique('$\\ell^2$'), 'REAL_OR_COMPLEX');
  const realOnly = await api.createProperty(unique('Real property'), 'REAL');
  const both = await api.createProperty(unique('Hilbert'), 'REAL_OR_COMPLEX');
  const names = { realOnly: (await api.get(`/api/property/${realOnly.id}`)).name, both: (await api.get(`/api/property/${both.id}`)).name };

  await page.goto(`/space/${space.id}`);
  await expect(page.getByText("This space hasn't been linked to any properties yet.")).toBeVisible();
  await page.getByRole('link', { name: 'Add link to property' }).click();
  await expect(page).toHaveURL(`/space/${space.id}/property/add`);

  // Options and default follow the fields: a REAL property offers Real / Not real, default Real.
  await page.getByLabel('Property', { exact: true }).selectOption({ label: names.realOnly });
  await expect(page.getByLabel('Field', { exact: true })).toHaveValue('REAL');
  await expect(page.getByLabel('Field', { exact: true }).locator('option')).toHaveText(['Real', 'Not real']);
  // A property over both fields offers all eight, default Real and complex.
  await page.getByLabel('Property', { exact: true }).selectOption({ label: names.both });
  await expect(page.getByLabel('Field', { exact: true })).toHaveValue('REAL_AND_COMPLEX');
  await expect(page.getByLabel('Field', { exact: true }).locator('option')).toHaveCount(8);

  // The link-field explanation opens and closes.
  await page.getByRole('button', { name: 'About the link field' }).click();
  await expect(page.getByRole('dialog', { name: 'The link field' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'The link field' })).toBeHidden();

  await page.getByLabel('Field', { exact: true }).selectOption('REAL_AND_NOT_COMPLEX');
  await page.getByLabel('Description', { exact: true }).fill('Because of $\\langle x, y\\rangle$.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(`/space/${space.id}/property/${both.id}`);
  await expect(page.locator('.link-field')).toContainText('Real and not complex');
  await expect(page.getByText('(computed)')).toHaveCount(0);

  // The space page lists it under Holds marked real and under Fails marked complex, annotated as linked.
  await page.goto(`/space/${space.id}`);
  const group = page.getByRole('region', { name: /^Holds/ });
  await expect(group.getByRole('link', { name: names.both })).toBeVisible();
  await expect(group.getByRole('listitem').filter({ hasText: names.both }).locator('.scalar-mark')).toHaveText('real');
  await expect(group.getByText('(linked)')).toBeVisible();
  const fails = page.getByRole('region', { name: /^Fails/ });
  await expect(fails.getByRole('listitem').filter({ hasText: names.both }).locator('.scalar-mark')).toHaveText('complex');

  // The mirrored view from the property, via the refresh icon.
  await group.getByRole('link', { name: names.both }).click();
  await page.getByRole('link', { name: 'Show the mirrored view' }).click();
  await expect(page).toHaveURL(`/property/${both.id}/space/${space.id}`);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Properties');

  // Edit from the property side.
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(`/property/${both.id}/space/${space.id}/edit`);
  await expect(page.getByLabel('Field', { exact: true })).toHaveValue('REAL_AND_NOT_COMPLEX');
  await page.getByLabel('Field', { exact: true }).selectOption('REAL_AND_COMPLEX');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(`/property/${both.id}/space/${space.id}`);
  await expect(page.locator('.link-field')).toContainText('Real and complex');

  // The property page lists the space.
  await page.goto(`/property/${both.id}`);
  const holds = page.getByRole('region', { name: /^Holds/ });
  await expect(holds.locator(`a[href="/property/${both.id}/space/${space.id}"]`)).toBeVisible();
  await expect(holds.getByRole('listitem').filter({ has: page.locator(`a[href="/property/${both.id}/space/${space.id}"]`) }).locator('.scalar-mark')).toHaveText('both');
  await expect(page.getByRole('region', { name: /^Fails/ })).toHaveCount(0);

  // Delete from the property side: back on the property page, the link gone.
  await page.goto(`/property/${both.id}/space/${space.id}/delete`);
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(`/property/${both.id}`);
  await expect(page.getByText("This property hasn't been linked to any spaces yet.")).toBeVisible();

  // A link from the space side, deleted from the space side.
  await page.goto(`/space/${space.id}/property/add`);
  await page.getByLabel('Property', { exact: true }).selectOption({ label: names.realOnly });
  await page.getByLabel('Field', { exact: true }).selectOption('NOT_REAL');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(`/space/${space.id}/property/${realOnly.id}`);
  await expect(page.locator('.link-field')).toContainText('Not real');
  await page.getByRole('link', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(`/space/${space.id}`);
  await expect(page.getByText("This space hasn't been linked to any properties yet.")).toBeVisible();
});

test('a REAL space offers no COMPLEX property', async ({ page, api }) => {
  await api.loginAsAdmin();
  const space = await api.createSpace(unique('$\\mathbb{R}^n$'), 'REAL');
  const complexOnly = await api.createProperty(unique('Complex only'), 'COMPLEX');
  const name = (await api.get(`/api/property/${complexOnly.id}`)).name;
  await page.goto(`/space/${space.id}/property/add`);
  await expect(page.getByRole('heading', { level: 1, name: 'Add link to property' })).toBeVisible();
  await expect(page.getByLabel('Property', { exact: true }).locator('option', { hasText: name })).toHaveCount(0);
});

test("a refused delete shows the server's general message in a red alert", async ({ page, api }) => {
  await api.loginAsAdmin();
  const used = await api.createProperty(unique('Used by a theorem'));
  const other = await api.createProperty(unique('Other'));
  await api.createTheorem(unique('Uses it'), [[used.id, 'REAL']], [[other.id, 'REAL']]);
  await page.goto(`/property/${used.id}/delete`);
  await page.getByRole('button', { name: 'Delete' }).click();
  const alert = page.locator('.alert-danger');
  await expect(alert).toContainText('cannot be deleted');
  await expect(alert).toHaveCSS('color', /rgb\(180, 35, 24\)/);
  await expect(page).toHaveURL(`/property/${used.id}/delete`);
});
