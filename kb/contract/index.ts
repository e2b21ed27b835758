/**
 * The HTTP contract: every type that crosses /api (requests, responses,
 * errors), the field tables, and the pure functions both sides must agree on
 * (what a search matches, how a reference is read). It imports no
 * implementation (nothing from rules/, the rest of kb/ or backend/), so the
 * frontend imports this module (`@contract`) and nothing else of the server;
 * the backend's views and its OpenAPI response classes implement these types.
 *
 * Why the field tables live here and not in the engine: rules/ imports
 * nothing of ours, and the frontend may import nothing but this module, so
 * the tables (names, labels, form options, the options backend validation
 * accepts) are here once; rules/fields.ts keeps only the engine's encoding,
 * and kb/field-names.ts checks at compile time that both name the same fields.
 */
export * from './backup';
export * from './changes';
export * from './compute-report';
export * from './discovery';
export * from './equation-reports';
export * from './equation-theorems';
export * from './errors';
export * from './fields';
export * from './items';
export * from './links';
export * from './problems';
export * from './query';
export * from './references';
export * from './relations';
export * from './search-text';
export * from './theorem-checks';
export * from './user';
