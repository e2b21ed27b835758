import { FIELD_BITS, fieldPair, itemScalars } from './fields';

describe('field encoding', () => {
  it('gives every link field distinct bits that say at least one scalar', () => {
    const bits = Object.values(FIELD_BITS);
    expect(new Set(bits).size).toBe(8);
    for (const b of bits) expect(b & 0b0101).not.toBe(0);
  });

  it('reads the pair of a field from its bits', () => {
    expect(fieldPair('REAL')).toEqual({ REAL: true, COMPLEX: undefined });
    expect(fieldPair('NOT_COMPLEX')).toEqual({ REAL: undefined, COMPLEX: false });
    expect(fieldPair('REAL_AND_NOT_COMPLEX')).toEqual({ REAL: true, COMPLEX: false });
  });

  it('considers an item over the scalars its field allows', () => {
    expect(itemScalars('REAL_OR_COMPLEX')).toEqual(['REAL', 'COMPLEX']);
    expect(itemScalars('COMPLEX')).toEqual(['COMPLEX']);
  });
});
