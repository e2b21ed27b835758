import { compileTheorem, propertyCode } from './compile';
import { compileAll } from './compile-all';
import { ClosureMachine } from './closure-kernel';
import { itemScalars, type ItemField } from './fields';
import { RuleSet } from './rule-set';
import type { EngineTheorem } from './catalogue';
import { randomCatalogue } from '../test/engine/random-catalogue';
import { pibaseRecords } from '../test/bench/pibase-data';

/** The set `add` makes theorem by theorem, and the one `load` takes from compileAll. */
function bothWays(theorems: EngineTheorem[], fields: Map<number, ItemField>): [RuleSet, RuleSet] {
  const ids = [...fields.keys()];
  const lookup = {
    index: (id: number) => (fields.has(id) ? ids.indexOf(id) : undefined),
    scalars: (id: number) => (fields.has(id) ? itemScalars(fields.get(id)!) : []),
  };
  const one = new RuleSet();
  for (const t of theorems) one.add(t.id, compileTheorem(t, lookup));
  const all = new RuleSet();
  const codes = new Map(ids.map((id) => [id, { code: propertyCode(lookup.index(id), lookup.scalars(id)) }]));
  all.load(compileAll(theorems, codes, new ClosureMachine()));
  return [one, all];
}

function expectSame(one: RuleSet, all: RuleSet): void {
  // The kernel first: the build closes every space on it before any rule object exists.
  const [a, b] = [one.kernel(), all.kernel()];
  for (const view of ['rules', 'headStart', 'heads', 'triggerStart', 'triggers'] as const) expect([...b[view]]).toEqual([...a[view]]);
  expect(all.literalBound).toBe(one.literalBound);
  expect(all.size).toBe(one.size);
  expect(all.rules).toEqual(one.rules);
  expect(all.triggers).toEqual(one.triggers);
  expect([...all.theoremIds()]).toEqual([...one.theoremIds()]);
  for (const id of one.theoremIds()) expect(all.rulesOf(id)).toEqual(one.rulesOf(id));
  // Still the same after a change, made on the rule objects.
  const [first] = one.theoremIds();
  if (first !== undefined) {
    one.remove(first);
    all.remove(first);
    expect([...all.kernel().triggers]).toEqual([...one.kernel().triggers]);
  }
}

describe('compileAll', () => {
  it('compiles random catalogues into the rules, numbers and trigger order of compileTheorem and RuleSet.add', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const records = randomCatalogue(seed, { spaces: 3, properties: 12, theorems: 60, linkChance: 0.3 });
      expectSame(...bothWays(records.theorems, new Map(records.properties.map((p) => [p.id, p.field]))));
    }
  });

  it('keeps the edge cases: no conditions, unknown properties, a scalar some atom lacks, repeated atoms', () => {
    const fields = new Map<number, ItemField>([[1, 'REAL_OR_COMPLEX'], [2, 'REAL'], [3, 'COMPLEX'], [4, 'REAL_OR_COMPLEX']]);
    const theorems: EngineTheorem[] = [
      { id: 10, conditions: [], conclusions: [{ propertyId: 1, field: 'REAL' }] },
      { id: 11, conditions: [{ propertyId: 99, field: 'REAL' }], conclusions: [{ propertyId: 1, field: 'REAL' }] },
      { id: 12, conditions: [{ propertyId: 1, field: 'REAL_AND_COMPLEX' }], conclusions: [{ propertyId: 2, field: 'REAL' }, { propertyId: 3, field: 'COMPLEX' }] },
      { id: 13, conditions: [{ propertyId: 4, field: 'REAL' }, { propertyId: 4, field: 'REAL' }], conclusions: [{ propertyId: 1, field: 'NOT_REAL_AND_NOT_COMPLEX' }] },
      { id: 14, conditions: [{ propertyId: 1, field: 'REAL_AND_COMPLEX' }, { propertyId: 4, field: 'NOT_REAL_AND_COMPLEX' }], conclusions: [{ propertyId: 99, field: 'REAL' }] },
      { id: 15, conditions: [{ propertyId: 1, field: 'REAL_AND_COMPLEX' }, { propertyId: 4, field: 'REAL' }, { propertyId: 2, field: 'NOT_REAL' }], conclusions: [{ propertyId: 3, field: 'NOT_COMPLEX' }, { propertyId: 4, field: 'COMPLEX' }] },
    ];
    const [one, all] = bothWays(theorems, fields);
    expect(one.size).toBe(7);
    expectSame(one, all);
  });

  it('compiles π-Base as add does', () => {
    const records = pibaseRecords();
    expectSame(...bothWays(records.theorems, new Map(records.properties.map((p) => [p.id, p.field]))));
  });
});
