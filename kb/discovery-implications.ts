/**
 * What a property implies and what implies it, through chains of theorems
 * (rules/implications.ts), each with its chain; and for each converse, how it
 * stands: also derivable (equivalent), refuted by spaces of the catalogue
 * that separate the two, or open as far as the catalogue knows. The chains of
 * what it implies share one list of steps (they come from one closure).
 */
import type { Engine } from '../rules/engine';
import type { Scalar } from './contract/fields';
import type { HypotheticalClosure } from '../rules/hypothesis';
import type { ImplicationIndex } from '../rules/implications';
import { literal, literalProperty, literalValue } from '../rules/literal';
import type { PropertyRecord, SpaceRecord } from './records';
import type { Chain, ChainRef, Converse, ImplicationEntry, ImplicationsView } from './contract/discovery';
import { contradictionView, StepWriter } from './discovery-derivation';
import type { FactTable } from './discovery-facts';

/** Separating spaces named per converse, at most. */
const EXAMPLES = 3;

export interface ImplicationContext {
  engine: Engine;
  facts: FactTable;
  index: ImplicationIndex;
  property: (id: number) => PropertyRecord | undefined;
  space: (id: number) => SpaceRecord | undefined;
}

export function implicationsView(context: ImplicationContext, property: PropertyRecord, scalar: Scalar, value: boolean): ImplicationsView {
  const { engine, index } = context;
  const propertyId = (i: number) => engine.propertyId(i);
  const lit = literal(engine.index(property.id)!, scalar, value);
  const own = index.consequences(lit)!;
  const view: ImplicationsView = {
    property: { id: property.id, name: property.name },
    scalar,
    value,
    impossible: contradictionView(own, propertyId),
    steps: [],
    implies: [],
    impliedBy: [],
  };
  if (!own.consistent) return view;
  // The consequences share most of their steps: one writer, one list, each chain its root in it.
  const shared = new StepWriter(own.closure, own.rules, propertyId, () => 'assumed');
  view.steps = shared.steps;
  for (const consequence of own.derived()) {
    const entry = entryOf(context, consequence, { root: shared.known(consequence) }, converseOf(context, consequence, lit));
    if (entry) view.implies.push(entry);
  }
  for (const premise of index.implyingOf(lit)) {
    // Each premise has its own closure: its chain comes with its own steps.
    const entry = entryOf(context, premise, chainOf(index.consequences(premise)!, lit, propertyId), converseOf(context, lit, premise));
    if (entry) view.impliedBy.push(entry);
  }
  return view;
}

function entryOf(context: ImplicationContext, lit: number, chain: ChainRef, converse: Converse): ImplicationEntry | null {
  const property = context.property(context.engine.propertyId(literalProperty(lit)));
  return property ? { property: { id: property.id, name: property.name }, value: literalValue(lit), chain, converse } : null;
}

/** The chain proving `lit` in a closure, with only the steps it needs. */
function chainOf(closure: HypotheticalClosure, lit: number, propertyId: (index: number) => number): Chain {
  const writer = new StepWriter(closure.closure, closure.rules, propertyId, () => 'assumed');
  const root = writer.known(lit);
  return { steps: writer.steps, root };
}

/** How "from implies to" stands, given that "to implies from" is derivable. */
function converseOf(context: ImplicationContext, from: number, to: number): Converse {
  const closure = context.index.consequences(from);
  if (closure?.consistent && closure.value(to) === true) return { kind: 'equivalent', chain: chainOf(closure, to, (i) => context.engine.propertyId(i)) };
  const spaces = context.facts
    .separating(from, to)
    .map((id) => context.space(id))
    .filter((s): s is SpaceRecord => s !== undefined)
    .sort((a, b) => a.id - b.id)
    .slice(0, EXAMPLES)
    .map((s) => ({ id: s.id, symbol: s.symbol }));
  return spaces.length > 0 ? { kind: 'separated', spaces } : { kind: 'unknown' };
}
