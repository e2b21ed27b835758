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
  { name: ':theorem/along', meaning: 'a theorem along a relation: the relation\'s kind ("subspace", "complemented", "quotient", "dual", "isomorphic"); absent for a theorem about one space' },
  { name: ':theorem/along-direction', meaning: '"toRelated" (its condition on X, its conclusions on Y) or "fromRelated" (the other way)' },
  { name: ':link-field/name', meaning: 'a link field type ("REAL_AND_NOT_COMPLEX"): one entity per component' },
  { name: ':link-field/scalar', meaning: 'the component\'s scalar, "REAL" or "COMPLEX"' },
  { name: ':link-field/value', meaning: 'whether the property holds (true) or fails (false) over it' },
  { name: ':fact/space', meaning: 'a fact the catalogue knows, stored, derived or carried from a related space: the id of its space' },
  { name: ':fact/property', meaning: 'the id of its property' },
  { name: ':fact/scalar', meaning: '"REAL" or "COMPLEX"' },
  { name: ':fact/value', meaning: 'true: the property holds over that scalar; false: it fails' },
  { name: ':fact/theorem', meaning: 'a derived fact: the id of the theorem whose firing derived it first, or the theorem along a relation that carried it (absent for a stored fact, and for one carried by isomorphism invariance)' },
  { name: ':fact/support', meaning: 'the facts that firing used (references to fact entities of the same space; several values); following them ends in stored facts, as the proof does (none for a carried fact: see :fact/carried-from and :fact/relation)' },
  { name: ':fact/computed-by', meaning: 'every theorem with a derivation of the fact that does not use it (several values; what a link page lists as its computations; a stored fact can have some too)' },
  { name: ':proof-step/fact', meaning: 'a step of the proof a link page shows for a stored fact the theorems compute too (a derivation not using it): the fact entity it proves (the stored fact itself for the root step)' },
  { name: ':proof-step/theorem', meaning: 'the id of the theorem whose firing the step is' },
  { name: ':proof-step/support', meaning: 'the facts that firing used: a fact entity where the proof follows its first derivation (:fact/theorem, :fact/support), else another proof step (several values)' },
  { name: ':cross-step/for', meaning: 'a step of a proof a link page shows in a space related to others (a proof that may cross spaces, held as a tree of steps, each with its own values, for the 256 pages read most recently): on a root step, the id of the page\'s space' },
  { name: ':cross-step/page', meaning: 'on a root step: the id of the page\'s property' },
  { name: ':cross-step/parent', meaning: 'on any other step: the step it belongs to (a reference)' },
  { name: ':cross-step/at', meaning: 'the step\'s place: among the page\'s proofs (a root) or its parent\'s supports (0, 1, …); -1 the relation a fact was carried along or means, -2 the fact giving a relation by its property\'s meaning' },
  { name: ':cross-step/space', meaning: 'a fact step: the id of its space; a relation step: the id of Y' },
  { name: ':cross-step/property', meaning: 'a fact step: the id of its property' },
  { name: ':cross-step/scalar', meaning: '"REAL" or "COMPLEX"' },
  { name: ':cross-step/value', meaning: 'a fact step: true when the space has the property; a relation step: true when Y is such a kind of X' },
  { name: ':cross-step/rule', meaning: 'a fact step: "stored", "forward", "contrapositive", "carried" or "means"; a relation step: as :relation/rule, or "reflexive"' },
  { name: ':cross-step/theorem', meaning: 'a fact step: the id of the theorem that fired or carried it (absent for stored facts, isomorphism invariance and "means")' },
  { name: ':cross-step/direction', meaning: 'a carried fact step: "forward" or "contrapositive", how the theorem along the relation carried it' },
  { name: ':cross-step/kind', meaning: 'a relation step: its kind, as :relation/kind' },
  { name: ':cross-step/of', meaning: 'a relation step: the id of X' },
  { name: ':cross-step/record', meaning: 'a stored relation step: the id of its record' },
  { name: ':relation/space', meaning: 'a relation between spaces the catalogue knows, stored or derived: the id of Y, in "Y is a kind of X"' },
  { name: ':relation/kind', meaning: '"subspace", "complemented", "quotient", "dual" or "isomorphic"' },
  { name: ':relation/of', meaning: 'the id of X' },
  { name: ':relation/scalar', meaning: '"REAL" or "COMPLEX"' },
  { name: ':relation/value', meaning: 'true: Y is such a kind of X over that scalar; false: it is known not to be' },
  { name: ':relation/stored', meaning: 'true: stored (GET /api/relation); false: derived by the rules of relations' },
  { name: ':relation/rule', meaning: 'how it is known first: "stored", a rule of relations ("symmetry", "transitivity", "isomorphism", "complemented", "duality", "dualsIsomorphic", "contrapositive") or "means" (given by X\'s fact of a property declared to mean it)' },
  { name: ':relation/record', meaning: 'a stored relation: the id of its record (GET /api/relation/{id}); absent for a derived one' },
  { name: ':relation/support', meaning: 'the relations the rule derived it from (references to relation entities known before it; several values); following them ends in stored relations' },
  { name: ':relation/fact', meaning: 'a relation given by a property\'s meaning: the fact of X that gives it (a reference to a fact entity)' },
  { name: ':fact/relation', meaning: 'a fact carried from a related space, or given by its property\'s meaning: the relation it came along (a reference to a relation entity)' },
  { name: ':fact/carried-from', meaning: 'a carried fact: the other space\'s fact it was carried from (a reference to a fact entity), by its :fact/theorem along the relation, or by isomorphism invariance when it has none' },
  { name: ':equation/id', meaning: "a differential equation's id" },
  { name: ':equation/name', meaning: 'its name' },
  { name: ':equation-property/id', meaning: "a property of equations' id" },
  { name: ':equation-property/name', meaning: 'its name' },
  { name: ':equation-theorem/id', meaning: "an equation theorem's id" },
  { name: ':equation-theorem/name', meaning: 'its name (absent when it has none)' },
  { name: ':equation-theorem/condition', meaning: 'the id of an equation property among its conditions (several values)' },
  { name: ':equation-theorem/conclusion', meaning: 'the id of an equation property among its conclusions (several values)' },
  { name: ':equation-fact/equation', meaning: 'a fact the catalogue knows of an equation, stored or derived: the id of its equation' },
  { name: ':equation-fact/property', meaning: 'the id of its property' },
  { name: ':equation-fact/value', meaning: 'true: the equation has the property; false: it lacks it' },
  { name: ':equation-fact/linked', meaning: 'true: stored as an equation link; false: derived only' },
  { name: ':equation-fact/theorem', meaning: 'a derived fact: the equation theorem that derived it first' },
  { name: ':equation-fact/computed-by', meaning: 'every equation theorem with a derivation of the fact that does not use it (several values)' },
  { name: ':mark/space', meaning: 'an open-problem or independence mark (GET /api/problem): the id of its space' },
  { name: ':mark/property', meaning: 'the id of its property' },
  { name: ':mark/scalar', meaning: '"REAL" or "COMPLEX"' },
  { name: ':mark/status', meaning: '"OPEN" (an open problem) or "INDEPENDENT" (independent of ZFC)' },
];

/** The rules every query gets as `%`. */
export const QUERY_RULES: SchemaEntry[] = [
  {
    name: '(holds ?space ?property ?scalar ?value)',
    meaning: 'a fact the catalogue knows, stored or derived: space and property ids as the API gives them, ?scalar "REAL" or "COMPLEX", ?value true or false',
  },
  {
    name: '(derived-by ?space ?property ?scalar ?theorem)',
    meaning:
      'a fact and each theorem deriving it without using it (every derivation: what the link page lists as computations; a stored fact can have some too; a fact carried from a related space: the theorem along the relation)',
  },
  {
    name: '(related ?space ?kind ?of ?scalar ?value)',
    meaning: 'a relation the catalogue knows, stored or derived: ?space (Y) is a ?kind ("subspace", "complemented", "quotient", "dual", "isomorphic") of ?of (X) over ?scalar; ?value false: known not to be',
  },
  {
    name: '(equation-holds ?equation ?property ?value)',
    meaning: 'a fact the catalogue knows of a differential equation, stored or derived by the equation theorems: ?value true (has) or false (lacks)',
  },
  {
    name: '(equation-derived-by ?equation ?property ?theorem)',
    meaning: "an equation's fact and each equation theorem deriving it without using it",
  },
  {
    name: '(marked ?space ?property ?scalar ?status)',
    meaning: 'a (space, property, scalar) marked "OPEN" (an open problem) or "INDEPENDENT" (independent of ZFC): never a fact, so holds says nothing of it',
  },
];

export interface QueryExample {
  title: string;
  query: string;
}

/*
 * DataScript reads every datom of an attribute for each pattern of a query
 * whose variables are bound to more than one value, so an example names only
 * the attributes its answer needs: "where a theorem fired" asks
 * `:fact/computed-by` and `:fact/space` rather than `derived-by`, whose
 * property and scalar (every fact has them) would read two more attributes.
 */

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
 [?fact :fact/computed-by ?theorem] [?fact :fact/space ?space]
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
  {
    title: 'Spaces that contain c₀ complementably',
    query: `[:find ?symbol
 :where
 [?c :space/symbol "$c_0$"] [?c :space/id ?c0]
 (related ?c0 "complemented" ?space "REAL" true)
 [?s :space/id ?space] [?s :space/symbol ?symbol]]`,
  },
  {
    title: 'Facts carried from a related space (holding or failing), with the theorem along the relation',
    query: `[:find ?symbol ?property ?scalar ?value ?theorem
 :where
 [?t :theorem/along] [?t :theorem/id ?theorem]
 [?fact :fact/computed-by ?theorem] [?fact :fact/space ?space] [?fact :fact/property ?p]
 [?fact :fact/scalar ?scalar] [?fact :fact/value ?value]
 [?s :space/id ?space] [?s :space/symbol ?symbol]
 [?q :property/id ?p] [?q :property/name ?property]]`,
  },
  {
    title: "Facts of James's space J carried from another space: from which, along which relation and how that relation is known",
    query: `[:find ?property ?value ?from ?kind ?rule
 :where
 [?f :fact/carried-from ?g] [?f :fact/space ?space]
 [?s :space/symbol "$J$"] [?s :space/id ?space]
 [?f :fact/property ?p] [?f :fact/value ?value] [?f :fact/relation ?r]
 [?g :fact/space ?o] [?x :space/id ?o] [?x :space/symbol ?from]
 [?r :relation/kind ?kind] [?r :relation/rule ?rule]
 [?q :property/id ?p] [?q :property/name ?property]]`,
  },
  {
    title: 'Equations derived to be nonlinear, and the theorem that says so',
    query: `[:find ?equation ?theorem
 :where
 [?p :equation-property/name "Nonlinear"] [?p :equation-property/id ?nonlinear]
 (equation-holds ?e ?nonlinear true)
 (equation-derived-by ?e ?nonlinear ?t)
 [?x :equation/id ?e] [?x :equation/name ?equation]
 [?y :equation-theorem/id ?t] [?y :equation-theorem/name ?theorem]]`,
  },
  {
    title: 'Open problems about ℓ²',
    query: `[:find ?property ?scalar
 :where
 [?s :space/symbol "$\\\\ell^2$"] [?s :space/id ?space]
 (marked ?space ?p ?scalar "OPEN")
 [?q :property/id ?p] [?q :property/name ?property]]`,
  },
];
