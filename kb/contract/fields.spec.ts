import { atomWords, defaultLinkField, defaultTheoremField, linkFieldOptions, theoremFieldOptions } from './fields';

describe('field tables', () => {
  it('follow the link option table of spec section 4', () => {
    expect(linkFieldOptions('REAL', 'COMPLEX')).toEqual([]);
    expect(linkFieldOptions('COMPLEX', 'REAL_OR_COMPLEX')).toEqual(['COMPLEX', 'NOT_COMPLEX']);
    expect(linkFieldOptions('REAL_OR_COMPLEX', 'REAL_OR_COMPLEX')).toHaveLength(8);
    expect(defaultLinkField('REAL_OR_COMPLEX', 'COMPLEX')).toBe('COMPLEX');
    expect(defaultLinkField('REAL_OR_COMPLEX', 'REAL_OR_COMPLEX')).toBe('REAL_AND_COMPLEX');
  });

  it('follow the theorem option table of spec section 4', () => {
    expect(theoremFieldOptions('REAL')).toEqual(['REAL', 'NOT_REAL']);
    expect(theoremFieldOptions('REAL_OR_COMPLEX')).toHaveLength(6);
    expect(theoremFieldOptions('REAL_OR_COMPLEX')).not.toContain('REAL_AND_NOT_COMPLEX');
    expect(defaultTheoremField('COMPLEX')).toBe('COMPLEX');
  });
});

describe('atomWords', () => {
  it('says a failing atom with "not" (an unnamed theorem "Has multiple points implies not Empty", never "implies Empty")', () => {
    expect(atomWords('Empty', 'NOT_REAL')).toBe('not Empty');
    expect(atomWords('Empty', 'NOT_REAL_AND_NOT_COMPLEX')).toBe('not Empty');
    expect(atomWords('Reflexive', 'REAL_AND_COMPLEX')).toBe('Reflexive');
    expect(atomWords('Reflexive', 'COMPLEX')).toBe('Reflexive');
    expect(atomWords('Reflexive', 'REAL_AND_NOT_COMPLEX')).toBe('Reflexive (real and not complex)');
  });
});
