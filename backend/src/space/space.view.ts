import type { Space as SpaceView, SpaceListEntry, SpaceSummary } from '../../../kb/contract/items';
import { orderedReferences } from '../../../kb/contract/references';
import type { Space } from '../entities';

/** Spec section 3's space, with its version (item-version.ts). */
export function spaceView(space: Space): SpaceView {
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
export function spaceSummary(space: Pick<Space, 'id' | 'symbol' | 'field'>): SpaceSummary {
  return { id: space.id, symbol: space.symbol, field: space.field };
}

/** A space as an entry of GET /api/space. */
export function spaceListEntry(space: Pick<Space, 'id' | 'symbol'>): SpaceListEntry {
  return { id: space.id, symbol: space.symbol };
}
