/**
 * The catalogue's rules, given to every reader's query as `%`: the facts as
 * (space, property, scalar, value), with ids as the API gives them, scalar
 * "REAL" or "COMPLEX" and value true or false. Attributes are written as
 * DataScript's JavaScript API stores them (strings). A rule's body is made of
 * patterns only: DataScript puts a call's constant arguments (`"REAL"`) in
 * place of the rule's variables, which a binding form would not take.
 */
export const CATALOGUE_RULES = `[
 [(holds ?space ?property ?scalar ?value)
  [?link ":link/space" ?space] [?link ":link/property" ?property] [?link ":link/field" ?field]
  [?component ":link-field/name" ?field] [?component ":link-field/scalar" ?scalar] [?component ":link-field/value" ?value]]
]`;

export const CATALOGUE_RULE_NAMES = ['holds'];
