/**
 * A reader's Datalog query (GET /api/query) checked and put in the form
 * DataScript runs. The knowledge base names its attributes with strings
 * (DataScript's JavaScript API), so the `:space/id` a reader writes is
 * rewritten as ":space/id"; every namespaced keyword must be one of the
 * catalogue's attributes, every rule call one of its rules, and the query
 * gets exactly the database and the rules as inputs (`:in $ %`). A
 * transaction (`:db/add`, an entity map, …) is refused: queries only read.
 */
import { toEDNString, type EDNVal } from 'edn-data';
import { EDNListParser } from 'edn-data/dist/parse';

/** What a query may name: the attributes the database holds and the rules given as `%`. */
export interface Vocabulary {
  attributes: ReadonlySet<string>;
  /** Each rule's name and its head as written in `%`: `holds` → `(holds ?space ?property ?scalar ?value)`. */
  rules: ReadonlyMap<string, string>;
}

/** The rules of a vocabulary from their heads, `(name ?parameter …)`. */
export function ruleHeads(heads: readonly string[]): Map<string, string> {
  return new Map(heads.map((head) => [/^\((\S+)/.exec(head)![1], head]));
}

/** How DataScript returns the :find: a set of tuples, one value (`?x .`), a collection (`[?x ...]`) or one tuple (`[?x ?y]`). */
export type FindShape = 'relation' | 'scalar' | 'collection' | 'tuple';

export interface PreparedQuery {
  /** The query as DataScript reads it. */
  text: string;
  /** Each :find element as written (`?space`, `(count ?p)`, `(pull ?e [*])`). */
  columns: string[];
  shape: FindShape;
}

export type Prepared = { query: PreparedQuery } | { error: string };

/** The longest query text taken (a URL parameter). */
export const MAX_QUERY_LENGTH = 8000;

const OPTIONS = { mapAs: 'doubleArray', setAs: 'object', listAs: 'object', keywordAs: 'object', symbolAs: 'object', charAs: 'object' } as const;
/** Ends the text read (see readOne). */
const END = ':query.text/end';
const SECTIONS = new Set(['find', 'in', 'where', 'with']);
const CLAUSE_FORMS = new Set(['and', 'or', 'or-join', 'not', 'not-join']);

const isKeyword = (v: unknown): v is { key: string } => typeof v === 'object' && v !== null && typeof (v as { key?: unknown }).key === 'string';
const isSymbol = (v: unknown): v is { sym: string } => typeof v === 'object' && v !== null && typeof (v as { sym?: unknown }).sym === 'string';
const isList = (v: unknown): v is { list: EDNVal[] } => typeof v === 'object' && v !== null && Array.isArray((v as { list?: unknown }).list);
const isMap = (v: unknown): v is { map: [EDNVal, EDNVal][] } => typeof v === 'object' && v !== null && Array.isArray((v as { map?: unknown }).map);
const isTagged = (v: unknown): v is { tag: string } => typeof v === 'object' && v !== null && typeof (v as { tag?: unknown }).tag === 'string';

class QueryError extends Error {}
const fail = (message: string): never => {
  throw new QueryError(message);
};

/** Checks `q` against the vocabulary; the query to run, or what is wrong with it (one sentence for the reader). */
export function prepareQuery(q: string, vocabulary: Vocabulary): Prepared {
  try {
    return { query: prepare(q, vocabulary) };
  } catch (error) {
    if (error instanceof QueryError) return { error: error.message };
    throw error;
  }
}

function prepare(q: string, vocabulary: Vocabulary): PreparedQuery {
  if (q.trim() === '') fail('Write a query, such as [:find ?symbol :where [?s :space/symbol ?symbol]].');
  if (q.length > MAX_QUERY_LENGTH) fail(`A query is at most ${MAX_QUERY_LENGTH} characters long.`);
  const form = readOne(q);
  refuseWrites(form);
  const sections = querySections(form);
  const find = sections.get('find');
  if (!find || find.length === 0) fail('A query starts with :find and what to find, such as [:find ?space :where …].');
  const where = sections.get('where') ?? [];
  if (where.length === 0) fail('A query needs a :where clause.');
  for (const input of sections.get('in') ?? []) {
    if (!isSymbol(input) || (input.sym !== '$' && input.sym !== '%')) {
      fail(`The query gets only the catalogue ($) and its rules (%) as inputs, not ${toEDNString(input)}.`);
    }
  }
  const checker = new Checker(vocabulary);
  for (const clause of where) checker.clause(clause);
  const findElements = find!.map((element) => checker.rewrite(element));
  const { columns, shape } = findShape(find!);
  const query: EDNVal[] = [{ key: 'find' }, ...findElements];
  const withVars = sections.get('with');
  if (withVars && withVars.length > 0) query.push({ key: 'with' }, ...withVars);
  query.push({ key: 'in' }, { sym: '$' }, { sym: '%' }, { key: 'where' }, ...where.map((clause) => checker.rewrite(clause)));
  return { text: toEDNString(query), columns, shape };
}

/** The one EDN value of `text`. */
function readOne(text: string): EDNVal {
  // Read as the items of one list ended by a marker (edn-data reads a list as a stream of its items):
  // a bracket the text leaves open swallows the marker, one it closes too many ends the list before it.
  // edn-data does not read ##Inf, ##-Inf and ##NaN and would report an unclosed bracket: said as it is (strings aside).
  if (/(^|[\s,[\](){}])##/.test(text.replace(/"(?:[^"\\]|\\.)*"/g, '""'))) {
    return fail('Symbolic values (##Inf, ##-Inf, ##NaN) are not taken: a number is written in digits.');
  }
  const parser = new EDNListParser(OPTIONS);
  let items: unknown[];
  try {
    items = parser.next(`(${text}\n ${END})`) as unknown[];
  } catch {
    return fail('This is not well-formed EDN: a closing bracket has no opening one, or a string has a bad escape.');
  }
  const ended = parser.isDone() && parser.stack.length === 0 && items.length > 0 && isKeyword(items[items.length - 1]) && (items[items.length - 1] as { key: string }).key === END.slice(1);
  if (!ended) return fail('This is not well-formed EDN: a bracket or a string is not closed, or one is closed twice.');
  if (items.length !== 2) return fail('Send one query: a single vector [:find … :where …] (or map).');
  return items[0] as EDNVal;
}

/** Anything that names a transaction function, or is shaped as transaction data, is a write. */
function refuseWrites(form: EDNVal): void {
  const walk = (value: unknown): void => {
    if (isKeyword(value) && isWriteKeyword(value.key)) fail(`Queries only read: :${value.key} would change the catalogue, and nothing a query does can.`);
    if (Array.isArray(value)) value.forEach(walk);
    else if (isList(value)) value.list.forEach(walk);
    else if (isMap(value)) value.map.forEach(([k, v]) => (walk(k), walk(v)));
    else if (typeof value === 'object' && value !== null && Array.isArray((value as { set?: unknown }).set)) (value as { set: unknown[] }).set.forEach(walk);
  };
  walk(form);
  const entityMap = isMap(form) && !form.map.some(([key]) => isKeyword(key) && key.key === 'find');
  const looksLikeTransaction = entityMap || (Array.isArray(form) && form.length > 0 && (Array.isArray(form[0]) || isMap(form[0])));
  if (looksLikeTransaction) fail('Queries only read: this looks like transaction data, and nothing a query does can change the catalogue.');
}

function isWriteKeyword(key: string): boolean {
  return (key.startsWith('db/') && key !== 'db/id') || key.startsWith('db.fn/') || key.startsWith('db.install/');
}

/** The query's sections (:find, :in, :where, :with), from the vector form or the map form. */
function querySections(form: EDNVal): Map<string, EDNVal[]> {
  const sections = new Map<string, EDNVal[]>();
  if (isMap(form)) {
    for (const [key, value] of form.map) {
      if (!isKeyword(key) || !SECTIONS.has(key.key)) fail(`${toEDNString(key)} is not part of a query: use :find, :in, :where and :with.`);
      if (!Array.isArray(value)) fail(`The value of :${(key as { key: string }).key} is a vector.`);
      sections.set((key as { key: string }).key, value as EDNVal[]);
    }
    return sections;
  }
  if (!Array.isArray(form) || !isKeyword(form[0]) || form[0].key !== 'find') {
    fail('A query is a vector that starts with :find, such as [:find ?space :where …].');
  }
  let current: EDNVal[] | null = null;
  for (const item of form as EDNVal[]) {
    if (isKeyword(item) && !item.key.includes('/')) {
      if (!SECTIONS.has(item.key)) fail(`:${item.key} is not part of a query: use :find, :in, :where and :with.`);
      if (sections.has(item.key)) fail(`:${item.key} appears twice.`);
      sections.set(item.key, (current = []));
    } else {
      current!.push(item);
    }
  }
  return sections;
}

/** The column names and the shape DataScript returns for these :find elements. */
function findShape(find: EDNVal[]): { columns: string[]; shape: FindShape } {
  const last = find[find.length - 1];
  if (find.length === 2 && isSymbol(last) && last.sym === '.') return { columns: [toEDNString(find[0])], shape: 'scalar' };
  if (find.length === 1 && Array.isArray(find[0])) {
    const inner = find[0] as EDNVal[];
    const end = inner[inner.length - 1];
    if (inner.length === 2 && isSymbol(end) && end.sym === '...') return { columns: [toEDNString(inner[0])], shape: 'collection' };
    return { columns: inner.map((element) => toEDNString(element)), shape: 'tuple' };
  }
  return { columns: find.map((element) => toEDNString(element)), shape: 'relation' };
}

/** Checks names (attributes, rules) and rewrites attribute keywords as DataScript's strings. */
class Checker {
  constructor(private readonly vocabulary: Vocabulary) {}

  clause(clause: EDNVal): void {
    if (isList(clause)) {
      const [head, ...rest] = clause.list;
      const name = isSymbol(head) ? head.sym : null;
      if (name && CLAUSE_FORMS.has(name)) {
        // or-join and not-join start with their variables.
        const body = name.endsWith('-join') ? rest.slice(1) : rest;
        for (const inner of body) this.clause(inner);
        return;
      }
      if (name && name.startsWith('$')) return this.clause({ list: rest });
      const ruleHead = name ? this.vocabulary.rules.get(name) : undefined;
      if (!ruleHead) fail(`Unknown rule ${toEDNString(head)}: the catalogue's rules are ${[...this.vocabulary.rules.keys()].join(', ')}.`);
      // DataScript takes a call with too few or too many arguments and answers nothing (or runs past the
      // budget), so a forgotten scalar would read as "no such fact".
      const parameters = ruleHead!.split(/\s+/).length - 1;
      if (rest.length !== parameters) fail(`${name} takes ${parameters} arguments, ${ruleHead}, not ${rest.length}: ${toEDNString(clause)}.`);
      return;
    }
    if (!Array.isArray(clause)) fail(`A clause is a vector [?e :attribute ?v], a call [(f ?x) ?y] or a rule (rule ?x): not ${toEDNString(clause)}.`);
    const items = clause as EDNVal[];
    if (items.length > 0 && !isList(items[0])) {
      // A data pattern: [$src? e a v tx]; the attribute is second after the source.
      const attribute = isSymbol(items[0]) && items[0].sym.startsWith('$') ? items[2] : items[1];
      if (typeof attribute === 'string') this.attribute(attribute.startsWith(':') ? attribute.slice(1) : attribute);
    }
    this.names(items);
  }

  /** Every namespaced keyword anywhere in `value` is an attribute (or :db/id). */
  private names(value: unknown): void {
    if (isKeyword(value)) {
      if (value.key.includes('/') && value.key !== 'db/id') this.attribute(value.key);
      return;
    }
    if (isTagged(value)) fail(`Tagged values (#${value.tag}) are not taken.`);
    // edn-data reads 1e400 as Infinity, which DataScript would take for an unbound symbol.
    if (typeof value === 'number' && !Number.isFinite(value)) fail('A number in the query is too large: numbers are at most about 1.8e308.');
    if (Array.isArray(value)) value.forEach((item) => this.names(item));
    else if (isList(value)) value.list.forEach((item) => this.names(item));
    else if (isMap(value)) value.map.forEach(([k, v]) => (this.names(k), this.names(v)));
  }

  /** `name` without its colon: known, or known read backwards (`:link/_space`). */
  private attribute(name: string): void {
    if (this.vocabulary.attributes.has(`:${name}`)) return;
    const reverse = /^(.+)\/_(.+)$/.exec(name);
    if (reverse && this.vocabulary.attributes.has(`:${reverse[1]}/${reverse[2]}`)) return;
    fail(`Unknown attribute :${name}: see the schema on the query page (GET /api/query).`);
  }

  /** The value with attribute keywords as strings (:db/id and pull's options, such as :limit, stay keywords). */
  rewrite(value: EDNVal): EDNVal {
    this.names(value);
    const walk = (v: EDNVal): EDNVal => {
      if (isKeyword(v)) return v.key.includes('/') && v.key !== 'db/id' ? `:${v.key}` : v;
      if (Array.isArray(v)) return v.map(walk);
      if (isList(v)) return { list: v.list.map(walk) };
      if (isMap(v)) return { map: v.map.map(([k, x]) => [walk(k), walk(x)] as [EDNVal, EDNVal]) };
      return v;
    };
    return walk(value);
  }
}
