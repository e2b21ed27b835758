/**
 * Spaces side by side: every property of the catalogue, and for each space
 * what its property list says (combined field, linked, computed), or unknown.
 * A row differs when, over some scalar, one space has the property and
 * another lacks it.
 */
import { fieldPair, SCALARS } from './contract/fields';
import type { PropertyRecord, SpacePropertyView, SpaceRecord } from './records';
import type { CompareCell, CompareView } from './contract/discovery';

const UNKNOWN: CompareCell = { field: null, linked: false, computed: false };

export function compareSpaces(spaces: SpaceRecord[], properties: Iterable<PropertyRecord>, rowsOf: (spaceId: number) => SpacePropertyView[]): CompareView {
  const rows = spaces.map((s) => new Map(rowsOf(s.id).map((r) => [r.propertyId, r])));
  return {
    spaces: spaces.map((s) => ({ id: s.id, symbol: s.symbol, field: s.field })),
    rows: [...properties].map((property) => {
      const cells = rows.map((byProperty): CompareCell => {
        const row = byProperty.get(property.id);
        return row ? { field: row.field, linked: row.linked, computed: row.computed } : UNKNOWN;
      });
      return { property: { id: property.id, name: property.name }, differs: differs(cells), cells };
    }),
  };
}

function differs(cells: CompareCell[]): boolean {
  return SCALARS.some((scalar) => {
    const values = new Set(cells.map((c) => (c.field ? fieldPair(c.field)[scalar] : undefined)).filter((v) => v !== undefined));
    return values.size > 1;
  });
}
