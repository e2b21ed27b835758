/**
 * The knowledge base's DataScript schema: the records (spaces, properties,
 * links, theorems with their compiled rules). Record keys are unique
 * identities; a link is found by its pair key or by its space or property.
 * The derived facts are not here (see fact-index.ts).
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
};

export const pairKey = (spaceId: number, propertyId: number): string => `${spaceId}:${propertyId}`;
