/** The engine's facts in comparable form, for the differential and incremental tests. */
import type { Engine } from '../../rules/engine';
import { literalProperty, literalScalar, literalValue } from '../../rules/literal';

export interface FactSummary {
  /** "space:property:scalar:value" → "stored|computed|theoremIds" for every known fact of a non-contradictory space. */
  facts: Map<string, string>;
  /** "space:scalar" of every contradiction. */
  contradictory: Set<string>;
  /** Spaces with a contradiction (their facts depend on derivation order and are left out). */
  contradictorySpaces: Set<number>;
}

export function summarize(engine: Engine): FactSummary {
  const facts = new Map<string, string>();
  const contradictory = new Set<string>();
  const contradictorySpaces = new Set<number>();
  for (const spaceId of engine.spaceIds()) {
    const state = engine.state(spaceId)!;
    if (state.contradictions.length > 0) {
      contradictorySpaces.add(spaceId);
      for (const c of state.contradictions) contradictory.add(`${spaceId}:${c.scalar}`);
      continue;
    }
    state.closure.order.forEach((lit, i) => {
      const d = engine.derivations(spaceId, lit, true);
      facts.set(
        `${spaceId}:${engine.propertyId(literalProperty(lit))}:${literalScalar(lit)}:${literalValue(lit)}`,
        `${i < state.closure.storedCount ? 'stored' : 'derived'}|${d.computed}|${d.theoremIds.join(',')}`,
      );
    });
  }
  return { facts, contradictory, contradictorySpaces };
}
