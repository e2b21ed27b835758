/**
 * GET /api/query as the reader sees it: the answer's type, what a query may
 * name (the attributes and rules of the catalogue's database) and the worked
 * examples. Shared by the backend (its OpenAPI text) and the /query page;
 * imports nothing.
 */

/** The rows a query found. */
export interface QueryAnswer {
  /** Each :find element as written (`?symbol`, `(count ?space)`). */
  columns: string[];
  /** One row per result, sorted; at most QUERY_ROW_CAP. */
  rows: unknown[][];
  /** More rows matched than the cap: these are the first in order. */
  truncated: boolean;
}

export const QUERY_ROW_CAP = 10_000;
export const QUERY_BUDGET_MS = 1000;

export interface SchemaEntry {
  name: string;
  meaning: string;
}

/** The attributes of the catalogue's entities, as a query writes them. */
export const QUERY_ATTRIBUTES: SchemaEntry[] = [
  { name: ':space/id', meaning: "a space's id, as the API gives it (unique)" },
  { name: ':space/symbol', meaning: 'its symbol (LaTeX source)' },
  { name: ':space/field', meaning: '"REAL", "COMPLEX" or "REAL_OR_COMPLEX"' },
  { name: ':property/id', meaning: "a property's id (unique)" },
  { name: ':property/name', meaning: 'its name' },
  { name: ':property/field', meaning: '"REAL", "COMPLEX" or "REAL_OR_COMPLEX"' },
  { name: ':link/space', meaning: 'a stored link: the id of its space' },
  { name: ':link/property', meaning: 'the id of its property' },
  { name: ':link/field', meaning: 'its field type ("REAL", "NOT_REAL", "REAL_AND_COMPLEX", …)' },
  { name: ':theorem/id', meaning: "a theorem's id (unique)" },
  { name: ':theorem/name', meaning: 'its name (absent when it has none)' },
  { name: ':theorem/condition', meaning: 'the id of a property among its conditions (several values)' },
  { name: ':theorem/conclusion', meaning: 'the id of a property among its conclusions (several values)' },
  { name: ':theorem/rules', meaning: 'its compiled rules as text, one line each' },
  { name: ':link-field/name', meaning: 'a link field type ("REAL_AND_NOT_COMPLEX"): one entity per component' },
  { name: ':link-field/scalar', meaning: 'the component\'s scalar, "REAL" or "COMPLEX"' },
  { name: ':link-field/value', meaning: 'whether the property holds (true) or fails (false) over it' },
  { name: ':fact/space', meaning: 'a fact the catalogue knows, stored or derived: the id of its space' },
  { name: ':fact/property', meaning: 'the id of its property' },
  { name: ':fact/scalar', meaning: '"REAL" or "COMPLEX"' },
  { name: ':fact/value', meaning: 'true: the property holds over that scalar; false: it fails' },
  { name: ':fact/theorem', meaning: 'a derived fact: the id of the theorem whose firing derived it first (absent for a stored fact)' },
  { name: ':fact/support', meaning: 'the facts that firing used (references to fact entities of the same space; several values); following them ends in stored facts, as the proof does' },
  { name: ':fact/computed-by', meaning: 'every theorem with a derivation of the fact that does not use it (several values; what a link page lists as its computations; a stored fact can have some too)' },
];

/** The rules every query gets as `%`. */
export const QUERY_RULES: SchemaEntry[] = [
  {
    name: '(holds ?space ?property ?scalar ?value)',
    meaning: 'a fact the catalogue knows, stored or derived: space and property ids as the API gives them, ?scalar "REAL" or "COMPLEX", ?value true or false',
  },
  {
    name: '(derived-by ?space ?property ?scalar ?theorem)',
    meaning: 'a derived fact and the theorem whose firing derived it (the first step of its proof)',
  },
];

export interface QueryExample {
  title: string;
  query: string;
}

export const QUERY_EXAMPLES: QueryExample[] = [
  {
    title: 'Reflexive spaces without an unconditional basis',
    query: `[:find ?symbol
 :where
 [?r :property/name "Reflexive"] [?r :property/id ?reflexive]
 [?u :property/name "Unconditional basis"] [?u :property/id ?unconditional]
 (holds ?space ?reflexive "REAL" true)
 (holds ?space ?unconditional "REAL" false)
 [?s :space/id ?space] [?s :space/symbol ?symbol]]`,
  },
  {
    title: 'Spaces where a theorem about the Radon–Nikodym property fired',
    query: `[:find ?symbol ?theorem
 :where
 [?p :property/name "Radon–Nikodym property"] [?p :property/id ?rnp]
 (or [?t :theorem/condition ?rnp] [?t :theorem/conclusion ?rnp])
 [?t :theorem/id ?theorem]
 (derived-by ?space ?property ?scalar ?theorem)
 [?s :space/id ?space] [?s :space/symbol ?symbol]]`,
  },
  {
    title: 'Spaces known to lack the Radon–Nikodym property (stored or derived)',
    query: `[:find ?symbol ?scalar
 :where
 [?p :property/name "Radon–Nikodym property"] [?p :property/id ?rnp]
 (holds ?space ?rnp ?scalar false)
 [?s :space/id ?space] [?s :space/symbol ?symbol]]`,
  },
];
