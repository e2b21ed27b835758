/**
 * The catalogue's rules, given to every reader's query as `%`, over the fact
 * entities (fact-entities.ts) and the held kinds (query-entities.ts): every
 * fact the reasoner knows of a space, stored, derived or carried from a
 * related space, as (space, property, scalar, value) with ids as the API
 * gives them, scalar "REAL" or "COMPLEX" and value true or false; every
 * theorem deriving a fact (a link page's computations); the relations
 * between spaces; the equations' facts and the theorems deriving them; the
 * open-problem and independence marks. Attributes are written as
 * DataScript's JavaScript API stores them (strings). A rule's body is made of
 * patterns only: DataScript puts a call's constant arguments (`"REAL"`) in
 * place of the rule's variables, which a binding form would not take.
 * DataScript runs a body's patterns in the order written, so the indexed
 * attributes come first: a call that knows its property (or its space, or
 * its theorem) reads a slice of the index, not every fact.
 */
export const CATALOGUE_RULES = `[
 [(holds ?space ?property ?scalar ?value)
  [?fact ":fact/property" ?property] [?fact ":fact/space" ?space] [?fact ":fact/scalar" ?scalar] [?fact ":fact/value" ?value]]
 [(derived-by ?space ?property ?scalar ?theorem)
  [?fact ":fact/computed-by" ?theorem] [?fact ":fact/property" ?property] [?fact ":fact/space" ?space] [?fact ":fact/scalar" ?scalar]]
 [(related ?space ?kind ?of ?scalar ?value)
  [?r ":relation/space" ?space] [?r ":relation/of" ?of] [?r ":relation/kind" ?kind] [?r ":relation/scalar" ?scalar] [?r ":relation/value" ?value]]
 [(equation-holds ?equation ?property ?value)
  [?f ":equation-fact/property" ?property] [?f ":equation-fact/equation" ?equation] [?f ":equation-fact/value" ?value]]
 [(equation-derived-by ?equation ?property ?theorem)
  [?f ":equation-fact/computed-by" ?theorem] [?f ":equation-fact/property" ?property] [?f ":equation-fact/equation" ?equation]]
 [(marked ?space ?property ?scalar ?status)
  [?m ":mark/space" ?space] [?m ":mark/property" ?property] [?m ":mark/scalar" ?scalar] [?m ":mark/status" ?status]]
]`;

/** Each rule's head, `(holds ?space ?property ?scalar ?value)`: what a query's call is checked against. */
export const CATALOGUE_RULE_HEADS = [...CATALOGUE_RULES.matchAll(/\[(\([^)]*\))/g)].map((match) => match[1]);
