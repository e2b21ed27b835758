/**
 * A refusal's message under a field typesets the math it names: a contradiction
 * names spaces by their symbols ("space $X_2$, …"), which showed as raw TeX.
 */
import { test, expect, unique, openAsAdmin } from './support/fixtures';

test('a contradiction under the link form’s field shows the space’s symbol typeset', async ({ page, api }) => {
  await api.loginAsAdmin();
  const space = await api.createSpace(`$W_{${Date.now()}}$`, 'REAL');
  const condition = await api.createProperty(unique('Condition'), 'REAL');
  const conclusion = await api.createProperty(unique('Conclusion'), 'REAL');
  await api.createTheorem(null, [[condition.id, 'REAL']], [[conclusion.id, 'REAL']]);
  await api.link(space.id, conclusion.id, 'NOT_REAL');

  await openAsAdmin(page, api, `/space/${space.id}/property/add?property=${condition.id}&field=REAL`);
  await page.getByRole('button', { name: 'Save' }).click();
  const error = page.locator('.field-error').filter({ hasText: 'This change contradicts the theorems' });
  await expect(error).toBeVisible();
  await expect(error.locator('.katex')).not.toHaveCount(0);
  await expect(error).not.toContainText('$W_');
});
