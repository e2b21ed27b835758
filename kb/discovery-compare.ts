/**
 * Subjects side by side (spaces, or differential equations): every property
 * of the catalogue, and for each subject what its property list says, or
 * unknown. For spaces a cell is the combined field (linked, computed), and a
 * row differs when, over some scalar, one space has the property and another
 * lacks it; for equations a cell is had or lacked, and a row differs when one
 * equation has it and another lacks it.
 */
import { fieldPair, SCALARS } from './contract/fields';
import type { PropertyRecord, SpacePropertyView, SpaceRecord } from './records';
import type { CompareCell, CompareView, EquationCompareCell, EquationCompareView, EquationRef, PropertyRef } from './contract/discovery';

const UNKNOWN: CompareCell = { field: null, linked: false, computed: false };
const UNKNOWN_EQUATION: EquationCompareCell = { hasProperty: null, linked: false, computed: false };

/** The rows of a comparison: per property, a cell per subject (its column: cells by property id) and whether they differ. */
function compareRows<C>(properties: Iterable<PropertyRef>, columns: Map<number, C>[], unknown: C, differs: (cells: C[]) => boolean) {
  return [...properties].map((property) => {
    const cells = columns.map((byProperty) => byProperty.get(property.id) ?? unknown);
    return { property: { id: property.id, name: property.name }, differs: differs(cells), cells };
  });
}

export function compareSpaces(spaces: SpaceRecord[], properties: Iterable<PropertyRecord>, rowsOf: (spaceId: number) => SpacePropertyView[]): CompareView {
  const columns = spaces.map((s) => new Map(rowsOf(s.id).map((r): [number, CompareCell] => [r.propertyId, { field: r.field, linked: r.linked, computed: r.computed }])));
  return {
    spaces: spaces.map((s) => ({ id: s.id, symbol: s.symbol, field: s.field })),
    rows: compareRows(properties, columns, UNKNOWN, (cells) =>
      SCALARS.some((scalar) => distinct(cells.map((c) => (c.field ? fieldPair(c.field)[scalar] : undefined)))),
    ),
  };
}

/** `cellsOf`: an equation's property list (stored and derived), by property id. */
export function compareEquations(equations: EquationRef[], properties: Iterable<PropertyRef>, cellsOf: (equationId: number) => Map<number, EquationCompareCell>): EquationCompareView {
  return {
    equations: equations.map((e) => ({ id: e.id, name: e.name })),
    rows: compareRows(properties, equations.map((e) => cellsOf(e.id)), UNKNOWN_EQUATION, (cells) => distinct(cells.map((c) => c.hasProperty ?? undefined))),
  };
}

/** Whether the known values (undefined: unknown) include both true and false. */
function distinct(values: (boolean | undefined)[]): boolean {
  return new Set(values.filter((v) => v !== undefined)).size > 1;
}
