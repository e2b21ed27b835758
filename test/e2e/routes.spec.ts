/**
 * Every route of spec section 2 renders its texts, for the visitor and, for the
 * guarded ones, for the admin; a reload on a deep route works (history fallback).
 */
import { test, expect, unique } from './support/fixtures';

test.describe('routes for a visitor', () => {
  test('home states the alpha status, the contact e-mail, the sources and the plan', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Home/);
    await expect(page.getByText('This site is in')).toContainText('alpha');
    await expect(page.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(page.getByRole('link', { name: 'the source code' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'product plan' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Spaces', 'Properties', 'Theorems', 'Differential Equations', 'Properties of differential equations', 'Sign up', 'Log in']) {
      await expect(page.getByRole('banner').getByRole(name === 'Sign up' || name === 'Log in' ? 'button' : 'link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Info' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toHaveCount(0);
  });

  test('lists render their titles, and no editor footers', async ({ page }) => {
    const lists: [string, string][] = [
      ['/space', 'Spaces'],
      ['/property', 'Properties'],
      ['/theorem', 'Theorems'],
      ['/differential-equation', 'Differential Equations'],
      ['/differential-equation/property', 'Properties of differential equations'],
    ];
    for (const [path, title] of lists) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(title);
      await expect(page.getByRole('contentinfo', { name: 'Editing' })).toHaveCount(0);
    }
    await page.goto('/theorem');
    await expect(page.getByText('Click on an arrow for more info.')).toBeVisible();
  });

  test('unmatched paths and /not-found say Not found', async ({ page }) => {
    for (const path of ['/not-found', '/no/such/page', '/space/1/property/2/whatever']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
      await expect(page.getByText('We were unable to find the requested page.')).toBeVisible();
    }
  });

  test('detail pages show their texts, including the empty states', async ({ page, api }) => {
    await api.loginAsAdmin();
    const space = await api.createSpace(`$\\ell^{${Date.now()}}$`, 'REAL_OR_COMPLEX', { norm: '$\\|x\\|$', description: 'A sequence space.' });
    const property = await api.createProperty(unique('Lonely'), 'REAL_OR_COMPLEX', { description: 'Nobody has it.' });
    const other = await api.createProperty(unique('Other'));
    const theorem = await api.createTheorem(null, [[property.id, 'REAL']], [[other.id, 'REAL']]);
    const equation = await api.createEquation(unique('Heat equation'));
    const equationProperty = await api.createEquationProperty(unique('Linear'));
    await api.post('/api/user/logout');

    await page.goto(`/space/${space.id}`);
    await expect(page.getByText("This space hasn't been linked to any properties yet.")).toBeVisible();
    await expect(page.getByText('Real or complex numbers')).toBeVisible();
    await expect(page.locator('h1 .katex')).toBeVisible();

    await page.goto(`/property/${property.id}`);
    await expect(page.getByText("This property hasn't been linked to any spaces yet.")).toBeVisible();
    await expect(page.getByText('Nobody has it.')).toBeVisible();

    await page.goto(`/theorem/${theorem.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Theorem' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Conditions' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Conclusions' })).toBeVisible();

    await page.goto(`/differential-equation/${equation.id}`);
    await expect(page.getByRole('heading', { name: 'Has property(ies):' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Lacks property(ies):' })).toBeVisible();
    await expect(page.locator('.equation-symbol .katex-display')).toBeVisible();

    await page.goto(`/differential-equation/property/${equationProperty.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Linear');

    // A reload on a deep route is served by the history fallback.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Linear');
  });

});

test.describe('routes for the admin', () => {
  test('add, edit and delete pages, Info and Admin render their texts', async ({ page, api }) => {
    await api.loginAsAdmin();
    const space = await api.createSpace(unique('$X$'));
    const property = await api.createProperty(unique('Reflexive'));
    const linked = await api.createProperty(unique('Separable'));
    await api.link(space.id, linked.id, 'REAL_AND_COMPLEX');
    const theorem = await api.createTheorem(unique('Milman'), [[property.id, 'REAL']], [[linked.id, 'REAL']]);
    const equation = await api.createEquation(unique('Wave equation'));
    const equationProperty = await api.createEquationProperty(unique('Hyperbolic'));
    await api.post(`/api/differential-equation/${equation.id}/property/${equationProperty.id}`, {
      hasProperty: true,
      description: '',
      references: [],
    });

    const pages: [string, string][] = [
      ['/info', 'Info'],
      ['/admin', 'Admin'],
      ['/space/add', 'Add Banach space'],
      [`/space/${space.id}/edit`, 'Edit Banach space'],
      [`/space/${space.id}/delete`, 'Delete space'],
      [`/space/${space.id}/property/add`, 'Add link to property'],
      [`/space/${space.id}/property/${linked.id}/edit`, 'Edit link'],
      [`/space/${space.id}/property/${linked.id}/delete`, 'Delete link'],
      [`/property/${linked.id}/space/${space.id}/edit`, 'Edit link'],
      [`/property/${linked.id}/space/${space.id}/delete`, 'Delete link'],
      ['/property/add', 'Add property'],
      [`/property/${property.id}/edit`, 'Edit property'],
      [`/property/${property.id}/delete`, 'Delete property'],
      ['/theorem/add', 'Add theorem'],
      [`/theorem/${theorem.id}/edit`, 'Edit theorem'],
      [`/theorem/${theorem.id}/delete`, 'Delete theorem'],
      ['/differential-equation/add', 'Add differential equation'],
      [`/differential-equation/${equation.id}/edit`, 'Edit differential equation'],
      [`/differential-equation/${equation.id}/delete`, 'Delete differential equation'],
      [`/differential-equation/${equation.id}/property/add`, 'Add link to property'],
      [`/differential-equation/${equation.id}/property/${equationProperty.id}/edit`, 'Edit link'],
      [`/differential-equation/${equation.id}/property/${equationProperty.id}/delete`, 'Delete link'],
      ['/differential-equation/property/add', 'Add property of differential equations'],
      [`/differential-equation/property/${equationProperty.id}/edit`, 'Edit property of differential equations'],
      [`/differential-equation/property/${equationProperty.id}/delete`, 'Delete property of differential equations'],
      [`/differential-equation/property/${equationProperty.id}/differential-equation/${equation.id}/edit`, 'Edit link'],
      [`/differential-equation/property/${equationProperty.id}/differential-equation/${equation.id}/delete`, 'Delete link'],
    ];
    for (const [path, title] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title }), path).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' }), path).toBeVisible();
      if (path.endsWith('/delete')) {
        await expect(page.getByRole('button', { name: 'Delete' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
      }
    }

    // Once every equation property is linked, the add-link page says so.
    for (const other of await api.get<{ id: number }[]>('/api/differential-equation/property')) {
      if (other.id === equationProperty.id) continue;
      await api.post(`/api/differential-equation/${equation.id}/property/${other.id}`, { hasProperty: false, description: '', references: [] });
    }
    await page.goto(`/differential-equation/${equation.id}/property/add`);
    await expect(page.getByText('All properties that can be linked have already been linked.')).toBeVisible();

    await page.goto('/info');
    await expect(page.getByRole('heading', { name: 'Math syntax' })).toBeVisible();
    await expect(page.getByText(/Only linked properties are currently used to compute properties from theorems/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'list of supported functions' })).toHaveAttribute('href', /katex/);

    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Info' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Admin' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toHaveCount(0);
  });
});
