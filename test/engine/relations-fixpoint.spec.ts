/**
 * The relational layer against a naive fixpoint over the same rules
 * (relations-oracle.ts) on random catalogues with relations, and an
 * incremental reasoner against one rebuilt from the same records after
 * random writes (relations, links, theorems along relations and not,
 * properties declared to mean relations to named spaces).
 */
import fc from 'fast-check';
import { Reasoner, RELATION_KINDS, type Change, type KindCatalogue, type RelationInput, type TheoremInput } from '../../rules';
import type { ItemField, LinkField } from '../../rules/fields';
import { naiveFixpoint } from './relations-oracle';

const LINK_FIELDS: LinkField[] = ['REAL', 'NOT_REAL', 'COMPLEX', 'NOT_COMPLEX', 'REAL_AND_COMPLEX', 'NOT_REAL_AND_NOT_COMPLEX', 'REAL_AND_NOT_COMPLEX', 'NOT_REAL_AND_COMPLEX'];
const ITEM_FIELDS: ItemField[] = ['REAL_OR_COMPLEX', 'REAL_OR_COMPLEX', 'REAL', 'COMPLEX'];
const SPACES = 5;
const PROPERTIES = 4;

const spaceId = fc.integer({ min: 1, max: SPACES });
const propertyId = fc.integer({ min: 1, max: PROPERTIES });
const linkField = fc.constantFrom(...LINK_FIELDS);
const positiveField = fc.constantFrom<LinkField>('REAL', 'COMPLEX', 'REAL_AND_COMPLEX');
const atom = fc.record({ propertyId, field: linkField });
const relation = (id: number) =>
  fc
    .record({ kind: fc.constantFrom(...RELATION_KINDS), spaceId, ofSpaceId: spaceId, field: fc.oneof({ weight: 4, arbitrary: positiveField }, { weight: 1, arbitrary: linkField }) })
    .filter((r) => r.spaceId !== r.ofSpaceId || r.kind === 'dual')
    .map((r): RelationInput => ({ id, ...r }));
const plainTheorem = (id: number) => fc.record({ conditions: fc.array(atom, { minLength: 1, maxLength: 2 }), conclusions: fc.array(atom, { minLength: 1, maxLength: 2 }) }).map((t): TheoremInput => ({ id, ...t }));
const alongTheorem = (id: number) =>
  fc
    .record({ condition: atom, conclusions: fc.array(atom, { minLength: 1, maxLength: 2 }), relation: fc.constantFrom(...RELATION_KINDS), direction: fc.constantFrom<'toRelated' | 'fromRelated'>('toRelated', 'fromRelated') })
    .map((t): TheoremInput => ({ id, conditions: [t.condition], conclusions: t.conclusions, along: { relation: t.relation, direction: t.direction } }));

/** A property declared to mean a relation to a named space. */
const meaning = fc.record({ relation: fc.constantFrom(...RELATION_KINDS), spaceId });

const catalogueArb = fc
  .record({
    spaceFields: fc.array(fc.constantFrom(...ITEM_FIELDS), { minLength: SPACES, maxLength: SPACES }),
    normDependent: fc.array(fc.boolean(), { minLength: PROPERTIES, maxLength: PROPERTIES }),
    means: fc.array(fc.option(meaning, { freq: 2 }), { minLength: PROPERTIES, maxLength: PROPERTIES }),
    links: fc.array(fc.record({ subjectId: spaceId, propertyId, field: linkField }), { maxLength: 6 }),
    plain: fc.array(fc.nat(), { maxLength: 3 }).chain((ids) => fc.tuple(...ids.map((_, i) => plainTheorem(100 + i)))),
    along: fc.array(fc.nat(), { minLength: 1, maxLength: 4 }).chain((ids) => fc.tuple(...ids.map((_, i) => alongTheorem(200 + i)))),
    relations: fc.array(fc.nat(), { maxLength: 7 }).chain((ids) => fc.tuple(...ids.map((_, i) => relation(i + 1)))),
  })
  .map(
    (c): KindCatalogue => ({
      subjects: c.spaceFields.map((field, i) => ({ id: i + 1, field })),
      properties: c.normDependent.map((normDependent, i) => ({ id: i + 1, field: 'REAL_OR_COMPLEX' as const, normDependent, means: c.means[i] })),
      links: c.links,
      theorems: [...c.plain, ...c.along],
      relations: c.relations,
    }),
  );

function reasonerFacts(reasoner: Reasoner, withStored = false): string[] {
  return reasoner.subjects('space').flatMap((id) => reasoner.facts({ kind: 'space', id }).map((f) => `${id}:${f.propertyId}:${f.scalar}:${f.value}${withStored ? (f.stored ? ':s' : ':d') : ''}`)).sort();
}

function reasonerRelations(reasoner: Reasoner): string[] {
  return reasoner.subjects('space').flatMap((id) => reasoner.relations.of(id).filter((r) => r.spaceId === id).map((r) => `${r.kind}:${r.spaceId}:${r.ofSpaceId}:${r.scalar}:${r.value}`)).sort();
}

describe('the relational layer', () => {
  it('agrees with a naive fixpoint over the same rules on random catalogues with relations (when neither finds a contradiction)', () => {
    let compared = 0;
    fc.assert(
      fc.property(catalogueArb, (catalogue) => {
        const naive = naiveFixpoint(catalogue);
        const reasoner = Reasoner.build({ space: catalogue });
        const contradictions = reasoner.subjects('space').flatMap((id) => reasoner.contradictions({ kind: 'space', id }));
        // A contradiction is found by both or by neither.
        expect(contradictions.length > 0).toBe(naive.contradictory);
        if (naive.contradictory) return;
        compared++;
        expect(reasonerFacts(reasoner)).toEqual([...naive.facts].sort());
        expect(reasonerRelations(reasoner)).toEqual([...naive.relations].sort());
      }),
      { numRuns: 400, seed: 23 },
    );
    expect(compared).toBeGreaterThan(100);
  });

  it('gives after random writes what a rebuild from the same records gives', () => {
    const writes = (catalogue: KindCatalogue) =>
      fc.array(
        fc.oneof(
          relation(50).chain((r) => fc.integer({ min: 50, max: 60 }).map((id) => ({ kind: 'relation', subjectKind: 'space', relation: { ...r, id } }) as Change)),
          fc.integer({ min: 1, max: 8 }).map((relationId) => ({ kind: 'relationDeleted', subjectKind: 'space', relationId }) as Change),
          fc.record({ subjectId: spaceId, propertyId, field: linkField }).map((l) => ({ kind: 'link', subject: { kind: 'space', id: l.subjectId }, propertyId: l.propertyId, field: l.field }) as Change),
          // A link taken away (a removal re-closes what rests on the space: region.ts).
          fc.record({ subjectId: spaceId, propertyId }).map((l) => ({ kind: 'linkDeleted', subject: { kind: 'space', id: l.subjectId }, propertyId: l.propertyId }) as Change),
          alongTheorem(300).chain((t) => fc.integer({ min: 200, max: 203 }).map((id) => ({ kind: 'theorem', subjectKind: 'space', theorem: { ...t, id } }) as Change)),
          plainTheorem(100).chain((t) => fc.integer({ min: 100, max: 203 }).map((id) => ({ kind: 'theorem', subjectKind: 'space', theorem: { ...t, id } }) as Change)),
          fc.integer({ min: 100, max: 203 }).map((theoremId) => ({ kind: 'theoremDeleted', subjectKind: 'space', theoremId }) as Change),
          fc.record({ id: propertyId, normDependent: fc.boolean(), means: fc.option(meaning, { freq: 2 }) }).map((p) => ({ kind: 'property', subjectKind: 'space', property: { ...p, field: catalogue.properties[p.id - 1].field } }) as Change),
        ),
        { minLength: 1, maxLength: 8 },
      );
    fc.assert(
      fc.property(
        catalogueArb.chain((catalogue) => fc.tuple(fc.constant(catalogue), writes(catalogue))),
        ([catalogue, changes]) => {
          const reasoner = Reasoner.build({ space: catalogue });
          const records = { ...catalogue, properties: [...catalogue.properties], theorems: [...catalogue.theorems], relations: [...(catalogue.relations ?? [])], links: [...catalogue.links] };
          for (const change of changes) {
            // Checked first, as the backend does, then applied.
            reasoner.check(change);
            reasoner.apply(change);
            apply(records, change);
          }
          const rebuilt = Reasoner.build({ space: records });
          expect(reasonerFacts(reasoner, true)).toEqual(reasonerFacts(rebuilt, true));
          expect(reasonerRelations(reasoner)).toEqual(reasonerRelations(rebuilt));
          const contradictions = (r: Reasoner) => r.subjects('space').flatMap((id) => r.contradictions({ kind: 'space', id })).map((c) => JSON.stringify(c)).sort();
          expect(contradictions(reasoner)).toEqual(contradictions(rebuilt));
        },
      ),
      { numRuns: 200, seed: 23 },
    );
  });
});

type Records = { properties: KindCatalogue['properties'][number][]; theorems: TheoremInput[]; relations: RelationInput[]; links: KindCatalogue['links'][number][] };

function apply(records: Records, change: Change): void {
  const upsert = <T extends { id: number }>(list: T[], item: T) => {
    const i = list.findIndex((x) => x.id === item.id);
    if (i >= 0) list[i] = item;
    else list.push(item);
  };
  if (change.kind === 'relation') upsert(records.relations, change.relation);
  if (change.kind === 'relationDeleted') records.relations = records.relations.filter((r) => r.id !== change.relationId);
  if (change.kind === 'theorem') upsert(records.theorems, change.theorem);
  if (change.kind === 'theoremDeleted') records.theorems = records.theorems.filter((t) => t.id !== change.theoremId);
  if (change.kind === 'property') upsert(records.properties, change.property);
  // A link write replaces every record of its (space, property): a generated catalogue may hold two.
  if (change.kind === 'link' || change.kind === 'linkDeleted') {
    const { subject, propertyId } = change;
    records.links = records.links.filter((l) => l.subjectId !== subject.id || l.propertyId !== propertyId);
    if (change.kind === 'link') records.links.push({ subjectId: subject.id, propertyId, field: change.field });
  }
}
