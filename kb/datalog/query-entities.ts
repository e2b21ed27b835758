/**
 * The entities readers' queries see beside the records, the spaces' facts
 * and the relations (relation-entities.ts), each kind kept by difference
 * (held-entities.ts) when a query is about to run: the equations with their
 * properties, theorems and facts (stored and derived by the equation
 * theorems), and the open-problem and independence marks, which the backend
 * reads once per catalogue version (backend/src/query/query-entities.service.ts).
 */

export const HELD_KINDS = {
  equations: [':equation/id', ':equation/name'],
  equationProperties: [':equation-property/id', ':equation-property/name'],
  equationTheorems: [':equation-theorem/id', ':equation-theorem/name', ':equation-theorem/condition', ':equation-theorem/conclusion'],
  equationFacts: [':equation-fact/equation', ':equation-fact/property', ':equation-fact/value', ':equation-fact/linked', ':equation-fact/theorem', ':equation-fact/computed-by'],
  marks: [':mark/space', ':mark/property', ':mark/scalar', ':mark/status'],
} as const;

export type HeldKind = keyof typeof HELD_KINDS;

/** Every attribute of the held kinds. */
export const HELD_ATTRIBUTES: readonly string[] = Object.values(HELD_KINDS).flat();

/** An equation's fact as its row (equations have no scalar: had or lacked), with its first theorem and every theorem computing it. */
export interface EquationFactRow {
  equationId: number;
  propertyId: number;
  value: boolean;
  linked: boolean;
  theoremId: number | null;
  computedBy: readonly number[];
}

export function equationFactRow(f: EquationFactRow): unknown[] {
  return [f.equationId, f.propertyId, f.value, f.linked, f.theoremId, [...f.computedBy].sort((a, b) => a - b)];
}

/** What the backend gives for the equations and the marks (a catalogue version's worth). */
export interface EquationEntities {
  equations: { id: number; name: string }[];
  properties: { id: number; name: string }[];
  theorems: { id: number; name: string | null; conditions: number[]; conclusions: number[] }[];
  facts: EquationFactRow[];
}

export interface MarkRow {
  spaceId: number;
  propertyId: number;
  scalar: string;
  status: string;
}

/** The rows of each kind the backend holds. */
export function backendRows(equations: EquationEntities, marks: MarkRow[]): Partial<Record<HeldKind, unknown[][]>> {
  return {
    equations: equations.equations.map((e) => [e.id, e.name]),
    equationProperties: equations.properties.map((p) => [p.id, p.name]),
    equationTheorems: equations.theorems.map((t) => [t.id, t.name, [...t.conditions].sort((a, b) => a - b), [...t.conclusions].sort((a, b) => a - b)]),
    equationFacts: equations.facts.map(equationFactRow),
    marks: marks.map((m) => [m.spaceId, m.propertyId, m.scalar, m.status]),
  };
}
