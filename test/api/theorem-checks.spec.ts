/** POST /api/theorem/check, /api/theorem/{id}/check and GET /api/admin/redundant-theorems: redundant theorems, converses, rights, bad input. */
import { createProperty, createSpace, createTheorem, unique } from '../support/catalogue';
import { admin, server, useFileServer } from '../support/file-server';

useFileServer();

const atoms = (...list: Array<[number, string]>) => list.map(([propertyId, field]) => ({ propertyId, field }));
const link = (space: number, property: number, field: string) => admin.post(`/api/space/${space}/property/${property}`, { field });

let fd: number, sup: number, refl: number, sep: number;
let chain: number[];
let tsirelson: number;
beforeAll(async () => {
  [fd, sup, refl, sep] = await Promise.all(['Finite-dimensional', 'Super-reflexive', 'Reflexive', 'Separable'].map((n) => createProperty(admin, { name: unique(n) })));
  chain = [
    await createTheorem(admin, [[fd, 'REAL_AND_COMPLEX']], [[sup, 'REAL_AND_COMPLEX']]),
    await createTheorem(admin, [[sup, 'REAL_AND_COMPLEX']], [[refl, 'REAL_AND_COMPLEX']]),
  ];
  tsirelson = await createSpace(admin, { symbol: unique('$T$') });
  await link(tsirelson, refl, 'REAL_AND_COMPLEX');
  await link(tsirelson, fd, 'NOT_REAL_AND_NOT_COMPLEX');
}, 120000);

describe('theorem checks', () => {
  test('a theorem that follows from the others is redundant, with its derivation; its converse is refuted by a stored space', async () => {
    const r = await admin.post('/api/theorem/check', { name: 'x', conditions: atoms([fd, 'REAL']), conclusions: atoms([refl, 'REAL']) });
    expect(r.status).toBe(200);
    expect(r.body.redundant).toBe(true);
    expect(r.body.derivations).toHaveLength(1);
    const [real] = r.body.derivations;
    expect(real.scalar).toBe('REAL');
    expect(real.impossible).toBeNull();
    const root = real.steps[real.conclusions[0]];
    expect(root).toMatchObject({ propertyId: refl, value: true, rule: 'forward', theoremId: chain[1] });
    expect(real.steps[root.supports[0]]).toMatchObject({ propertyId: sup, rule: 'forward', theoremId: chain[0] });
    expect(r.body.converse).toEqual({ kind: 'refuted', spaces: [{ id: tsirelson, symbol: expect.any(String) }], total: 1 });
    // Nothing was saved.
    expect((await admin.get(`/api/theorem?propertyId=${fd}`)).body.map((t: { id: number }) => t.id)).toEqual([chain[0]]);
  });

  test('a theorem no chain gives is not redundant; an open converse says so; a derivable converse comes with its chain', async () => {
    const fresh = await admin.post('/api/theorem/check', { conditions: atoms([sep, 'REAL_AND_COMPLEX']), conclusions: atoms([fd, 'REAL_AND_COMPLEX']) });
    expect(fresh.body).toEqual({ redundant: false, derivations: [], converse: { kind: 'open' } });
    const converse = await admin.post('/api/theorem/check', { conditions: atoms([refl, 'COMPLEX']), conclusions: atoms([fd, 'COMPLEX']) });
    expect(converse.body.redundant).toBe(false);
    // Its converse, finite-dimensional ⇒ reflexive, follows: but T (reflexive, not finite-dimensional) refutes only the theorem itself.
    expect(converse.body.converse.kind).toBe('follows');
    expect(converse.body.converse.derivations.map((d: { scalar: string }) => d.scalar)).toEqual(['COMPLEX']);
  });

  test('an edited theorem is checked against the other theorems, not against itself', async () => {
    const own = await admin.post(`/api/theorem/${chain[1]}/check`, { conditions: atoms([sup, 'REAL_AND_COMPLEX']), conclusions: atoms([refl, 'REAL_AND_COMPLEX']) });
    expect(own.status).toBe(200);
    expect(own.body.redundant).toBe(false);
    expect((await admin.post('/api/theorem/999999/check', { conditions: atoms([sup, 'REAL']), conclusions: atoms([refl, 'REAL']) })).status).toBe(404);
    expect((await admin.post('/api/theorem/abc/check', { conditions: atoms([sup, 'REAL']), conclusions: atoms([refl, 'REAL']) })).status).toBe(404);
  });

  test('bad input gets the form errors of saving, never a 500', async () => {
    expect((await admin.post('/api/theorem/check', {})).body).toEqual({
      errors: { conditions: 'A theorem needs at least one condition.', conclusions: 'A theorem needs at least one conclusion.' },
    });
    const unknown = await admin.post('/api/theorem/check', { conditions: atoms([999999, 'REAL']), conclusions: atoms([refl, 'REAL']) });
    expect(unknown.body).toEqual({ errors: { conditions: 'Condition 1: the property does not exist.' } });
    const twice = await admin.post('/api/theorem/check', { conditions: atoms([fd, 'REAL']), conclusions: atoms([refl, 'REAL'], [refl, 'COMPLEX']) });
    expect(twice.status).toBe(400);
    expect((await admin.post('/api/theorem/check', { conditions: 'x', conclusions: [null] })).status).toBe(400);
  });

  test('checking needs an editor, as saving does', async () => {
    const visitor = server.client();
    await visitor.get('/api/space');
    const r = await visitor.post('/api/theorem/check', { conditions: atoms([fd, 'REAL']), conclusions: atoms([refl, 'REAL']) });
    expect([401, 403]).toContain(r.status);
  });
});

describe('redundant theorems (admin)', () => {
  test('lists every stored theorem that follows from the others, with its derivation, and follows the catalogue', async () => {
    const before = (await admin.get('/api/admin/redundant-theorems')).body as { theorem: { id: number } }[];
    const name = unique('Finite-dimensional spaces are reflexive');
    const shortcut = await createTheorem(admin, [[fd, 'REAL_AND_COMPLEX']], [[refl, 'REAL_AND_COMPLEX']], { name });
    const list = (await admin.get('/api/admin/redundant-theorems')).body as { theorem: { id: number; name: string }; derivations: { scalar: string }[] }[];
    const entry = list.find((e) => e.theorem.id === shortcut);
    expect(entry?.theorem).toEqual({ id: shortcut, name });
    expect(entry?.derivations.map((d) => d.scalar)).toEqual(['REAL', 'COMPLEX']);
    expect(list.map((e) => e.theorem.id)).not.toContain(chain[1]);
    expect(list.length).toBe(before.length + 1);
    // Without the chain it rests on, it is no longer redundant.
    await admin.delete(`/api/theorem/${chain[1]}`);
    const after = (await admin.get('/api/admin/redundant-theorems')).body as { theorem: { id: number } }[];
    expect(after.map((e) => e.theorem.id)).not.toContain(shortcut);
  });

  test('is for admins only', async () => {
    expect([401, 403]).toContain((await server.client().get('/api/admin/redundant-theorems')).status);
  });
});
