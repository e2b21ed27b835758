/**
 * Discovery with relations (issue 23, item 5): the theorem form checks a
 * theorem along a relation against the others (redundant with a derivation
 * across the two spaces, its converse refuted by related spaces), and a
 * property page lists the theorems that carry it along relations apart from
 * its implications.
 */
import { test, expect, unique } from './support/fixtures';

test('an editor writing a theorem along a relation sees it follows from one already stored, and its converse refuted by related spaces', async ({ page, api }) => {
  await api.loginAsAdmin();
  const name = unique('Hereditary');
  const property = await api.createProperty(name);
  const stored = `${name} passes to closed subspaces`;
  const theorem = await api.post<{ id: number }>('/api/theorem', {
    name: stored,
    conditions: [{ propertyId: property.id, field: 'REAL_AND_COMPLEX' }],
    conclusions: [{ propertyId: property.id, field: 'REAL_AND_COMPLEX' }],
    along: { relation: 'subspace', direction: 'toRelated' },
  });
  const stamp = Date.now();
  const big = await api.createSpace(`$B_{${stamp}}$`);
  const small = await api.createSpace(`$C_{${stamp}}$`);
  await api.link(big.id, property.id, 'NOT_REAL_AND_NOT_COMPLEX');
  await api.link(small.id, property.id, 'REAL_AND_COMPLEX');
  await api.post('/api/relation', { kind: 'complemented', spaceId: small.id, ofSpaceId: big.id, field: 'REAL_AND_COMPLEX' });

  await page.goto('/theorem/add');
  const checks = page.getByRole('region', { name: 'Checks' });
  await page.getByLabel('Condition 1 property').selectOption(String(property.id));
  await page.getByLabel('Condition 1 field').selectOption('REAL_AND_COMPLEX');
  await page.getByLabel('Conclusion 1 property').selectOption(String(property.id));
  await page.getByLabel('Conclusion 1 field').selectOption('REAL_AND_COMPLEX');
  // Along duality nothing gives it, and no dual pair of the catalogue refutes its converse.
  await page.getByLabel('Along a relation').selectOption('dual:toRelated');
  await expect(checks.getByTestId('not-redundant')).toBeVisible();
  await expect(checks.getByTestId('converse')).toContainText('Converse: open here');

  // Complemented subspaces are closed subspaces: the stored theorem gives it.
  await page.getByLabel('Along a relation').selectOption('complemented:toRelated');
  const warning = checks.getByTestId('redundant-warning');
  await expect(warning).toContainText('Redundant: this theorem already follows from the other theorems.');
  const real = warning.getByRole('list', { name: 'Derivation, over the real numbers' });
  await expect(real.getByRole('listitem')).toHaveCount(2);
  await expect(real.getByRole('listitem').nth(0)).toContainText(`X has ${name} (real) — assumed`);
  await expect(real.getByRole('listitem').nth(1)).toContainText(`Y has ${name} (real) — carried by ${stored} (Y is isomorphic to a closed subspace of X) from step 1`);
  await expect(real.getByRole('link', { name: stored })).toHaveAttribute('href', `/theorem/${theorem.id}`);
  // Its converse: C is complemented in B and has the property, B lacks it.
  const converse = checks.getByTestId('converse');
  await expect(converse).toContainText('Converse: false; these related spaces of the catalogue (Y, then X) refute it');
  await expect(converse.getByRole('link')).toHaveCount(2);
  await expect(converse.getByRole('link').nth(0)).toHaveAttribute('href', `/space/${small.id}`);
  await expect(converse.getByRole('link').nth(1)).toHaveAttribute('href', `/space/${big.id}`);

  // The property's page: the theorem carries it along relations, apart from its implications.
  await page.goto(`/property/${property.id}`);
  const along = page.getByTestId('along-theorems');
  await expect(page.getByRole('heading', { name: 'Along relations between spaces' })).toBeVisible();
  await expect(along.getByRole('listitem')).toHaveCount(1);
  await expect(along).toContainText('(in its condition and conclusions): Conditions on X, conclusions on every Y that is isomorphic to a closed subspace of X.');
  await expect(along.getByRole('link', { name: stored })).toHaveAttribute('href', `/theorem/${theorem.id}`);
});
