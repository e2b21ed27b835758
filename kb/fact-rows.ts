/**
 * The fact entity of a (space, property), as the views read it: the combined
 * field (stored components, then derived ones), linked, derived, and the first
 * derivation of each derived component ("REAL+ #12 forward 7.R+ 9.R-", with
 * supports as propertyId.scalar±).
 */
import { fieldPair, pairToField, SCALARS, type FieldPair, type LinkField } from '../rules/fields';
import { literal, literalProperty, literalScalar, literalValue } from '../rules/literal';
import { FORWARD } from '../rules/compile';
import { supportsAt } from '../rules/derivation';
import type { Engine, SpaceState } from '../rules/engine';
import { pairKey } from './schema';

export interface FactRow {
  key: string;
  spaceId: number;
  propertyId: number;
  field: LinkField | null;
  linked: boolean;
  derived: boolean;
  derivation: string;
}

export function factRow(engine: Engine, spaceId: number, propertyId: number, link: LinkField | undefined): FactRow | null {
  const index = engine.index(propertyId);
  const state = engine.state(spaceId);
  const pair: FieldPair = link ? { ...fieldPair(link) } : { REAL: undefined, COMPLEX: undefined };
  const derivations: string[] = [];
  if (index !== undefined && state) {
    for (const scalar of SCALARS) {
      for (const value of [true, false]) {
        const lit = literal(index, scalar, value);
        const position = state.closure.position.get(lit);
        if (position === undefined || position < state.closure.storedCount) continue;
        pair[scalar] ??= value;
        derivations.push(describe(engine, state, lit, position));
      }
    }
  }
  if (!link && derivations.length === 0) return null;
  return {
    key: pairKey(spaceId, propertyId),
    spaceId,
    propertyId,
    field: pairToField(pair),
    linked: link !== undefined,
    derived: derivations.length > 0,
    derivation: derivations.join('; '),
  };
}

function describe(engine: Engine, state: SpaceState, lit: number, position: number): string {
  const rule = engine.rules.rules[state.closure.rule[position]]!;
  const supports = supportsAt(state.closure, engine.rules, position).map((s) => `${engine.propertyId(literalProperty(s))}.${term(s)}`);
  return `${term(lit)} #${rule.theoremId} ${rule.direction === FORWARD ? 'forward' : 'contrapositive'} ${supports.join(' ')}`;
}

function term(lit: number): string {
  return `${literalScalar(lit) === 'REAL' ? 'R' : 'C'}${literalValue(lit) ? '+' : '-'}`;
}

/** The properties a space has rows for: its links and every property with a known fact. */
export function rowProperties(engine: Engine, spaceId: number, links: Iterable<number>): Set<number> {
  const properties = new Set(links);
  const state = engine.state(spaceId);
  if (state) for (const lit of state.closure.order) properties.add(engine.propertyId(literalProperty(lit)));
  return properties;
}
