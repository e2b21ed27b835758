/**
 * The knowledge base's DataScript schema. Records (spaces, properties, links,
 * theorems with their compiled rules) and the fact rows in tiles of 8
 * spaces × 8 properties (`:facts/spaces`, `:facts/properties`: the tile's
 * buckets; `:facts/rows`: each known (space, property) in it with its combined
 * field and whether it is linked, derived or both), so a space's or a
 * property's list is one row or column of tiles. Record keys are unique
 * identities; tiles are addressed by entity id, and a write transacts just the
 * records and tiles that changed.
 */
import type { Schema } from 'datascript';

const identity = { ':db/unique': ':db.unique/identity' };
const indexed = { ':db/index': true };

export const SCHEMA: Schema = {
  ':space/id': identity,
  ':property/id': identity,
  ':link/key': identity,
  ':link/space': indexed,
  ':link/property': indexed,
  ':theorem/id': identity,
  ':facts/spaces': indexed,
  ':facts/properties': indexed,
};

export const pairKey = (spaceId: number, propertyId: number): string => `${spaceId}:${propertyId}`;
