import type { Space } from '../entities';
import { orderedReferences } from '../reference/reference';

/** Spec section 3's space, with its version (item-version.ts). */
export function spaceView(space: Space) {
  return {
    id: space.id,
    symbol: space.symbol,
    norm: space.norm,
    description: space.description,
    field: space.field,
    references: orderedReferences(space.references),
    version: space.version,
  };
}

/** A space as a list entry or inside a link entry. */
export function spaceSummary(space: Pick<Space, 'id' | 'symbol' | 'field'>) {
  return { id: space.id, symbol: space.symbol, field: space.field };
}
