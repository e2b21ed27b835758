/**
 * A property declared to mean a relation to a named space (issue 23): an
 * editor declares it in the property form (a declaration without its space is
 * refused under the field), the property page says it in words with the space
 * linked (and so does the page as it was at that catalogue version), and a
 * space the named space is related to by that relation has the
 * property, with a proof that names the declaration.
 */
import { test, expect, unique } from './support/fixtures';

test('an editor declares what a property means; a related space gets the property, with the proof by what it means', async ({ page, api }) => {
  await api.loginAsAdmin();
  const stamp = Date.now();
  const c0 = await api.createSpace(`$c_{0,${stamp}}$`);
  const x = await api.createSpace(`$X_{${stamp}}$`);
  const name = unique('Contains a copy');
  const property = await api.createProperty(name);
  await api.post('/api/relation', { kind: 'subspace', spaceId: c0.id, ofSpaceId: x.id, field: 'REAL_AND_COMPLEX' });
  // Nothing says X has the property yet.
  expect((await page.request.get(`/api/space/${x.id}/property/${property.id}`)).status()).toBe(404);

  await page.goto(`/property/${property.id}/edit`);
  await expect(page.getByLabel('Means')).toHaveValue('');
  await page.getByLabel('Means').selectOption('subspace');
  // No space named: the server's message shows under the field, and nothing is saved.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(`/property/${property.id}/edit`);
  await expect(page.locator('.field-error')).toContainText('space');

  await page.getByLabel('Named space').selectOption(String(c0.id));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(`/property/${property.id}`);
  const means = page.getByTestId('property-means');
  await expect(means).toContainText('is isomorphic to a closed subspace of');
  await expect(means.locator(`a[href="/space/${c0.id}"] .math`)).toBeVisible();
  await expect(means.locator('.math').nth(1)).toBeVisible();

  // The page as it was at this catalogue version (the permanent URL "cite this page" names) says it too.
  await page.getByText('Cite this page').click();
  await page.getByTestId('citation-version').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/property/${property.id}/history/\\d+$`));
  const atVersion = page.getByTestId('at-version-means');
  await expect(atVersion).toContainText('is isomorphic to a closed subspace of');
  await expect(atVersion.locator(`a[href="/space/${c0.id}"] .math`)).toBeVisible();
  // Named for a screen reader: typeset math alone is no link text.
  await expect(atVersion.locator(`a[href="/space/${c0.id}"]`)).toHaveAttribute('aria-label', /c/);

  // The form loads the declaration back.
  await page.goto(`/property/${property.id}/edit`);
  await expect(page.getByLabel('Means')).toHaveValue('subspace');
  await expect(page.getByLabel('Named space')).toHaveValue(String(c0.id));

  // c₀ is a subspace of X (stored): X has the property, by what it means.
  await page.goto(`/space/${x.id}/property/${property.id}`);
  const proof = page.getByRole('region', { name: 'Proof' });
  await expect(proof).toContainText('by what');
  await expect(proof.locator('.proof-means')).toContainText(name);
  await expect(proof.locator('.proof-means')).toContainText('is isomorphic to a closed subspace of');
  await expect(proof.locator('.proof-means')).toContainText('stored relation');
});

test('a space’s delete page names the properties declared by it, which lose their meaning when it goes', async ({ page, api }) => {
  await api.loginAsAdmin();
  const stamp = Date.now();
  const named = await api.createSpace(`$N_{${stamp}}$`);
  const [copyName, quotientName] = [unique('Contains a copy'), unique('Maps onto')];
  const copy = await api.createProperty(copyName, 'REAL_OR_COMPLEX', { means: { relation: 'subspace', spaceId: named.id } });
  const quotient = await api.createProperty(quotientName, 'REAL_OR_COMPLEX', { means: { relation: 'quotient', spaceId: named.id } });

  await page.goto(`/space/${named.id}/delete`);
  const section = page.getByRole('region', { name: 'Deleted with it' });
  await expect(section).toContainText('These 2 properties are declared by this space and lose their meaning:');
  await expect(section.getByRole('link', { name: new RegExp(copyName) })).toHaveAttribute('href', `/property/${copy.id}`);
  await expect(section.getByRole('link', { name: new RegExp(quotientName) })).toHaveAttribute('href', `/property/${quotient.id}`);
  await expect(section).toContainText('means: the space is isomorphic to a closed subspace of X');
  await expect(section).not.toContainText('Nothing else');

  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL('/space');
  expect(await api.get(`/api/property/${copy.id}`)).not.toHaveProperty('means');
});
