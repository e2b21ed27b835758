/**
 * "Cite this page": plain text and BibTeX with the page's stable URL and the
 * access date on space, property, theorem and equation pages; the BibTeX,
 * copied, is accepted as a reference by the catalogue's own reference form.
 */
import { test, expect, unique, openAsAdmin } from './support/fixtures';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('every item page offers a citation; its BibTeX can be cited back as a reference', async ({ page, api, baseURL }) => {
  await api.loginAsAdmin();
  const n = Date.now();
  const space = await api.createSpace(`$\\ell^{1}$ & friends ${n}`);
  const propertyName = unique('Cited property');
  const property = await api.createProperty(propertyName);
  const theoremName = unique('Cited theorem');
  const other = await api.createProperty(unique('Another property'));
  const theorem = await api.createTheorem(theoremName, [[property.id, 'REAL']], [[other.id, 'REAL']]);
  const equationName = unique('Cited equation');
  const equation = await api.createEquation(equationName);

  await page.goto(`/space/${space.id}`);
  const today = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  await page.getByText('Cite this page').click();
  const url = `${baseURL}/space/${space.id}`;
  await expect(page.getByTestId('citation-plain')).toHaveText(
    `Banach catalogue contributors, “ℓ¹ & friends ${n}” (space), Banach catalogue, ${url} (accessed ${today}).`,
  );
  await expect(page.getByTestId('citation-bibtex')).toHaveText(
    [
      `@misc{banach-catalogue-space-${space.id},`,
      `  title        = {{$\\ell^{1}$ \\& friends ${n}} (space)},`,
      `  author       = {{Banach catalogue contributors}},`,
      `  howpublished = {Banach catalogue},`,
      `  year         = {${today.slice(0, 4)}},`,
      `  url          = {${url}},`,
      `  urldate      = {${today}},`,
      `  note         = {Accessed ${today}}`,
      `}`,
    ].join('\n'),
  );
  await page.getByRole('button', { name: 'Copy citation' }).click();
  await expect(page.getByRole('button', { name: 'Copied (Plain text)' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`(accessed ${today}).`);
  await page.getByRole('button', { name: 'Copy BibTeX' }).click();
  const bibtex = await page.evaluate(() => navigator.clipboard.readText());
  expect(bibtex).toContain(`url          = {${url}}`);

  // The other kinds of page, each with its kind and its own stable URL.
  for (const [path, kind, title] of [
    [`/property/${property.id}`, 'property', propertyName],
    [`/theorem/${theorem.id}`, 'theorem', theoremName],
    [`/differential-equation/${equation.id}`, 'differential equation', equationName],
  ]) {
    await page.goto(path);
    await page.getByText('Cite this page').click();
    await expect(page.getByTestId('citation-plain')).toHaveText(`Banach catalogue contributors, “${title}” (${kind}), Banach catalogue, ${baseURL}${path} (accessed ${today}).`);
  }

  // The copied BibTeX is a valid reference: the reference form parses it, with its title and url.
  await openAsAdmin(page, api, `/property/${property.id}/edit`);
  await page.getByRole('button', { name: 'Add reference' }).click();
  const modal = page.getByRole('dialog', { name: 'Add reference' });
  await modal.getByLabel('BibTeX').fill(bibtex);
  await modal.getByRole('button', { name: 'Save reference' }).click();
  await expect(modal).toBeHidden();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(`/property/${property.id}`);
  const cited = page.getByRole('region', { name: 'References' }).getByRole('link', { name: `ℓ¹ & friends ${n} (space)` });
  await expect(cited).toHaveAttribute('href', url);
});
