/** The client guard of spec section 6: /admin for admins; add/edit/delete paths and /info for editors. */
import { test, expect, unique, Api } from './support/fixtures';

const EDITOR_PATHS = ['/info', '/space/add', '/space/1/edit', '/space/1/delete', '/space/1/property/add', '/property/add', '/theorem/add', '/theorem/1/edit', '/differential-equation/add', '/differential-equation/property/1/delete', '/space/1/property/2/edit'];

test('a visitor gets Not found on admin and editor paths', async ({ page }) => {
  for (const path of ['/admin', ...EDITOR_PATHS]) {
    await page.goto(path);
    await expect(page, path).toHaveURL('/not-found');
    await expect(page.getByText('We were unable to find the requested page.')).toBeVisible();
  }
});

test('an editor reaches the editor paths but not /admin', async ({ page, api, browser }) => {
  // An editor who is not an admin: signs up with an invite the admin creates.
  const adminContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const adminPage = await adminContext.newPage();
  const admin = new Api(adminPage.request);
  await admin.loginAsAdmin();
  const { code } = await admin.post<{ code: string }>('/api/admin/invite');
  await adminContext.close();

  const email = `${unique('guard').replace(/\s/g, '-')}@catalogue.test`;
  await api.post('/api/user/signup', { email, password: 'a-long-enough-password-2', inviteCode: code, license: true });
  await api.post('/api/user/login', { email, password: 'a-long-enough-password-2' });
  await page.goto('/info');
  await expect(page.getByRole('heading', { level: 1, name: 'Info' })).toBeVisible();
  await page.goto('/space/add');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Banach space' })).toBeVisible();
  await page.goto('/admin');
  await expect(page).toHaveURL('/not-found');
});
