/**
 * A fact holds(space, property, scalar, value) inside one space, packed into
 * one integer so the closure can index typed arrays by it:
 * literal = (propertyIndex * 2 + scalarBit) * 2 + valueBit.
 * Its negation flips the last bit; the (property, scalar) pair is literal >> 1.
 */
import type { Scalar } from './fields';

export const REAL_BIT = 0;
export const COMPLEX_BIT = 1;

export function scalarBit(scalar: Scalar): number {
  return scalar === 'REAL' ? REAL_BIT : COMPLEX_BIT;
}

export function literal(propertyIndex: number, scalar: Scalar, value: boolean): number {
  return propertyIndex * 4 + scalarBit(scalar) * 2 + (value ? 1 : 0);
}

export function negate(lit: number): number {
  return lit ^ 1;
}

export function literalProperty(lit: number): number {
  return lit >> 2;
}

export function literalScalar(lit: number): Scalar {
  return lit & 2 ? 'COMPLEX' : 'REAL';
}

export function literalValue(lit: number): boolean {
  return (lit & 1) === 1;
}
