/**
 * The catalogue's rules, given to every reader's query as `%`, over the fact
 * entities (fact-entities.ts): every fact the reasoner knows of a space,
 * stored or derived, as (space, property, scalar, value) with ids as the API
 * gives them, scalar "REAL" or "COMPLEX" and value true or false; and the
 * theorem whose firing derived a fact. Attributes are written as DataScript's
 * JavaScript API stores them (strings). A rule's body is made of patterns
 * only: DataScript puts a call's constant arguments (`"REAL"`) in place of
 * the rule's variables, which a binding form would not take. DataScript runs
 * a body's patterns in the order written, so the indexed attributes come
 * first: a call that knows its property (or its space, or its theorem) reads
 * a slice of the index, not every fact.
 */
export const CATALOGUE_RULES = `[
 [(holds ?space ?property ?scalar ?value)
  [?fact ":fact/property" ?property] [?fact ":fact/space" ?space] [?fact ":fact/scalar" ?scalar] [?fact ":fact/value" ?value]]
 [(derived-by ?space ?property ?scalar ?theorem)
  [?fact ":fact/theorem" ?theorem] [?fact ":fact/property" ?property] [?fact ":fact/space" ?space] [?fact ":fact/scalar" ?scalar]]
]`;

export const CATALOGUE_RULE_NAMES = ['holds', 'derived-by'];
