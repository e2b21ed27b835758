/**
 * What a property implies and what implies it, as the implications view
 * shows it: the reasoner's chains and converses (Reasoner.implications),
 * with the names of the properties and a few of the subjects (spaces, or
 * differential equations) that separate a converse.
 */
import type { ConverseStanding, Implication, Reasoner, SubjectKind } from '../rules';
import type { Scalar } from './contract/fields';
import type { AlongTheoremEntry, Converse, ImplicationEntry, ImplicationsView, PropertyRef } from './contract/discovery';
import type { TheoremRecord } from './records';

/** Separating subjects named per converse, at most. */
const EXAMPLES = 3;

export interface ImplicationContext<Separating> {
  reasoner: Reasoner;
  kind: SubjectKind;
  property: (id: number) => PropertyRef | undefined;
  /** The first few of these subjects, named (those the catalogue still has); null when none is. */
  separating: (subjectIds: number[]) => Separating | null;
}

/** Undefined when the reasoner does not know the property over that scalar. */
export function implicationsView<Separating>(context: ImplicationContext<Separating>, property: PropertyRef, scalar: Scalar, value: boolean): ImplicationsView<Separating> | undefined {
  const answer = context.reasoner.implications(context.kind, property.id, scalar, value);
  if (!answer) return undefined;
  const entries = (list: Implication[]) => list.map((entry) => entryOf(context, entry)).filter((e): e is ImplicationEntry<Separating> => e !== null);
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

function entryOf<Separating>(context: ImplicationContext<Separating>, entry: Implication): ImplicationEntry<Separating> | null {
  const property = context.property(entry.propertyId);
  return property ? { property: { id: property.id, name: property.name }, value: entry.value, chain: entry.chain, converse: converseOf(context, entry.converse) } : null;
}

function converseOf<Separating>(context: ImplicationContext<Separating>, standing: ConverseStanding): Converse<Separating> {
  if (standing.kind !== 'separated') return standing;
  const named = context.separating(standing.subjectIds);
  return named ? { kind: 'separated', ...named } : { kind: 'unknown' };
}

/** The first EXAMPLES of the ids that `name` knows, named; null when it knows none. */
export function firstNamed<T>(ids: number[], name: (id: number) => T | undefined): T[] | null {
  const named = ids
    .map(name)
    .filter((n): n is T => n !== undefined)
    .slice(0, EXAMPLES);
  return named.length > 0 ? named : null;
}

/**
 * The theorems along relations naming a property, by id. An along-theorem is
 * not an implication of one space ("P passes to closed subspaces" relates P of
 * X to P of Y): it is listed apart, not chained into implies / implied by.
 */
export function alongEntries(theorems: readonly TheoremRecord[], propertyId: number): AlongTheoremEntry[] {
  const entries: AlongTheoremEntry[] = [];
  for (const t of theorems) {
    if (!t.along) continue;
    const inCondition = t.conditions.some((a) => a.propertyId === propertyId);
    const inConclusion = t.conclusions.some((a) => a.propertyId === propertyId);
    if (!inCondition && !inConclusion) continue;
    const role = inCondition && inConclusion ? 'both' : inCondition ? 'condition' : 'conclusion';
    entries.push({ theorem: { id: t.id, name: t.name }, relation: t.along.relation, direction: t.along.direction, role });
  }
  return entries.sort((a, b) => a.theorem.id - b.theorem.id);
}
