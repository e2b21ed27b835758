/** References on every item and link: the rules and the `reference[i]` keys. */
import { arxivReference, createEquation, createEquationProperty, createProperty, createSpace, unique } from '../support/catalogue';
import { admin, useFileServer } from '../support/file-server';

useFileServer();

const NONE = 'Please provide either an Arxiv id or an English Wikipedia url or BibTeX.';
const MANY = 'Please provide either an Arxiv id or an English Wikipedia url or BibTeX, but not more than one.';
const PAGE = 'Please enter a single positive number or leave empty.';
const PAGE_ID = 'The Wikipedia id must be the page id, a positive whole number (the article title goes in title).';
const WIKI = { url: 'https://en.wikipedia.org/wiki/Banach_space', title: 'Banach space', wikipediaId: 3989 };

describe('references', () => {
  test('each kind of source is accepted and stored trimmed, with empty texts as null', async () => {
    const references = [
      arxivReference({ page: 1, statement: '  Lemma 2  ' }),
      { url: 'https://en.wikipedia.org/wiki/Banach_space', title: 'Banach space', wikipediaId: 3989, arxivId: '', bibtex: '  ', page: 100000 },
      { url: 'http://example.org/book', title: 'A book', bibtex: '@book{x, title={A book}, url={http://example.org/book}}' },
    ];
    const id = await createSpace(admin, { references });
    expect((await admin.get(`/api/space/${id}`)).body.references).toEqual([
      arxivReference({ page: 1, statement: 'Lemma 2' }),
      { url: 'https://en.wikipedia.org/wiki/Banach_space', title: 'Banach space', arxivId: null, wikipediaId: 3989, bibtex: null, page: 100000, statement: null },
      { url: 'http://example.org/book', title: 'A book', arxivId: null, wikipediaId: null, bibtex: '@book{x, title={A book}, url={http://example.org/book}}', page: null, statement: null },
    ]);
  });

  test('a Wikipedia reference: the page id as a number, the url rebuilt from the title; or the article url alone (page id unknown)', async () => {
    const references = [
      { url: 'http://en.wikipedia.org/wiki/Banach%20space', title: ' Banach space ', wikipediaId: 3989, arxivId: null, bibtex: null },
      { url: 'https://en.wikipedia.org/wiki/Lp_space', title: 'Lp space', wikipediaId: null },
      { url: 'https://en.wikipedia.org/wiki/Cofinality#Of_ordinals', title: 'Cofinality', wikipediaId: '' },
    ];
    const id = await createSpace(admin, { references });
    expect((await admin.get(`/api/space/${id}`)).body.references).toEqual([
      { url: 'https://en.wikipedia.org/wiki/Banach_space', title: 'Banach space', arxivId: null, wikipediaId: 3989, bibtex: null, page: null, statement: null },
      { url: 'https://en.wikipedia.org/wiki/Lp_space', title: 'Lp space', arxivId: null, wikipediaId: null, bibtex: null, page: null, statement: null },
      { url: 'https://en.wikipedia.org/wiki/Cofinality#Of_ordinals', title: 'Cofinality', arxivId: null, wikipediaId: null, bibtex: null, page: null, statement: null },
    ]);
  });

  test.each([
    ['no source', { url: 'https://x.org', title: 't' }, NONE],
    ['only blank sources', { url: 'https://x.org', title: 't', arxivId: ' ', bibtex: '' }, NONE],
    ['two sources', arxivReference({ wikipediaId: 3989 }), MANY],
    ['three sources', arxivReference({ wikipediaId: 3989, bibtex: '@misc{}' }), MANY],
    ['a url of another Wikipedia alone', { url: 'https://de.wikipedia.org/wiki/Banachraum', title: 'Banachraum' }, NONE],
    ['a Wikipedia title as wikipediaId', { ...WIKI, wikipediaId: 'Banach_space' }, PAGE_ID],
    ['a page id as text', { ...WIKI, wikipediaId: '3989' }, PAGE_ID],
    ['page id 0', { ...WIKI, wikipediaId: 0 }, PAGE_ID],
    ['a fractional page id', { ...WIKI, wikipediaId: 3989.5 }, PAGE_ID],
    ['a page id with a url elsewhere', { ...WIKI, url: 'https://example.org/Banach_space' }, 'Please provide an English Wikipedia url.'],
    ['no title', arxivReference({ title: undefined }), 'Please enter a title.'],
    ['a blank title', arxivReference({ title: '  ' }), 'Please enter a title.'],
    ['no url', arxivReference({ url: undefined }), 'Please enter a url.'],
    ['a non-http url', arxivReference({ url: 'ftp://x.org/a' }), 'Please provide an http(s) url.'],
    ['a javascript url', arxivReference({ url: 'javascript:alert(1)' }), 'Please provide an http(s) url.'],
    ['page 0', arxivReference({ page: 0 }), PAGE],
    ['page 100001', arxivReference({ page: 100001 }), PAGE],
    ['page 1.5', arxivReference({ page: 1.5 }), PAGE],
    ['page as text', arxivReference({ page: '3' }), PAGE],
    ['a number as statement', arxivReference({ statement: 4 }), 'The statement must be text.'],
    ['a number', 42, 'A reference must be an object.'],
    ['a list', [arxivReference()], 'A reference must be an object.'],
    ['null', null, 'A reference must be an object.'],
  ])('refuses %s under reference[i]', async (_label, bad, message) => {
    const response = await admin.post('/api/space', { symbol: unique('s'), field: 'REAL', references: [arxivReference(), bad] });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ errors: { 'reference[1]': message } });
  });

  test('at most 20 references', async () => {
    expect((await admin.post('/api/space', { symbol: unique('s'), field: 'REAL', references: Array(20).fill(arxivReference()) })).status).toBe(200);
    const response = await admin.post('/api/space', { symbol: unique('s'), field: 'REAL', references: Array(21).fill(arxivReference()) });
    expect(response.body).toEqual({ errors: { general: 'At most 20 references are allowed.' } });
  });

  test('several bad references each get their own key, beside other errors', async () => {
    const response = await admin.post('/api/property', { field: 'REAL', references: [{}, arxivReference(), arxivReference({ page: -1 })] });
    expect(response.body).toEqual({ errors: { name: 'Please enter a name.', 'reference[0]': NONE, 'reference[2]': PAGE } });
  });

  test('every item and link keeps its references', async () => {
    const refs = [arxivReference({ title: unique('ref') })];
    const space = await createSpace(admin);
    const property = await createProperty(admin, { references: refs });
    await admin.post(`/api/space/${space}/property/${property}`, { field: 'REAL', references: refs });
    const p2 = await createProperty(admin);
    const theorem = (await admin.post('/api/theorem', { conditions: [{ propertyId: property, field: 'REAL' }], conclusions: [{ propertyId: p2, field: 'REAL' }], references: refs })).body.id;
    const equation = await createEquation(admin, { references: refs });
    const eqProperty = await createEquationProperty(admin, { references: refs });
    await admin.post(`/api/differential-equation/${equation}/property/${eqProperty}`, { hasProperty: true, references: refs });

    expect((await admin.get(`/api/property/${property}`)).body.references).toEqual(refs);
    expect((await admin.get(`/api/space/${space}/property/${property}`)).body.link.references).toEqual(refs);
    expect((await admin.get(`/api/theorem/${theorem}`)).body.references).toEqual(refs);
    expect((await admin.get(`/api/differential-equation/${equation}`)).body.references).toEqual(refs);
    expect((await admin.get(`/api/differential-equation/property/${eqProperty}`)).body.references).toEqual(refs);
    expect((await admin.get(`/api/differential-equation/${equation}/property/${eqProperty}`)).body.references).toEqual(refs);
    for (const [path, body] of [
      [`/api/space/${space}/property/${property}`, { field: 'REAL' }],
      [`/api/differential-equation/${equation}/property/${eqProperty}`, { hasProperty: true }],
      [`/api/differential-equation/${equation}`, { name: unique('e'), symbol: 'u' }],
    ] as const) {
      const response = await admin.post(path, { ...body, references: [{ title: 'x' }] });
      expect(response.body.errors['reference[0]']).toBe(NONE);
    }
  });
});
