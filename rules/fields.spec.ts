import { defaultLinkField, fieldPair, linkFieldOptions, pairToField, LINK_FIELDS } from './fields';

describe('field algebra', () => {
  it('round-trips every link field through its pair', () => {
    for (const f of LINK_FIELDS) expect(pairToField(fieldPair(f))).toBe(f);
  });
  it('follows the link option table of spec section 4', () => {
    expect(linkFieldOptions('REAL', 'COMPLEX')).toEqual([]);
    expect(linkFieldOptions('COMPLEX', 'REAL_OR_COMPLEX')).toEqual(['COMPLEX', 'NOT_COMPLEX']);
    expect(linkFieldOptions('REAL_OR_COMPLEX', 'REAL_OR_COMPLEX')).toHaveLength(8);
    expect(defaultLinkField('REAL_OR_COMPLEX', 'COMPLEX')).toBe('COMPLEX');
    expect(defaultLinkField('REAL_OR_COMPLEX', 'REAL_OR_COMPLEX')).toBe('REAL_AND_COMPLEX');
  });
});
