/**
 * Reading comfort and safety: the dark mode survives a reload, Back closes a modal
 * instead of navigating, menus work from the keyboard, broken or hostile TeX never
 * breaks the page, 375 px wide works, and screenshots of the main pages in both modes.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, unique } from './support/fixtures';

const SHOTS = path.resolve(__dirname, '..', '..', 'test-results', 'screenshots');

test('dark mode is remembered in the mode cookie and survives a reload', async ({ page, context }) => {
  await page.goto('/space');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect((await context.cookies()).find((c) => c.name === 'mode')?.value).toBe('dark');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(background);
  await page.getByRole('button', { name: 'Switch to light mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('Back closes an open modal instead of navigating', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Spaces', exact: true }).first().click();
  await expect(page).toHaveURL('/space');
  await page.getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login).toBeVisible();
  await page.goBack();
  await expect(login).toBeHidden();
  await expect(page).toHaveURL('/space');
  // With no modal open, Back navigates again.
  await page.goBack();
  await expect(page).toHaveURL('/');
});

test('Escape closes a modal and the page stays', async ({ page }) => {
  await page.goto('/property');
  await page.getByRole('button', { name: 'Sign up' }).click();
  const signup = page.getByRole('dialog', { name: 'Sign up' });
  await expect(signup).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(signup).toBeHidden();
  await expect(page).toHaveURL('/property');
});

test('the options menu works from the keyboard', async ({ page }) => {
  await page.goto('/');
  const more = page.getByRole('button', { name: 'More options' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('group', { name: 'Options' })).toBeVisible();
  await expect(page.getByLabel('Show source')).toBeFocused();
  await expect(page.getByLabel('Show source')).toBeChecked();
  await page.keyboard.press('Space');
  await expect(page.getByLabel('Show source')).not.toBeChecked();
  await page.keyboard.press('Space');
  await expect(page.getByLabel('Show source')).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('group', { name: 'Options' })).toBeHidden();
  await expect(more).toBeFocused();
  // Tabbing out of the open menu closes it too.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('group', { name: 'Options' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('group', { name: 'Options' })).toBeHidden();
});

test('broken TeX shows its source in the error colour; hostile TeX runs nothing', async ({ page, api }) => {
  await api.loginAsAdmin();
  const space = await api.createSpace(unique('$\\frac{1}{$'), 'REAL_OR_COMPLEX', {
    description: 'Broken: $\\frac{a}{$ and $\\undefinedcommand{x}$. Hostile: $\\href{javascript:alert(1)}{click}$ and <img src=x onerror=alert(1)> text.',
  });
  let dialogs = 0;
  page.on('dialog', async (dialog) => {
    dialogs += 1;
    await dialog.dismiss();
  });
  await page.goto(`/space/${space.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const errors = page.locator('.prose .math-error');
  await expect(errors.first()).toBeVisible();
  await expect(errors.filter({ hasText: '$\\undefinedcommand{x}$' })).toHaveCount(1);
  const colour = await errors.first().evaluate((el) => getComputedStyle(el).color);
  const text = await page.locator('.prose').evaluate((el) => getComputedStyle(el).color);
  expect(colour).not.toBe(text);
  await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.getByText('<img src=x onerror=alert(1)> text.', { exact: false })).toBeVisible();
  expect(dialogs).toBe(0);
});

test.describe('at 375 px wide', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the menu opens the navigation and nothing overflows', async ({ page }) => {
    await page.goto('/theorem');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Spaces' })).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(nav.getByRole('link', { name: 'Spaces' })).toBeVisible();
    await nav.getByRole('link', { name: 'Spaces' }).click();
    await expect(page).toHaveURL('/space');
    await expect(nav.getByRole('link', { name: 'Spaces' })).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

async function shoot(page: Page, name: string, fullPage = true) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage });
}

test('screenshots of the main pages in light and dark', async ({ page, api, context }) => {
  mkdirSync(SHOTS, { recursive: true });
  await api.loginAsAdmin();
  const space = await api.createSpace(`$L^{${Date.now() % 1000}}(\\mu)$`, 'REAL_OR_COMPLEX', {
    norm: '$$\\|f\\|_p = \\left(\\int |f|^p \\, d\\mu\\right)^{1/p}$$',
    description:
      'The Lebesgue space of $p$-integrable functions on a measure space $(\\Omega, \\Sigma, \\mu)$, for $1 < p < \\infty$.\n\nIts dual is $L^q(\\mu)$ with $\\frac{1}{p} + \\frac{1}{q} = 1$.',
  });
  const uc = await api.createProperty(unique('Uniformly convex'), 'REAL_OR_COMPLEX', {
    description: 'For every $\\varepsilon > 0$ there is $\\delta > 0$ with $\\left\\|\\frac{x+y}{2}\\right\\| \\le 1 - \\delta$ whenever $\\|x-y\\| \\ge \\varepsilon$.',
  });
  const reflexive = await api.createProperty(unique('Reflexive'), 'REAL_OR_COMPLEX', { description: 'The canonical map $J : X \\to X^{**}$ is onto.' });
  await api.link(space.id, uc.id, 'REAL_AND_COMPLEX');
  const theorem = await api.createTheorem(unique('Milman–Pettis'), [[uc.id, 'REAL_AND_COMPLEX']], [[reflexive.id, 'REAL_AND_COMPLEX']]);
  const equation = await api.createEquation(unique('Heat equation'));
  const pages: [string, string][] = [
    ['home', '/'],
    ['spaces', '/space'],
    ['space', `/space/${space.id}`],
    ['property', `/property/${uc.id}`],
    ['link-computed', `/space/${space.id}/property/${reflexive.id}`],
    ['theorems', '/theorem'],
    ['theorem', `/theorem/${theorem.id}`],
    ['equation', `/differential-equation/${equation.id}`],
    ['space-edit', `/space/${space.id}/edit`],
    ['theorem-add', '/theorem/add'],
    ['admin', '/admin'],
    ['info', '/info'],
  ];
  for (const mode of ['light', 'dark']) {
    await context.addCookies([{ name: 'mode', value: mode, url: process.env.E2E_BASE_URL! }]);
    for (const [name, url] of pages) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await shoot(page, `${name}-${mode}`);
    }
    await page.goto(`/space/${space.id}/edit`);
    await page.getByRole('button', { name: 'Add reference' }).click();
    await expect(page.getByRole('dialog', { name: 'Add reference' })).toBeVisible();
    await shoot(page, `reference-modal-${mode}`, false);
  }
  await page.setViewportSize({ width: 375, height: 800 });
  for (const mode of ['light', 'dark']) {
    await context.addCookies([{ name: 'mode', value: mode, url: process.env.E2E_BASE_URL! }]);
    for (const [name, url] of [['space', `/space/${space.id}`], ['link-computed', `/space/${space.id}/property/${reflexive.id}`], ['theorems', '/theorem']]) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await shoot(page, `${name}-375-${mode}`);
    }
  }
});

test('a page shows nothing until its data has loaded, then the typeset content at once', async ({ page, api }) => {
  await api.loginAsAdmin();
  const space = await api.createSpace(unique('$\\ell^\\infty$'), 'REAL_OR_COMPLEX', { description: 'Bounded sequences $\\sup_n |x_n| < \\infty$.' });
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/space/${space.id}/property`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/space/${space.id}`);
  await expect(page.locator('.page')).toBeAttached();
  await page.waitForTimeout(300);
  // The space itself has loaded, its properties not yet: nothing shows, no raw TeX.
  await expect(page.locator('.page')).toBeEmpty();
  await expect(page.getByText('$\\ell^\\infty$', { exact: false })).toHaveCount(0);
  release();
  await expect(page.locator('h1 .katex')).toBeVisible();
  await expect(page.locator('.prose .katex')).toBeVisible();
  await expect(page.getByText("This space hasn't been linked to any properties yet.")).toBeVisible();
});
