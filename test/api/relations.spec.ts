/** Relations between spaces: stored and derived, with proofs; facts carried across spaces; refusals (issue 23). */
import { arxivReference, createProperty, createSpace } from '../support/catalogue';
import { admin, server, useFileServer } from '../support/file-server';

useFileServer();

const relation = (kind: string, spaceId: number, ofSpaceId: number | string, field = 'REAL_AND_COMPLEX', extra: Record<string, unknown> = {}) => ({
  kind,
  spaceId,
  ofSpaceId,
  field,
  ...extra,
});

async function saveRelation(body: Record<string, unknown>): Promise<number> {
  const r = await admin.post('/api/relation', body);
  if (r.status !== 200) throw new Error(`relation refused: ${JSON.stringify(r.body)}`);
  return r.body.id;
}

describe('relations between spaces', () => {
  test('a stored relation is read, listed from both spaces, edited and deleted', async () => {
    const y = await createSpace(admin);
    const x = await createSpace(admin);
    const saved = await admin.post('/api/relation', relation('complemented', y, x, 'REAL_AND_COMPLEX', { description: '  Pełczyński.  ', references: [arxivReference()] }));
    expect(saved.status).toBe(200);
    expect(Object.keys(saved.body)).toEqual(['id']);
    const id = saved.body.id;
    const visitor = server.client();
    const stored = (await visitor.get(`/api/relation/${id}`)).body;
    expect(stored).toMatchObject({ id, kind: 'complemented', space: { id: y }, ofSpace: { id: x }, field: 'REAL_AND_COMPLEX', description: 'Pełczyński.', references: [arxivReference()], version: 1 });
    expect((await visitor.get(`/api/relation?space=${x}`)).body).toEqual([stored]);
    expect((await visitor.get(`/api/relation?space=${y}`)).body).toEqual([stored]);

    // Both directions, stored and what the rules add (complemented ⇒ subspace and quotient).
    for (const id2 of [x, y]) {
      const related = (await visitor.get(`/api/space/${id2}/relation`)).body;
      expect(related).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ kind: 'complemented', space: expect.objectContaining({ id: y }), ofSpace: expect.objectContaining({ id: x }), field: 'REAL_AND_COMPLEX', relationId: id, computed: false }),
          expect.objectContaining({ kind: 'subspace', space: expect.objectContaining({ id: y }), ofSpace: expect.objectContaining({ id: x }), relationId: null, computed: true }),
          expect.objectContaining({ kind: 'quotient', space: expect.objectContaining({ id: y }), ofSpace: expect.objectContaining({ id: x }), relationId: null, computed: true }),
        ]),
      );
    }

    expect((await admin.post(`/api/relation/${id}`, relation('complemented', y, x, 'REAL', { version: 1 }))).status).toBe(200);
    expect((await visitor.get(`/api/relation/${id}`)).body).toMatchObject({ field: 'REAL', description: '', version: 2 });
    expect((await admin.post(`/api/relation/${id}`, relation('complemented', y, x, 'REAL', { version: 1 }))).status).toBe(409);

    expect((await admin.delete(`/api/relation/${id}`)).status).toBe(200);
    expect((await visitor.get(`/api/relation/${id}`)).status).toBe(404);
    expect((await visitor.get(`/api/space/${y}/relation`)).body).toEqual([]);
    expect((await visitor.get(`/api/space/${y}/relation/complemented/${x}`)).status).toBe(404);
  });

  test('a derived relation has its proof: complemented is transitive', async () => {
    const [a, b, c] = [await createSpace(admin), await createSpace(admin), await createSpace(admin)];
    const ab = await saveRelation(relation('complemented', a, b));
    const bc = await saveRelation(relation('complemented', b, c));
    const page = (await server.client().get(`/api/space/${a}/relation/complemented/${c}`)).body;
    expect(page).toMatchObject({ kind: 'complemented', space: { id: a }, ofSpace: { id: c }, relation: null, field: 'REAL_AND_COMPLEX' });
    expect(page.proofs.map((p: { scalar: string }) => p.scalar)).toEqual(['REAL', 'COMPLEX']);
    const real = page.proofs[0];
    expect(real).toMatchObject({ rule: 'transitivity', value: true, relationId: null });
    const leaves = real.supports.map((s: { rule: string; relationId: number | null }) => [s.rule, s.relationId]);
    expect(leaves).toEqual([['stored', ab], ['stored', bc]]);
    // A stored relation's own page: the record and a stored leaf.
    const storedPage = (await server.client().get(`/api/space/${a}/relation/complemented/${b}`)).body;
    expect(storedPage.relation).toMatchObject({ id: ab });
    expect(storedPage.proofs[0]).toMatchObject({ rule: 'stored', relationId: ab, supports: [] });
  });

  test('a fact is carried across spaces, with a proof that crosses them', async () => {
    const x = await createSpace(admin);
    const y = await createSpace(admin);
    const property = await createProperty(admin);
    expect((await admin.post(`/api/space/${x}/property/${property}`, { field: 'REAL_AND_COMPLEX' })).status).toBe(200);
    expect((await server.client().get(`/api/space/${y}/property/${property}`)).status).toBe(404);
    const id = await saveRelation(relation('isomorphic', y, x));
    // An invariant property is carried along the isomorphism.
    const link = (await server.client().get(`/api/space/${y}/property/${property}`)).body;
    expect(link).toMatchObject({ link: null, field: 'REAL_AND_COMPLEX', computed: true });
    const proof = link.proof[0];
    expect(proof).toMatchObject({ spaceId: y, propertyId: property, value: true, rule: 'carried', theoremId: null });
    expect(proof.relation).toMatchObject({ kind: 'isomorphic', spaceId: y, ofSpaceId: x, rule: 'stored', relationId: id });
    expect(proof.supports).toEqual([expect.objectContaining({ spaceId: x, propertyId: property, rule: 'stored' })]);
    expect((await server.client().get(`/api/space/${y}/property`)).body).toEqual([expect.objectContaining({ property: expect.objectContaining({ id: property }), linked: false, computed: true })]);
    // Deleting the relation takes the carried fact away.
    expect((await admin.delete(`/api/relation/${id}`)).status).toBe(200);
    expect((await server.client().get(`/api/space/${y}/property/${property}`)).status).toBe(404);
  });

  test('a contradiction across spaces is refused with its derivation, whichever write comes last', async () => {
    const x = await createSpace(admin, { symbol: '$X_{iso}$' });
    const y = await createSpace(admin, { symbol: '$Y_{iso}$' });
    const property = await createProperty(admin, { name: 'Carried property under test' });
    await admin.post(`/api/space/${x}/property/${property}`, { field: 'REAL_AND_COMPLEX' });
    await admin.post(`/api/space/${y}/property/${property}`, { field: 'NOT_REAL_AND_NOT_COMPLEX' });
    const refused = await admin.post('/api/relation', relation('isomorphic', y, x));
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors)).toEqual(['field']);
    expect(refused.body.errors.field).toMatch(/Carried property under test/);
    expect(refused.body.errors.field).toMatch(/carried from \$[XY]_\{iso\}\$ because/);
    expect((await server.client().get(`/api/relation?space=${x}`)).body).toEqual([]);

    // The relation first, then the link that contradicts what it carries.
    const z = await createSpace(admin, { symbol: '$Z_{iso}$' });
    await saveRelation(relation('isomorphic', z, x));
    const link = await admin.post(`/api/space/${z}/property/${property}`, { field: 'NOT_REAL' });
    expect(link.status).toBe(400);
    expect(link.body.errors.field).toMatch(/carried from \$X_\{iso\}\$ because \$Z_\{iso\}\$ is isomorphic to \$X_\{iso\}\$/);
  });

  test('a relation contradicting a relation is refused', async () => {
    const y = await createSpace(admin);
    const x = await createSpace(admin);
    await saveRelation(relation('complemented', y, x, 'NOT_REAL_AND_NOT_COMPLEX'));
    const refused = await admin.post('/api/relation', relation('isomorphic', y, x));
    expect(refused.status).toBe(400);
    expect(refused.body.errors.field).toMatch(/forced both ways/);
  });

  test('bad input: 400 under the field it concerns', async () => {
    const both = await createSpace(admin);
    const other = await createSpace(admin);
    const real = await createSpace(admin, { field: 'REAL' });
    const complex = await createSpace(admin, { field: 'COMPLEX' });
    const cases: Array<[Record<string, unknown>, string]> = [
      [relation('isomorphic', both, both), 'ofSpaceId'],
      [relation('subspace', both, both), 'ofSpaceId'],
      [relation('isometric', both, other), 'kind'],
      [relation('', both, other), 'kind'],
      [relation('subspace', real, complex, 'REAL'), 'field'],
      [relation('subspace', real, both, 'COMPLEX'), 'field'],
      [relation('subspace', real, both, 'SOMETIMES'), 'field'],
      [relation('subspace', 2147483000, both), 'spaceId'],
      [relation('subspace', both, 'seven'), 'ofSpaceId'],
    ];
    for (const [body, field] of cases) {
      const r = await admin.post('/api/relation', body);
      expect([JSON.stringify(body), r.status]).toEqual([JSON.stringify(body), 400]);
      expect(Object.keys(r.body.errors)).toContain(field);
    }
    // The messages read as sentences.
    expect((await admin.post('/api/relation', { ...relation('subspace', both, other), spaceId: 'one' })).body.errors.spaceId).toBe("The space must be a space's id.");
    expect((await admin.post('/api/relation', relation('subspace', both, 'seven'))).body.errors.ofSpaceId).toBe("The space it is related to must be a space's id.");
    // A space's own dual says something (ℓ² ≅ (ℓ²)*).
    expect((await admin.post('/api/relation', relation('dual', both, both))).status).toBe(200);
    // Stored twice: edit the first instead.
    await saveRelation(relation('quotient', both, other));
    expect((await admin.post('/api/relation', relation('quotient', both, other))).body.errors).toHaveProperty('kind');
  });

  test('deleting a space removes its relations, and a relation to a deleted space is refused', async () => {
    const y = await createSpace(admin);
    const x = await createSpace(admin);
    const property = await createProperty(admin);
    await admin.post(`/api/space/${x}/property/${property}`, { field: 'REAL_AND_COMPLEX' });
    const id = await saveRelation(relation('isomorphic', y, x));
    expect((await admin.delete(`/api/space/${x}`)).status).toBe(200);
    expect((await server.client().get(`/api/relation/${id}`)).status).toBe(404);
    expect((await server.client().get(`/api/space/${y}/relation`)).body).toEqual([]);
    expect((await server.client().get(`/api/space/${y}/property/${property}`)).status).toBe(404);
    const refused = await admin.post('/api/relation', relation('subspace', y, x));
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toHaveProperty('ofSpaceId');
  });

  test('a space keeps its field only while its relations fit it', async () => {
    const y = await createSpace(admin);
    const x = await createSpace(admin);
    await saveRelation(relation('subspace', y, x, 'COMPLEX'));
    const space = (await admin.get(`/api/space/${y}`)).body;
    const r = await admin.post(`/api/space/${y}`, { symbol: space.symbol, field: 'REAL' });
    expect(r.status).toBe(400);
    expect(r.body.errors.field).toMatch(/relations/);
  });

  test('backups carry relations; an import with a relation to a missing space changes nothing and names the row', async () => {
    const x = await createSpace(admin);
    const y = await createSpace(admin);
    const property = await createProperty(admin);
    await admin.post(`/api/space/${x}/property/${property}`, { field: 'REAL_AND_COMPLEX' });
    const id = await saveRelation(relation('isomorphic', y, x, 'REAL_AND_COMPLEX', { description: 'Kept.', references: [arxivReference()] }));
    const exported = (await admin.get('/api/admin/export')).body;
    expect(exported.spaceRelations).toEqual(
      expect.arrayContaining([{ id, kind: 'isomorphic', spaceId: y, ofSpaceId: x, field: 'REAL_AND_COMPLEX', description: 'Kept.', references: [arxivReference()] }]),
    );
    const rows = exported.spaceRelations.length;
    const dangling = { ...exported, spaceRelations: [...exported.spaceRelations, { id: 2147483000, kind: 'subspace', spaceId: y, ofSpaceId: 2147483001, field: 'REAL' }] };
    const refused = await admin.post('/api/admin/import', dangling);
    expect(refused.status).toBe(400);
    expect(refused.body.errors.general).toMatch(new RegExp(`spaceRelations\\[${rows}\\] \\(id 2147483000\\): there is no space with id 2147483001`));
    expect((await admin.get(`/api/relation/${id}`)).status).toBe(200);

    // Export → import → export: the relation, its proof and what it carries come back as they were.
    expect((await admin.post('/api/admin/import', exported)).status).toBe(200);
    const again = (await admin.get('/api/admin/export')).body;
    expect({ ...again, exportedAt: null }).toEqual({ ...exported, exportedAt: null });
    const link = (await server.client().get(`/api/space/${y}/property/${property}`)).body;
    expect(link.proof[0]).toMatchObject({ rule: 'carried', relation: { relationId: id } });
  });
});
