/**
 * The engine keeps its own encoding of the fields (rules/fields.ts) because
 * rules/ imports nothing of ours; the tables everyone else reads are the
 * contract's (kb/contract/fields.ts). These types fail to compile when the two
 * stop speaking the same field names; field-names.spec.ts checks that they
 * also give each name the same meaning.
 */
import type * as Engine from '../rules';
import type * as Contract from './contract/fields';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;

export type FieldNamesAgree = [
  Holds<Same<Engine.LinkField, Contract.LinkField>>,
  Holds<Same<Engine.ItemField, Contract.ItemField>>,
  Holds<Same<Engine.Scalar, Contract.Scalar>>,
];
