/**
 * Reading the catalogue: breadcrumbs on every page, readable titles and select
 * options for names with math, the Info page's Markdown with typeset math, a
 * proof shown once when it is the same argument over both scalars, a first load
 * without the code of forms, Admin, Info and BibTeX, and the keyboard in modals.
 */
import { test, expect, unique } from './support/fixtures';

test('Home and Not found have breadcrumbs too', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Home')).toHaveAttribute('aria-current', 'page');
  await page.goto('/no/such/page');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(crumbs).toContainText('Not found');
});

test('names with math read as text in page titles and in select options', async ({ page, api }) => {
  await api.loginAsAdmin();
  const n = Date.now() % 100000;
  const space = await api.createSpace(`$\\ell^1_{${n}}$`);
  const property = await api.createProperty(`Contains a copy of $c_0$ ${n}`);
  await page.goto(`/space/${space.id}`);
  await expect(page.locator('h1 .katex')).toBeVisible();
  const subscript = [...String(n)].map((digit) => '₀₁₂₃₄₅₆₇₈₉'[Number(digit)]).join('');
  await expect(page).toHaveTitle(`ℓ${subscript}¹ · Banach catalogue`);
  await page.goto(`/property/${property.id}`);
  await expect(page).toHaveTitle(`Contains a copy of c₀ ${n} · Banach catalogue`);
  await page.goto(`/space/${space.id}/property/add`);
  await expect(page.getByLabel('Property', { exact: true }).locator('option', { hasText: `Contains a copy of c₀ ${n}` })).toHaveCount(1);
  await expect(page.getByLabel('Property', { exact: true }).locator('option', { hasText: '$' })).toHaveCount(0);
});

test('the Info page renders the computing document as Markdown with typeset math', async ({ page, api }) => {
  await api.loginAsAdmin();
  await page.goto('/info');
  const doc = page.locator('.doc');
  await expect(doc.getByRole('heading', { name: 'How properties are computed' })).toBeVisible();
  await expect(doc.locator('.katex').first()).toBeVisible();
  expect(await doc.locator('p').count()).toBeGreaterThan(3);
  expect(await doc.innerText()).not.toMatch(/\$\\mathbb/);
});

test('a proof that is the same argument over both scalars is shown once', async ({ page, api }) => {
  await api.loginAsAdmin();
  const space = await api.createSpace(unique('$E$'));
  const a = await api.createProperty(unique('Both A'));
  const b = await api.createProperty(unique('Both B'));
  const c = await api.createProperty(unique('Real C'));
  await api.link(space.id, a.id, 'REAL_AND_COMPLEX');
  await api.createTheorem(unique('A gives B'), [[a.id, 'REAL_AND_COMPLEX']], [[b.id, 'REAL_AND_COMPLEX']]);
  await api.createTheorem(unique('B gives C over the reals'), [[b.id, 'REAL']], [[c.id, 'REAL']]);

  await page.goto(`/space/${space.id}/property/${b.id}`);
  const proof = page.getByRole('region', { name: 'Proof' });
  await expect(proof.getByText('Over the real and the complex numbers')).toBeVisible();
  await expect(proof.getByRole('link', { name: 'stored link' })).toHaveCount(1);

  await page.goto(`/space/${space.id}/property/${c.id}`);
  await expect(page.getByRole('region', { name: 'Proof' }).getByText('Over the real numbers')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Proof' }).getByRole('link', { name: 'stored link' })).toHaveCount(1);
});

test('the first load fetches no form, Admin, Info or BibTeX code; they load on their first visit', async ({ page, api }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/space');
  await expect(page.getByRole('heading', { level: 1, name: 'Spaces' })).toBeVisible();
  expect(scripts.some((s) => /\/katex-/.test(s))).toBe(true);
  expect(scripts.filter((s) => /\/(Admin|Info|bibtex|SpaceForm|TheoremForm|LinkForm)-/.test(s))).toEqual([]);

  await api.loginAsAdmin();
  await page.goto('/space/add');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Banach space' })).toBeVisible();
  expect(scripts.some((s) => /\/SpaceForm-/.test(s))).toBe(true);
  expect(scripts.some((s) => /\/bibtex-/.test(s))).toBe(false);
});

test('Tab stays inside an open modal, and Escape returns focus to the page', async ({ page }) => {
  await page.goto('/');
  const opener = page.getByRole('banner').getByRole('button', { name: 'Log in' });
  await opener.click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login.getByLabel('Email', { exact: true })).toBeFocused();
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await login.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await login.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(login).toBeHidden();
  await expect(opener).toBeFocused();
});

test.describe('at 375 px wide', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the reading pages fit the width, the proof included', async ({ page, api }) => {
    await api.loginAsAdmin();
    const space = await api.createSpace(unique('$L^p(\\mu)$'), 'REAL_OR_COMPLEX', { norm: '$$\\|f\\|_p = \\left(\\int |f|^p\\, d\\mu\\right)^{1/p}$$' });
    const a = await api.createProperty(unique('Uniformly convex'));
    const b = await api.createProperty(unique('Super-reflexive'));
    const c = await api.createProperty(unique('Reflexive'));
    await api.link(space.id, a.id, 'REAL_AND_COMPLEX');
    const t1 = await api.createTheorem(unique('Uniformly convex spaces are super-reflexive'), [[a.id, 'REAL_AND_COMPLEX']], [[b.id, 'REAL_AND_COMPLEX']]);
    await api.createTheorem(unique('Super-reflexive spaces are reflexive'), [[b.id, 'REAL_AND_COMPLEX']], [[c.id, 'REAL_AND_COMPLEX']]);
    for (const path of ['/', '/space', `/space/${space.id}`, `/property/${a.id}`, `/space/${space.id}/property/${c.id}`, '/theorem', `/theorem/${t1.id}`, '/info', '/admin', `/space/${space.id}/edit`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test('a page whose data arrives before KaTeX shows once KaTeX is in, typeset', async ({ page }) => {
  await page.route('**/assets/katex-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.goto('/theorem');
  await expect(page.getByRole('heading', { level: 1, name: 'Theorems' })).toBeVisible();
  await page.goto('/');
  await expect(page.locator('.home-card .katex').first()).toBeVisible();
});

test('every input, select and text area of the forms and modals has a label', async ({ page, api }) => {
  await api.loginAsAdmin();
  const space = await api.createSpace(unique('$M$'));
  await api.createProperty(unique('Labelled'));
  const equation = await api.createEquation(unique('Labelled equation'));
  await api.createEquationProperty(unique('Labelled equation property'));
  const unlabelled = () =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLInputElement>('input, select, textarea'))
        .filter((control) => control.type !== 'hidden' && (control.labels?.length ?? 0) === 0 && !control.getAttribute('aria-label'))
        .map((control) => control.outerHTML),
    );
  for (const path of ['/space/add', `/space/${space.id}/property/add`, '/property/add', '/theorem/add', '/differential-equation/add', `/differential-equation/${equation.id}/property/add`, '/differential-equation/property/add', '/admin']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await unlabelled(), path).toEqual([]);
  }
  await page.goto('/space/add');
  await page.getByRole('button', { name: 'Add reference' }).click();
  await expect(page.getByRole('dialog', { name: 'Add reference' })).toBeVisible();
  expect(await unlabelled()).toEqual([]);
  await api.post('/api/user/logout');
  await page.goto('/');
  for (const name of ['Log in', 'Sign up']) {
    await page.getByRole('banner').getByRole('button', { name }).click();
    await expect(page.getByRole('dialog', { name })).toBeVisible();
    expect(await unlabelled(), name).toEqual([]);
    await page.keyboard.press('Escape');
  }
});
