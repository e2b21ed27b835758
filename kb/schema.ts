/**
 * The knowledge base's DataScript schema: what the reasoning runs on (spaces
 * and properties with their fields, links, theorems as their compiled rules)
 * and what readers' queries name (names, a theorem's atoms). Record ids are
 * unique identities; a link is found among its space's links.
 * Facts (stored and derived, with their first derivations and every theorem
 * computing them) are entities too
 * (fact-entities.ts), indexed by space, property and theorem so that a
 * query's `holds` or `derived-by` with any of them known reads a slice; a
 * stored fact the theorems compute has its proof held as proof steps
 * (proof-steps.ts), found from the fact (:proof-step/fact is a reference);
 * a link page's proofs in a space related to others are held as cross
 * steps (cross-proof-steps.ts), found from the page (:cross-step/for and
 * :cross-step/page) and from their parent (:cross-step/parent).
 * Relations between spaces, the equations with their facts and the
 * open-problem marks are entities for readers' queries
 * (datalog/query-entities.ts); their ids are not unique identities, since a
 * row that changes is retracted and added anew. A relation's derivation and
 * a carried fact's are references to relations and facts, as :fact/support
 * is (datalog/relation-entities.ts, datalog/cross-derivations.ts).
 */
import type { Schema } from 'datascript';

const identity = { ':db/unique': ':db.unique/identity' };
const indexed = { ':db/index': true };
const many = { ':db/cardinality': ':db.cardinality/many' };
const indexedMany = { ':db/index': true, ':db/cardinality': ':db.cardinality/many' };
const reference = { ':db/valueType': ':db.type/ref' };
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
  ':fact/computed-by': indexedMany,
  ':proof-step/fact': { ':db/valueType': ':db.type/ref' },
  ':proof-step/support': references,
  ':cross-step/for': indexed,
  ':cross-step/page': indexed,
  ':cross-step/parent': reference,
  ':relation/space': indexed,
  ':relation/of': indexed,
  ':relation/support': references,
  ':relation/fact': reference,
  ':fact/relation': reference,
  ':fact/carried-from': reference,
  ':equation/id': indexed,
  ':equation-property/id': indexed,
  ':equation-theorem/id': indexed,
  ':equation-theorem/condition': many,
  ':equation-theorem/conclusion': many,
  ':equation-fact/equation': indexed,
  ':equation-fact/property': indexed,
  ':equation-fact/computed-by': indexedMany,
  ':mark/space': indexed,
};
