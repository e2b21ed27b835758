import * as engine from '../rules';
import { fieldPair, ITEM_FIELDS, itemScalars, LINK_FIELDS, pairToField } from './contract/fields';

describe('the engine and the contract read the fields alike', () => {
  it('gives every link field the same components', () => {
    for (const field of LINK_FIELDS) expect(engine.fieldPair(field)).toEqual(fieldPair(field));
    expect(Object.keys(engine.FIELD_BITS).sort()).toEqual([...LINK_FIELDS].sort());
  });

  it('considers every item field over the same scalars', () => {
    for (const field of ITEM_FIELDS) expect(engine.itemScalars(field)).toEqual(itemScalars(field));
    expect([...engine.SCALARS]).toEqual(['REAL', 'COMPLEX']);
  });

  it('round-trips every link field through its pair', () => {
    for (const field of LINK_FIELDS) expect(pairToField(fieldPair(field))).toBe(field);
  });
});
