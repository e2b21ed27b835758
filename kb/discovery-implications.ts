/**
 * What a property implies and what implies it, as the implications view
 * shows it: the reasoner's chains and converses (Reasoner.implications),
 * with the names of the properties and a few of the spaces that separate a
 * converse.
 */
import type { ConverseStanding, Implication, Reasoner } from '../rules';
import type { Scalar } from './contract/fields';
import type { PropertyRecord, SpaceRecord } from './records';
import type { Converse, ImplicationEntry, ImplicationsView } from './contract/discovery';

/** Separating spaces named per converse, at most. */
const EXAMPLES = 3;

export interface ImplicationContext {
  reasoner: Reasoner;
  property: (id: number) => PropertyRecord | undefined;
  space: (id: number) => SpaceRecord | undefined;
}

/** Undefined when the reasoner does not know the property over that scalar. */
export function implicationsView(context: ImplicationContext, property: PropertyRecord, scalar: Scalar, value: boolean): ImplicationsView | undefined {
  const answer = context.reasoner.implications('space', property.id, scalar, value);
  if (!answer) return undefined;
  const entries = (list: Implication[]) => list.map((entry) => entryOf(context, entry)).filter((e): e is ImplicationEntry => e !== null);
  return {
    property: { id: property.id, name: property.name },
    scalar,
    value,
    impossible: answer.impossible,
    steps: answer.steps,
    implies: entries(answer.implies),
    impliedBy: entries(answer.impliedBy),
  };
}

function entryOf(context: ImplicationContext, entry: Implication): ImplicationEntry | null {
  const property = context.property(entry.propertyId);
  return property ? { property: { id: property.id, name: property.name }, value: entry.value, chain: entry.chain, converse: converseOf(context, entry.converse) } : null;
}

function converseOf(context: ImplicationContext, standing: ConverseStanding): Converse {
  if (standing.kind !== 'separated') return standing;
  const spaces = standing.subjectIds
    .map((id) => context.space(id))
    .filter((s): s is SpaceRecord => s !== undefined)
    .slice(0, EXAMPLES)
    .map((s) => ({ id: s.id, symbol: s.symbol }));
  return spaces.length > 0 ? { kind: 'separated', spaces } : { kind: 'unknown' };
}
