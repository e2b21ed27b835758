/**
 * The discovery questions once relations are in play: a gap's counts include
 * what its answer would carry to related spaces (held against rebuilding the
 * catalogue with the answer stored, on random catalogues), and the checks of a
 * theorem along a relation (redundant, converse).
 */
import { Reasoner, type Catalogue, type KindCatalogue, type Subject } from '..';
import type { LinkField, Scalar } from '../fields';
import type { Along, RelationKind } from '../reasoner-types';

const space = (id: number): Subject => ({ kind: 'space', id });
const BOTH = 'REAL_AND_COMPLEX' as const;
const atom = (propertyId: number, field: LinkField = BOTH) => ({ propertyId, field });

/** A small deterministic generator (the catalogues must be the same on every run). */
function random(seed: number): (n: number) => number {
  let state = seed;
  return (n) => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state % n;
  };
}

const KINDS: RelationKind[] = ['subspace', 'complemented', 'quotient', 'isomorphic', 'dual'];
const FIELDS: LinkField[] = ['REAL_AND_COMPLEX', 'NOT_REAL_AND_NOT_COMPLEX', 'REAL', 'NOT_COMPLEX'];

function randomCatalogue(seed: number, meanings = false): KindCatalogue {
  const pick = random(seed);
  const spaces = [1, 2, 3, 4, 5];
  const properties = [10, 11, 12, 13, 14];
  const links = spaces.flatMap((id) => (pick(3) === 0 ? [{ subjectId: id, propertyId: properties[pick(5)], field: FIELDS[pick(4)] }] : []));
  const theorems = [];
  for (let t = 0; t < 4; t++) {
    const [a, b] = [properties[pick(5)], properties[pick(5)]];
    if (a !== b) theorems.push({ id: 100 + t, conditions: [atom(a)], conclusions: [atom(b, pick(2) ? BOTH : 'NOT_REAL_AND_NOT_COMPLEX')] });
  }
  for (let t = 0; t < 3; t++) {
    const [a, b] = [properties[pick(5)], properties[pick(5)]];
    const along: Along = { relation: KINDS[pick(4)], direction: pick(2) ? 'toRelated' : 'fromRelated' };
    theorems.push({ id: 200 + t, conditions: [atom(a)], conclusions: [atom(b)], along });
  }
  const relations = [];
  for (let r = 0; r < 4; r++) {
    const [y, x] = [spaces[pick(5)], spaces[pick(5)]];
    if (y !== x) relations.push({ id: r + 1, kind: KINDS[pick(5)], spaceId: y, ofSpaceId: x, field: BOTH as LinkField });
  }
  // With meanings, two properties mean a relation to a named space ("contains a copy of" it).
  const means = (id: number) => (meanings && id >= 13 ? { means: { relation: KINDS[pick(4)], spaceId: spaces[pick(5)] } } : {});
  return { subjects: spaces.map((id) => ({ id, field: 'REAL_OR_COMPLEX' as const })), properties: properties.map((id) => ({ id, field: 'REAL_OR_COMPLEX' as const, ...means(id) })), links, theorems, relations };
}

/** Every space's known facts, in all. */
const totalFacts = (reasoner: Reasoner) => reasoner.subjects('space').reduce((n, id) => n + reasoner.facts(space(id)).length, 0);
const contradicted = (reasoner: Reasoner) => reasoner.subjects('space').some((id) => reasoner.contradictions(space(id)).length > 0);
const linkField = (scalar: Scalar, value: boolean): LinkField => (scalar === 'REAL' ? (value ? 'REAL' : 'NOT_REAL') : value ? 'COMPLEX' : 'NOT_COMPLEX');

describe('open questions of related spaces', () => {
  it('count what the answer carries to related spaces: as many facts as storing it adds to the catalogue, or null when it contradicts', () => {
    const [checked, crossing] = countsAgainstRebuilds(1, 8, false);
    expect([checked > 50, crossing > 5]).toEqual([true, true]);
  });

  it('count, where properties mean relations, what the relations an answer gives bring, and see an answer refuted through them', () => {
    const [checked, crossing] = countsAgainstRebuilds(1, 10, true);
    expect([checked > 100, crossing > 5]).toEqual([true, true]);
  });

  it('sees as settled a question a declared meaning answers: a space with the RNP contains no copy of c₀, which lacks it', () => {
    // 1 c₀, 2 X. 10 RNP (c₀ lacks it, X has it), 20 contains a copy of c₀ (means c₀ ⊂ X); 500: the RNP passes to subspaces.
    const reasoner = Reasoner.build({
      space: {
        subjects: [1, 2].map((id) => ({ id, field: 'REAL_OR_COMPLEX' as const })),
        properties: [{ id: 10, field: 'REAL_OR_COMPLEX' }, { id: 20, field: 'REAL_OR_COMPLEX', means: { relation: 'subspace', spaceId: 1 } }],
        links: [{ subjectId: 1, propertyId: 10, field: 'NOT_REAL_AND_NOT_COMPLEX' }, { subjectId: 2, propertyId: 10, field: 'REAL_AND_COMPLEX' }],
        theorems: [{ id: 500, conditions: [atom(10)], conclusions: [atom(10)], along: { relation: 'subspace', direction: 'toRelated' } }],
        relations: [],
      },
    });
    const gaps = reasoner.undecided(space(2)).filter((g) => g.propertyId === 20);
    // "X contains c₀" would make c₀ a subspace of X, which carries X's RNP to c₀: refuted, so settled (no).
    expect(gaps.map((g) => [g.scalar, g.ifHolds, g.ifFails])).toEqual([
      ['REAL', null, 0],
      ['COMPLEX', null, 0],
    ]);
  });
});

/** Each gap's counts against rebuilding the catalogue with the answer stored; how many were checked, and crossed spaces. */
function countsAgainstRebuilds(from: number, to: number, meanings: boolean): [number, number] {
    let checked = 0;
    let crossing = 0;
    for (let seed = from; seed <= to; seed++) {
      const catalogue = randomCatalogue(seed, meanings);
      const reasoner = Reasoner.build({ space: catalogue });
      if (contradicted(reasoner)) continue;
      const before = totalFacts(reasoner);
      for (const spaceId of reasoner.subjects('space')) {
        for (const gap of reasoner.undecided(space(spaceId))) {
          for (const [value, count] of [[true, gap.ifHolds], [false, gap.ifFails]] as const) {
            // The answer stored as a link over that scalar (the space's other link on the property kept).
            const others = catalogue.links.filter((l) => !(l.subjectId === spaceId && l.propertyId === gap.propertyId));
            const own = catalogue.links.find((l) => l.subjectId === spaceId && l.propertyId === gap.propertyId);
            if (own) continue;
            const after = Reasoner.build({ space: { ...catalogue, links: [...others, { subjectId: spaceId, propertyId: gap.propertyId, field: linkField(gap.scalar, value) }] } });
            if (contradicted(after)) expect([seed, spaceId, gap, value, count]).toEqual([seed, spaceId, gap, value, null]);
            else expect([seed, spaceId, gap, value, count]).toEqual([seed, spaceId, gap, value, totalFacts(after) - before - 1]);
            checked++;
            if (count !== null && count > 0 && reasoner.relations.group(spaceId).length > 1) crossing++;
          }
        }
      }
    }
    return [checked, crossing];
}

// Spaces 1 (X) and 2 (Y); properties 10 P, 11 Q, 12 of the norm. 500: P passes to closed subspaces; 100: P ⇒ Q.
function checks(extra: Partial<KindCatalogue> = {}): Catalogue {
  return {
    space: {
      subjects: [1, 2].map((id) => ({ id, field: 'REAL_OR_COMPLEX' as const })),
      properties: [{ id: 10, field: 'REAL_OR_COMPLEX' }, { id: 11, field: 'REAL_OR_COMPLEX' }, { id: 12, field: 'REAL_OR_COMPLEX', normDependent: true }],
      links: [],
      theorems: [
        { id: 100, conditions: [atom(10)], conclusions: [atom(11)] },
        { id: 500, conditions: [atom(10)], conclusions: [atom(10)], along: { relation: 'subspace', direction: 'toRelated' } },
      ],
      relations: [],
      ...extra,
    },
  };
}

describe('checks of a theorem along a relation', () => {
  const reasoner = Reasoner.build(checks());
  const check = (conditions: number[], conclusions: number[], along: Along, id: number | null = null) =>
    reasoner.checkTheorem('space', id, conditions.map((p) => atom(p)), conclusions.map((p) => atom(p)), along);

  it('a carry the others give is redundant, through the derived relation and the theorems of one space', () => {
    const result = check([10], [11], { relation: 'complemented', direction: 'toRelated' });
    expect(result.redundant).toBe(true);
    const real = result.derivations[0];
    expect(real.scalar).toBe('REAL');
    const shown = real.steps.map((s) => `${s.space}:${s.propertyId}:${s.rule}${s.relation ? `:${s.relation}` : ''}`);
    expect(shown).toEqual(['of:10:assumed', 'related:10:carried:subspace', 'related:11:forward']);
    expect(real.conclusions).toEqual([2]);
  });

  it('its own rules never count: the stored theorem checked as itself is not redundant', () => {
    expect(check([10], [10], { relation: 'subspace', direction: 'toRelated' }, 500).redundant).toBe(false);
    expect(check([10], [10], { relation: 'subspace', direction: 'toRelated' }).redundant).toBe(true);
  });

  it('carries along isomorphisms every property but one of the norm', () => {
    expect(check([11], [11], { relation: 'isomorphic', direction: 'fromRelated' }).redundant).toBe(true);
    expect(check([12], [12], { relation: 'isomorphic', direction: 'toRelated' }).redundant).toBe(false);
  });

  it('the converse follows, is refuted by a related pair with its conditions on one side and a conclusion failing on the other, or is open', () => {
    expect(check([10], [10], { relation: 'subspace', direction: 'fromRelated' }).converse.kind).toBe('follows');
    expect(check([10], [10], { relation: 'quotient', direction: 'toRelated' }).converse).toEqual({ kind: 'open' });
    const refuting = Reasoner.build(
      checks({
        links: [
          { subjectId: 1, propertyId: 10, field: 'NOT_REAL_AND_NOT_COMPLEX' },
          { subjectId: 2, propertyId: 10, field: 'REAL' },
        ],
        relations: [{ id: 1, kind: 'complemented', spaceId: 2, ofSpaceId: 1, field: BOTH }],
      }),
    );
    const converse = refuting.checkTheorem('space', null, [atom(10)], [atom(10)], { relation: 'subspace', direction: 'toRelated' }).converse;
    expect(converse).toEqual({ kind: 'refuted', subjectIds: [1], pairs: [{ spaceId: 2, ofSpaceId: 1 }] });
  });

  it('conditions the theorems forbid make it hold vacuously, with the contradiction', () => {
    const forbidding = Reasoner.build(checks({ theorems: [...checks().space!.theorems, { id: 101, conditions: [atom(10)], conclusions: [atom(11, 'NOT_REAL_AND_NOT_COMPLEX')] }] }));
    const result = forbidding.checkTheorem('space', null, [atom(10)], [atom(12)], { relation: 'quotient', direction: 'toRelated' });
    expect(result.redundant).toBe(true);
    expect(result.derivations.every((d) => d.impossible !== null)).toBe(true);
  });
});

describe('the list of redundant theorems', () => {
  it('holds the theorems along relations that follow from the others, each checked without itself', () => {
    const reasoner = Reasoner.build(
      checks({
        theorems: [
          ...checks().space!.theorems,
          { id: 501, conditions: [atom(10)], conclusions: [atom(10)], along: { relation: 'complemented', direction: 'toRelated' } },
          { id: 502, conditions: [atom(10)], conclusions: [atom(11)], along: { relation: 'quotient', direction: 'toRelated' } },
        ],
      }),
    );
    expect(reasoner.redundantTheorems('space').map((r) => r.theoremId)).toEqual([501]);
    expect(reasoner.redundantTheorems('space')[0].derivations[0].steps.at(-1)).toMatchObject({ rule: 'carried', theoremId: 500, relation: 'subspace' });
  });
});
