/**
 * The reference: π-Base's prover (@pi-base/core `deduceTraits`, one call per
 * space) run on catalogue records, once per scalar. Used by the differential
 * tests and by the benchmark, so both engines see exactly the same data.
 */
import { deduceTraits, formula, ImplicationIndex } from '@pi-base/core';
import { fieldPair, itemScalars, type Scalar } from '../../kb/contract/fields';
import type { CatalogueRecords } from '../../kb/records';

export interface ProverFact { spaceId: number; propertyId: number; scalar: Scalar; value: boolean }
export interface ProverResult { derived: ProverFact[]; contradictorySpaces: Set<string> }

type Atom = ReturnType<typeof formula.atom<number>>;

/** The prover's implications over one scalar: the theorem's atoms that define it (as the engine compiles them). */
export function proverImplications(records: CatalogueRecords, scalar: Scalar) {
  const scalarsOf = new Map(records.properties.map((p) => [p.id, itemScalars(p.field)]));
  const atomOver = (a: { propertyId: number; field: Parameters<typeof fieldPair>[0] }): Atom | null => {
    const value = fieldPair(a.field)[scalar];
    return value === undefined || !scalarsOf.get(a.propertyId)?.includes(scalar) ? null : formula.atom(a.propertyId, value);
  };
  const implications = [];
  for (const t of records.theorems) {
    const when = t.conditions.map(atomOver);
    const then = t.conclusions.map(atomOver).filter((a): a is Atom => a !== null);
    if (when.some((a) => a === null) || then.length === 0) continue;
    implications.push({ id: t.id, when: formula.and(...(when as Atom[])), then: formula.and(...then) });
  }
  return new ImplicationIndex<number, number>(implications);
}

/** The stored facts of each space over one scalar. */
export function proverTraits(records: CatalogueRecords, scalar: Scalar): Map<number, Map<number, boolean>> {
  const properties = new Map(records.properties.map((p) => [p.id, p]));
  const spaces = new Map(records.spaces.map((s) => [s.id, s]));
  const traits = new Map<number, Map<number, boolean>>();
  for (const s of records.spaces) if (itemScalars(s.field).includes(scalar)) traits.set(s.id, new Map());
  for (const l of records.links) {
    const value = fieldPair(l.field)[scalar];
    const property = properties.get(l.propertyId);
    if (value === undefined || !property || !itemScalars(property.field).includes(scalar) || !spaces.has(l.spaceId)) continue;
    traits.get(l.spaceId)?.set(l.propertyId, value);
  }
  return traits;
}

export function runProver(records: CatalogueRecords): ProverResult {
  const derived: ProverFact[] = [];
  const contradictorySpaces = new Set<string>();
  for (const scalar of ['REAL', 'COMPLEX'] as const) {
    const implications = proverImplications(records, scalar);
    for (const [spaceId, traits] of proverTraits(records, scalar)) {
      const result = deduceTraits(implications, new Map(traits));
      if (result.kind === 'contradiction') {
        contradictorySpaces.add(`${spaceId}:${scalar}`);
        continue;
      }
      for (const d of result.derivations.all()) derived.push({ spaceId, propertyId: d.property, scalar, value: d.value });
    }
  }
  return { derived, contradictorySpaces };
}
