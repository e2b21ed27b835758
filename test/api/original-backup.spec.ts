/**
 * Import of the original catalogue's backup (docs/backup-format.md): detected
 * beside our own format, UUIDs mapped to new ids, references kept with their
 * owners, all-or-nothing with a 400 naming the bad row; `seed --file` too.
 * The file is test/fixtures/original-backup.json.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, startServer } from '../support/server';
import { admin, server, useFileServer } from '../support/file-server';

useFileServer();

const FILE = join(ROOT, 'test', 'fixtures', 'original-backup.json');
const original = () => JSON.parse(readFileSync(FILE, 'utf8'));

interface Named { id: number; symbol?: string; name?: string }
const idOf = (list: Named[], text: string) => list.find((item) => item.symbol === text || item.name === text)!.id;

async function exportWithoutTime() {
  const { exportedAt: _ignored, ...rest } = (await admin.get('/api/admin/export')).body;
  return rest;
}

describe('the original backup format', () => {
  test('imports with its spaces, links, theorems, equations and references', async () => {
    const response = await admin.post('/api/admin/import', original());
    expect(response.status).toBe(200);
    const visitor = server.client();

    const spaces = (await visitor.get('/api/space')).body as Named[];
    expect(spaces.map((s) => s.symbol).sort()).toEqual(['$\\ell^1$', '$\\ell^2$', '$c_0$']);
    const properties = (await visitor.get('/api/property')).body as Named[];
    expect(properties.map((p) => p.name).sort()).toEqual(['Reflexive', 'Schur property', 'Superreflexive']);
    const [l2, c0, l1] = ['$\\ell^2$', '$c_0$', '$\\ell^1$'].map((s) => idOf(spaces, s));
    const [reflexive, superreflexive, schur] = ['Reflexive', 'Superreflexive', 'Schur property'].map((p) => idOf(properties, p));

    // The space with its own fields and its Wikipedia reference (numeric page id).
    expect((await visitor.get(`/api/space/${l2}`)).body).toEqual({
      id: l2,
      symbol: '$\\ell^2$',
      norm: '$\\|x\\|=\\left(\\sum_n |x_n|^2\\right)^{1/2}$',
      description: 'Square-summable sequences: the separable infinite-dimensional Hilbert space.',
      field: 'REAL_OR_COMPLEX',
      references: [expect.objectContaining({ title: 'Banach space', wikipediaId: 3989, url: 'https://en.wikipedia.org/wiki/Banach_space' })],
      version: 1,
    });
    expect((await visitor.get(`/api/property/${superreflexive}`)).body.references).toEqual([
      expect.objectContaining({ arxivId: 'math/9205204', title: 'The unconditional basic sequence problem' }),
    ]);

    // Links, a null description as "", the link's own reference; and what the theorems compute from them.
    expect((await visitor.get(`/api/space/${c0}/property/${reflexive}`)).body.link).toEqual({ field: 'NOT_REAL_AND_NOT_COMPLEX', description: '', references: [], version: 1 });
    const schurLink = (await visitor.get(`/api/space/${l1}/property/${schur}`)).body.link;
    expect(schurLink).toMatchObject({ field: 'REAL_AND_COMPLEX', description: "Schur's lemma (1921)." });
    expect(schurLink.references).toEqual([expect.objectContaining({ title: 'Topics in Banach Space Theory', bibtex: expect.stringContaining('@book{AlbiacKalton2016') })]);
    expect((await visitor.get(`/api/space/${l2}/property/${reflexive}`)).body).toMatchObject({ link: null, computed: true, field: 'REAL_AND_COMPLEX' });
    expect((await visitor.get(`/api/space/${l1}/property/${reflexive}`)).body).toMatchObject({ link: null, computed: true, field: 'NOT_REAL_AND_NOT_COMPLEX' });

    // Theorems: conditions and conclusions joined to their theorem, a null name stays null.
    const theorems = (await visitor.get('/api/theorem')).body as Array<{ id: number; name: string | null }>;
    expect(theorems).toHaveLength(2);
    const milman = theorems.find((t) => t.name === 'Milman–Pettis')!;
    const milmanBody = (await visitor.get(`/api/theorem/${milman.id}`)).body;
    expect(milmanBody.conditions).toEqual([expect.objectContaining({ propertyId: superreflexive, field: 'REAL_AND_COMPLEX' })]);
    expect(milmanBody.conclusions).toEqual([expect.objectContaining({ propertyId: reflexive, field: 'REAL_AND_COMPLEX' })]);
    expect(milmanBody.references).toEqual([expect.objectContaining({ wikipediaId: 3989 })]);
    const unnamed = theorems.find((t) => t.name === null)!;
    expect((await visitor.get(`/api/theorem/${unnamed.id}`)).body).toMatchObject({ description: '', conditions: [expect.objectContaining({ propertyId: schur })] });

    // Differential equations, their properties and links, each with its references.
    const equations = (await visitor.get('/api/differential-equation')).body as Named[];
    const equationProperties = (await visitor.get('/api/differential-equation/property')).body as Named[];
    const heat = idOf(equations, 'Heat equation');
    const burgers = idOf(equations, "Burgers' equation");
    const linear = idOf(equationProperties, 'Linear');
    expect((await visitor.get(`/api/differential-equation/${heat}`)).body).toMatchObject({
      symbol: '$$u_t = \\Delta u$$',
      parameters: '',
      references: [expect.objectContaining({ wikipediaId: 3989 })],
    });
    expect((await visitor.get(`/api/differential-equation/property/${linear}`)).body.references).toEqual([expect.objectContaining({ arxivId: 'math/9205204' })]);
    expect((await visitor.get(`/api/differential-equation/${heat}/property/${linear}`)).body).toMatchObject({ hasProperty: true, description: '', references: [] });
    expect((await visitor.get(`/api/differential-equation/${burgers}/property/${linear}`)).body).toMatchObject({
      hasProperty: false,
      description: 'The term $u u_x$ is quadratic.',
      references: [expect.objectContaining({ bibtex: expect.stringContaining('Albiac') })],
    });
    expect((await visitor.get(`/api/differential-equation/${heat}/property`)).body).toHaveLength(2);
  });

  describe('a bad row is a 400 naming it, and changes nothing', () => {
    const cases: Array<[string, (b: any) => void, RegExp]> = [
      ['a dangling UUID', (b) => (b.links[1].spaceId = '5a0e0000-0000-4000-8000-000000000099'), /^Invalid backup: links\[1\] \(id 11a00000-0000-4000-8000-000000000002\): spaceId .* is not the id of any row of spaces/],
      ['an id that is not a UUID', (b) => (b.spaces[2].id = '3'), /^Invalid backup: spaces\[2\] \(id 3\): id must be a UUID/],
      ['a duplicate name', (b) => (b.properties[2].name = 'Reflexive'), /^Invalid backup: properties\[2\] \(id 9b0e0000-0000-4000-8000-000000000003\): the name Reflexive appears more than once/],
      ['an unknown field value', (b) => (b.spaces[1].field = 'QUATERNION'), /^Invalid backup: spaces\[1\] \(id 5a0e0000-0000-4000-8000-000000000002\): field: /],
      ['an unknown atom field', (b) => (b.conclusions[1].field = 'MAYBE'), /^Invalid backup: conclusions\[1\] \(id c0c10000-0000-4000-8000-000000000002\): the field must be/],
      ['a reference with no owner', (b) => (b.references[3].theoremId = null), /^Invalid backup: references\[3\] \(id 4ef00000-0000-4000-8000-000000000004\): a reference must have exactly one owner id \(it has 0\)/],
      ['a reference with two owners', (b) => (b.references[0].propertyId = b.properties[0].id), /^Invalid backup: references\[0\] .*exactly one owner id \(it has 2\)/],
      ['a reference without a source', (b) => (b.references[1].arxivId = null), /^Invalid backup: references\[1\] \(id 4ef00000-0000-4000-8000-000000000002\): /],
      ['an equation link with a text hasProperty', (b) => (b.differentialEquationLinks[2].hasProperty = 'yes'), /^Invalid backup: differentialEquationLinks\[2\] \(id e0c00000-0000-4000-8000-000000000003\): hasProperty: /],
      [
        'a link the theorems contradict',
        (b) => b.links.push({ ...b.links[0], id: '11a00000-0000-4000-8000-000000000009', propertyId: b.properties[0].id, field: 'NOT_REAL_AND_NOT_COMPLEX' }),
        /^Invalid backup: links\[3\] \(id 11a00000-0000-4000-8000-000000000009\): the theorems contradict the links: .*Milman–Pettis/,
      ],
      ['a table that is not a list', (b) => (b.conditions = {}), /^Invalid backup: "conditions" must be a list/],
    ];

    test.each(cases)('%s', async (_label, corrupt, message) => {
      expect((await admin.post('/api/admin/import', original())).status).toBe(200);
      const before = await exportWithoutTime();
      const broken = original();
      corrupt(broken);
      const response = await admin.post('/api/admin/import', broken);
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.errors)).toEqual(['general']);
      expect(response.body.errors.general).toMatch(message);
      expect(await exportWithoutTime()).toEqual(before);
    });
  });

  test('missing and null tables are empty', async () => {
    const { differentialEquations: _e, differentialEquationLinks: _l, references: _r, ...rest } = original();
    const response = await admin.post('/api/admin/import', { ...rest, differentialEquationProperties: null });
    expect(response.status).toBe(200);
    expect((await admin.get('/api/differential-equation')).body).toEqual([]);
    expect((await admin.get('/api/space')).body).toHaveLength(3);
  });

  test('npm run cli -- seed --file loads it', async () => {
    const fresh = await startServer({ deferStart: true });
    try {
      const seeded = fresh.cli(['seed', '--file', FILE]);
      expect({ status: seeded.status, stderr: seeded.stderr }).toMatchObject({ status: 0 });
      expect(seeded.stdout).toMatch(/3 spaces, 3 properties, 3 links, 2 theorems, 2 differential equations/);
      await fresh.resume();
      expect((await fresh.client().get('/api/space')).body).toHaveLength(3);
      expect((await fresh.client().get('/api/differential-equation/property')).body).toHaveLength(2);
    } finally {
      await fresh.stop();
    }
  });
});
