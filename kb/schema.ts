/**
 * The knowledge base's DataScript schema: what the reasoning runs on (spaces
 * and properties with their fields, links, theorems as their compiled rules)
 * and what readers' queries name (names, a theorem's atoms). Record ids are
 * unique identities; a link is found among its space's links.
 * Facts (stored and derived, with their first derivations and every theorem
 * computing them) are entities too
 * (fact-entities.ts), indexed by space, property and theorem so that a
 * query's `holds` or `derived-by` with any of them known reads a slice.
 */
import type { Schema } from 'datascript';

const identity = { ':db/unique': ':db.unique/identity' };
const indexed = { ':db/index': true };
const many = { ':db/cardinality': ':db.cardinality/many' };
const references = { ':db/valueType': ':db.type/ref', ':db/cardinality': ':db.cardinality/many' };

export const SCHEMA: Schema = {
  ':space/id': identity,
  ':property/id': identity,
  ':link/space': indexed,
  ':theorem/id': identity,
  ':theorem/condition': many,
  ':theorem/conclusion': many,
  ':fact/space': indexed,
  ':fact/property': indexed,
  ':fact/theorem': indexed,
  ':fact/support': references,
  ':fact/computed-by': many,
};
