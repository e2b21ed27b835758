import { defaultLinkField, fieldPair, linkFieldOptions, pairToField, FIELD_BITS, LINK_FIELDS } from './fields';

describe('field algebra', () => {
  it('round-trips every link field through its pair', () => {
    for (const f of LINK_FIELDS) expect(pairToField(fieldPair(f))).toBe(f);
  });
  it('gives every link field the bits of its pair (the build reads these instead)', () => {
    for (const field of LINK_FIELDS) {
      const bits = FIELD_BITS[field];
      const component = (said: number, value: number) => ((bits & said) === 0 ? undefined : (bits & value) !== 0);
      expect({ REAL: component(1, 2), COMPLEX: component(4, 8) }).toEqual(fieldPair(field));
    }
  });

  it('follows the link option table of spec section 4', () => {
    expect(linkFieldOptions('REAL', 'COMPLEX')).toEqual([]);
    expect(linkFieldOptions('COMPLEX', 'REAL_OR_COMPLEX')).toEqual(['COMPLEX', 'NOT_COMPLEX']);
    expect(linkFieldOptions('REAL_OR_COMPLEX', 'REAL_OR_COMPLEX')).toHaveLength(8);
    expect(defaultLinkField('REAL_OR_COMPLEX', 'COMPLEX')).toBe('COMPLEX');
    expect(defaultLinkField('REAL_OR_COMPLEX', 'REAL_OR_COMPLEX')).toBe('REAL_AND_COMPLEX');
  });
});
