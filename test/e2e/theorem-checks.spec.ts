/**
 * The theorem form's checks before saving (a redundant theorem is flagged with
 * its derivation and can still be saved; the converse is refuted by a stored
 * space) and the admin list of redundant theorems.
 */
import { test, expect, unique } from './support/fixtures';

test('the theorem form flags a redundant theorem with its derivation, and the admin lists it', async ({ page, api }) => {
  await api.loginAsAdmin();
  const [a, b, c, d] = [unique('Alpha'), unique('Beta'), unique('Gamma'), unique('Delta')];
  const [pa, pb, pc] = [await api.createProperty(a), await api.createProperty(b), await api.createProperty(c)];
  await api.createProperty(d);
  const first = unique('Alpha gives beta');
  const second = unique('Beta gives gamma');
  await api.createTheorem(first, [[pa.id, 'REAL_AND_COMPLEX']], [[pb.id, 'REAL_AND_COMPLEX']]);
  await api.createTheorem(second, [[pb.id, 'REAL_AND_COMPLEX']], [[pc.id, 'REAL_AND_COMPLEX']]);
  const space = await api.createSpace(`$${unique('S').replace(/\s/g, '')}$`);
  await api.link(space.id, pc.id, 'REAL_AND_COMPLEX');
  await api.link(space.id, pa.id, 'NOT_REAL_AND_NOT_COMPLEX');

  await page.goto('/theorem/add');
  const checks = page.getByRole('region', { name: 'Checks' });
  await page.getByLabel('Condition 1 property').selectOption({ label: a });
  await page.getByLabel('Conclusion 1 property').selectOption({ label: d });
  await expect(checks.getByText('This theorem does not follow from the other theorems.')).toBeVisible();

  await page.getByLabel('Conclusion 1 property').selectOption({ label: c });
  const warning = checks.getByTestId('redundant-warning');
  await expect(warning).toContainText('Redundant: this theorem already follows from the other theorems.');
  // The derivation over the reals: alpha assumed, beta by the first theorem, gamma by the second from step 2.
  const real = warning.getByRole('list', { name: 'Derivation, over the real numbers' });
  await expect(real.getByRole('listitem')).toHaveCount(3);
  await expect(real.getByRole('listitem').nth(0)).toContainText(`has ${a} (real) — assumed`);
  await expect(real.getByRole('listitem').nth(1)).toContainText(`has ${b} (real) — by ${first} from step 1`);
  await expect(real.getByRole('listitem').nth(2)).toContainText(`has ${c} (real) — by ${second} from step 2`);
  await expect(real.getByRole('link', { name: second })).toHaveAttribute('href', /\/theorem\/\d+$/);
  // The converse (gamma ⇒ alpha) is refuted by the stored space.
  await expect(checks.getByTestId('converse')).toContainText('Converse: false; this space has the conclusions without the conditions');
  await expect(checks.getByTestId('converse').getByRole('link')).toHaveAttribute('href', `/space/${space.id}`);

  // Saving stays allowed.
  const name = unique('Alpha gives gamma');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/theorem\/\d+$/);
  const id = page.url().split('/').pop();

  // Editing it: it is checked against the others, so it is still redundant.
  await page.goto(`/theorem/${id}/edit`);
  await expect(page.getByRole('region', { name: 'Checks' }).getByTestId('redundant-warning')).toBeVisible();

  await page.goto('/admin');
  await page.getByRole('link', { name: 'List redundant theorems' }).click();
  await expect(page).toHaveURL('/admin/redundant-theorems');
  await expect(page.getByRole('heading', { level: 1, name: 'Redundant theorems' })).toBeVisible();
  const entry = page.getByTestId('redundant-theorem').filter({ has: page.locator(`a[href="/theorem/${id}"]`) });
  await expect(entry).toHaveCount(1);
  await entry.getByText('Derivation from the other theorems').click();
  await expect(entry.getByRole('list', { name: `Derivation of ${name}, over the complex numbers` }).getByRole('listitem')).toHaveCount(3);
});
