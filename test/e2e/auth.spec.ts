/** Sign up with an invite (which logs in once), log in (Enter submits), wrong passwords, log out, and the forms' reset. */
import { test, expect, unique, ADMIN, Api } from './support/fixtures';

test('sign up with an invite code, then log out and log in again', async ({ page, browser }) => {
  const admin = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const adminPage = await admin.newPage();
  await adminPage.goto('/');
  const { code } = await (async () => {
    const request = adminPage.request;
    await request.get('/api/space');
    const csrf = (await admin.cookies()).find((c) => c.name === 'csrf')!.value;
    const headers = { 'Content-Type': 'application/json', 'X-CSRF-Token': csrf };
    expect((await request.post('/api/user/login', { headers, data: { email: ADMIN.email(), password: ADMIN.password() } })).status()).toBe(200);
    // The login hands out a csrf token bound to the new session.
    const csrfNow = (await admin.cookies()).find((c) => c.name === 'csrf')!.value;
    const invite = await request.post('/api/admin/invite', { headers: { ...headers, 'X-CSRF-Token': csrfNow }, data: {} });
    return (await invite.json()) as { code: string };
  })();
  await admin.close();

  const email = `${unique('editor').replace(/\s/g, '-')}@catalogue.test`;
  const sessionCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/user\/(login|signup)$/.test(request.url())) sessionCalls.push(new URL(request.url()).pathname);
  });
  await page.goto('/space');
  await page.getByRole('button', { name: 'Sign up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('a-long-enough-password-1');
  await dialog.getByLabel('Invite code', { exact: true }).fill(code);
  const displayName = unique('Banach').replace(/[^\p{L}\p{N} ]/gu, ' ').slice(0, 40).trim();
  await dialog.getByLabel('Display name (optional)').fill(displayName);
  const license = dialog.getByLabel(/contributions may be published under yet-to-be-determined open-source licenses/);
  await expect(license).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  // The license must be agreed to: the server's message shows under the checkbox.
  await expect(dialog.locator('.field-error')).toBeVisible();
  await license.check();
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await expect(dialog).toBeHidden();
  // The signup itself opened the session: no login after it (the refused first try is the other call).
  expect(sessionCalls).toEqual(['/api/user/signup', '/api/user/signup']);
  const cookies = Object.fromEntries((await page.context().cookies()).map((c) => [c.name, c.value]));
  expect([cookies.canEdit, cookies.isAdmin, Boolean(cookies.session)]).toEqual(['true', 'false', true]);

  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Info' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Add space' })).toBeVisible();
  // Public history names the new editor by the display name chosen in the form, never the email.
  const editor = new Api(page.request);
  const space = await editor.createSpace(unique('Named'), 'REAL');
  const history = await editor.get<{ changes: Array<{ user: string }> }>(`/api/space/${space.id}/history`);
  expect(history.changes[0].user).toBe(displayName);

  // Logout goes to / (we are on /space).
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Info' })).toHaveCount(0);

  // Log in again; Enter in the password field submits.
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Email', { exact: true }).fill(email);
  await login.getByLabel('Password', { exact: true }).fill('a-long-enough-password-1');
  await login.getByLabel('Password', { exact: true }).press('Enter');
  await expect(login).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a wrong password shows the error; the form resets after closing', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Email', { exact: true }).fill(ADMIN.email());
  await login.getByLabel('Password', { exact: true }).fill('not the password');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login.getByRole('alert').first()).toBeVisible();
  await expect(login).toBeVisible();
  await login.getByRole('button', { name: 'Cancel' }).click();
  await expect(login).toBeHidden();
  await page.waitForTimeout(150);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(login.getByLabel('Email', { exact: true })).toHaveValue('');
  await expect(login.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(login.getByRole('alert')).toHaveCount(0);
});

test('the admin logs in through the modal and sees Admin', async ({ page }) => {
  await page.goto('/property');
  await page.getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Email', { exact: true }).fill(ADMIN.email());
  await login.getByLabel('Password', { exact: true }).fill(ADMIN.password());
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login).toBeHidden();
  await expect(page).toHaveURL(/\/property$/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add property' })).toBeVisible();
});
