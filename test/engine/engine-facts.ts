/** The reasoner's facts in comparable form, for the differential and incremental tests, and one kind's engine built for the tests that read internals. */
import { Engine } from '../../rules/engine';
import type { EngineCatalogue } from '../../rules/catalogue';
import type { Reasoner, SubjectKind } from '../../rules';
import { spaceCatalogue } from '../../kb/reasoner-input';
import type { CatalogueRecords } from '../../kb/records';

export interface FactSummary {
  /** "space:property:scalar:value" → "stored|computed|theoremIds" for every known fact of a non-contradictory space. */
  facts: Map<string, string>;
  /** "space:scalar" of every contradiction. */
  contradictory: Set<string>;
  /** Spaces with a contradiction (their facts depend on derivation order and are left out). */
  contradictorySpaces: Set<number>;
}

/** `kind`: the subjects summarized (spaces unless told). */
export function summarize(reasoner: Reasoner, kind: SubjectKind = 'space'): FactSummary {
  const facts = new Map<string, string>();
  const contradictory = new Set<string>();
  const contradictorySpaces = new Set<number>();
  for (const id of reasoner.subjects(kind)) {
    const subject = { kind, id };
    const contradictions = reasoner.contradictions(subject);
    if (contradictions.length > 0) {
      contradictorySpaces.add(id);
      for (const c of contradictions) contradictory.add(`${id}:${c.scalar}`);
      continue;
    }
    for (const { fact, derivations: d } of reasoner.allDerivations(subject)) {
      facts.set(`${id}:${fact.propertyId}:${fact.scalar}:${fact.value}`, `${fact.stored ? 'stored' : 'derived'}|${d.computed}|${d.theoremIds.join(',')}`);
    }
  }
  return { facts, contradictory, contradictorySpaces };
}

/** The records as the spaces' engine takes them. */
export function engineCatalogue(records: CatalogueRecords): EngineCatalogue {
  return spaceCatalogue(records);
}

/** The spaces' engine, built alone (for tests that read closures and rules). */
export function spaceEngine(records: CatalogueRecords): Engine {
  return Engine.build(engineCatalogue(records));
}
