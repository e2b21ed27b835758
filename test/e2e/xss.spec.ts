/**
 * Hostile text everywhere a user can type it (symbols, names, descriptions,
 * norms, references, theorem names) is shown as text: over the list and detail
 * pages nothing it carries runs (no dialog, no global set, no javascript: link,
 * no injected element).
 */
import { test, expect, unique } from './support/fixtures';

const PAYLOADS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<svg onload="window.__xss=1"></svg>',
  '"><img src=x onerror=window.__xss=1>',
  "'><svg/onload=window.__xss=1>",
  '[click](javascript:window.__xss=1)',
  '<a href="javascript:window.__xss=1">x</a>',
  '$\\href{javascript:window.__xss=1}{x}$',
  '$\\url{javascript:window.__xss=1}$',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<details open ontoggle="window.__xss=1">d</details>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  '{{constructor.constructor("window.__xss=1")()}}',
  '<body onload=window.__xss=1>',
];

test('hostile text runs nothing on any page', async ({ page, api }) => {
  test.setTimeout(180_000);
  await api.loginAsAdmin();
  const all = PAYLOADS.join(' \n\n');
  const references = PAYLOADS.slice(0, 4).map((p) => ({ url: 'https://arxiv.org/abs/1234.5678', title: p, arxivId: '1234.5678', wikipediaId: null, bibtex: null, page: null, statement: p }));
  const spaces: number[] = [];
  const properties: number[] = [];
  for (const [i, payload] of PAYLOADS.entries()) {
    spaces.push((await api.createSpace(`$X_{${i}}$ ${payload}`.slice(0, 300), 'REAL_OR_COMPLEX', { description: all, norm: payload, references })).id);
    properties.push((await api.createProperty(unique(payload).slice(0, 300), 'REAL_OR_COMPLEX', { description: all, references })).id);
  }
  await api.post(`/api/space/${spaces[0]}/property/${properties[0]}`, { field: 'REAL_AND_COMPLEX', description: all, references });
  const theorem = await api.post<{ id: number }>('/api/theorem', {
    name: PAYLOADS[1],
    description: all,
    conditions: [{ propertyId: properties[0], field: 'REAL_AND_COMPLEX' }],
    conclusions: [{ propertyId: properties[1], field: 'REAL_AND_COMPLEX' }],
    references,
  });

  let dialogs = 0;
  page.on('dialog', async (dialog) => {
    dialogs += 1;
    await dialog.dismiss();
  });
  const pages = ['/space', `/space/${spaces[0]}`, `/space/${spaces[5]}`, '/property', `/property/${properties[1]}`, '/theorem', `/theorem/${theorem.id}`, `/space/${spaces[0]}/property/${properties[0]}`];
  for (const path of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    // Let anything that would run do so before looking.
    await page.waitForLoadState('networkidle');
    expect({ path, xss: await page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? null) }).toEqual({ path, xss: null });
    await expect(page.locator('a[href^="javascript:" i], iframe, img[src="x"], [onerror], [onload], [ontoggle], main script'), path).toHaveCount(0);
  }
  // The text itself is on the page, as text.
  await page.goto(`/space/${spaces[0]}`);
  await expect(page.getByText('<script>window.__xss=1</script>', { exact: false }).first()).toBeVisible();
  expect(dialogs).toBe(0);
});
