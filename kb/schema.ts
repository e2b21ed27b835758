/**
 * The knowledge base's DataScript schema. Records (spaces, properties, links,
 * theorems with their compiled rules) and one fact entity per known (space,
 * property), holding what the list views read (its combined field and whether
 * it is linked, derived or both) in two indexed values, "space|property|…" and
 * "property|space|…", so a space's or a property's list is one index range.
 * Record keys are unique identities; fact entities are addressed by their ids
 * (kept by the store), and a write transacts just the datoms that changed.
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
  ':fact/bySpace': indexed,
  ':fact/byProperty': indexed,
};

export const pairKey = (spaceId: number, propertyId: number): string => `${spaceId}:${propertyId}`;
