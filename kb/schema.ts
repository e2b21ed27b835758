/**
 * The knowledge base's DataScript schema. Records (spaces, properties, links,
 * theorems and their compiled rules) and one fact entity per known (space,
 * property): its combined field and whether it is linked, derived or both.
 * Keys are unique identities; a write transacts just the datoms that changed.
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
  ':rule/key': identity,
  ':rule/theorem': indexed,
  ':fact/key': identity,
  ':fact/space': indexed,
  ':fact/property': indexed,
};

export const pairKey = (spaceId: number, propertyId: number): string => `${spaceId}:${propertyId}`;
