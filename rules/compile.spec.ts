import { compileTheorem, propertyCode, CONTRAPOSITIVE, FORWARD, type PropertyLookup } from './compile';
import { FIELD_BITS, itemScalars, type ItemField, type LinkField } from './fields';
import { literal, negate } from './literal';

const fields: Record<number, ItemField> = { 1: 'REAL_OR_COMPLEX', 2: 'REAL_OR_COMPLEX', 3: 'REAL', 4: 'REAL_OR_COMPLEX' };
const lookup: PropertyLookup = { index: (id) => (id in fields ? id : undefined), scalars: (id) => itemScalars(fields[id]) };

describe('compileTheorem', () => {
  it('makes, per scalar, one forward rule and one contrapositive rule per condition', () => {
    const rules = compileTheorem(
      { id: 9, conditions: [{ propertyId: 1, field: 'REAL_AND_COMPLEX' }, { propertyId: 2, field: 'NOT_REAL_AND_NOT_COMPLEX' }], conclusions: [{ propertyId: 4, field: 'REAL' }] },
      lookup,
    );
    // Over COMPLEX the conclusion says nothing, so only the REAL rules exist.
    expect(rules.map((r) => [r.direction, r.scalar])).toEqual([
      [FORWARD, 'REAL'],
      [CONTRAPOSITIVE, 'REAL'],
      [CONTRAPOSITIVE, 'REAL'],
    ]);
    const [forward, first, second] = rules;
    expect([...forward.body]).toEqual([literal(1, 'REAL', true), literal(2, 'REAL', false)]);
    expect([...forward.heads]).toEqual([literal(4, 'REAL', true)]);
    expect([...first.body]).toEqual([literal(2, 'REAL', false)]);
    expect([...first.anyOf]).toEqual([literal(4, 'REAL', false)]);
    expect([...first.heads]).toEqual([negate(literal(1, 'REAL', true))]);
    expect([...second.heads]).toEqual([literal(2, 'REAL', true)]);
  });

  it('does not apply over a scalar some condition leaves open', () => {
    const rules = compileTheorem({ id: 1, conditions: [{ propertyId: 1, field: 'REAL' }, { propertyId: 2, field: 'COMPLEX' }], conclusions: [{ propertyId: 4, field: 'REAL_AND_COMPLEX' }] }, lookup);
    expect(rules).toEqual([]);
  });

  it('keeps a property to the scalars of its field', () => {
    const rules = compileTheorem({ id: 1, conditions: [{ propertyId: 3, field: 'REAL_AND_COMPLEX' }], conclusions: [{ propertyId: 4, field: 'REAL_AND_COMPLEX' }] }, lookup);
    expect(rules.map((r) => r.scalar)).toEqual(['REAL', 'REAL']);
  });

  it('compiles the same rules through the engine\'s fast path (propertyCode per property)', () => {
    const fast: PropertyLookup = { ...lookup, code: (id) => propertyCode(lookup.index(id), lookup.scalars(id)) };
    const linkFields = Object.keys(FIELD_BITS) as LinkField[];
    for (const a of linkFields) {
      for (const b of linkFields) {
        const theorem = { id: 1, conditions: [{ propertyId: 1, field: a }, { propertyId: 3, field: b }], conclusions: [{ propertyId: 4, field: b }, { propertyId: 9, field: a }, { propertyId: 2, field: a }] };
        expect(compileTheorem(theorem, fast)).toEqual(compileTheorem(theorem, lookup));
      }
    }
  });
});
