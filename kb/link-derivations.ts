/**
 * A link page's computations and proofs read from DataScript: the fact
 * entities of one (space, property) (fact-entities.ts) give the computed
 * components and the theorems computing each (:fact/computed-by); a derived
 * fact's proof follows :fact/theorem and :fact/support down to facts with no
 * theorem, the rule that fired (its direction, and the order of its supports
 * as the theorem's body lists them) being read from the theorem's compiled
 * rules held as data (:theorem/rules); a stored fact the theorems compute
 * too is proved through its proof steps (proof-steps.ts: :proof-step/fact
 * finds its root step, whose :proof-step/theorem and :proof-step/support are
 * read as a fact's first derivation is). Reads are index slices and entity
 * lookups (`d.datoms`): a Datalog query with the space bound scans every
 * fact in DataScript's JavaScript build (~20 ms a space at π-Base scale).
 */
import * as d from 'datascript';
import { SCALARS, type Scalar } from './contract/fields';
import type { ProofNode } from './contract/links';

/** One fact entity as the link page reads it. */
export interface FactEntity {
  e: number;
  spaceId: number;
  propertyId: number;
  scalar: Scalar;
  value: boolean;
  /** The theorem of its first derivation; null for a fact given to the space (stored, or carried along a relation). */
  theoremId: number | null;
  supports: number[];
  /** Every theorem computing it, ascending. */
  computedBy: number[];
}

/** A computed component of a (space, property): its fact entity, computed by at least one theorem, or given but not stored (carried). */
export interface HeldComponent { fact: FactEntity; theoremIds: number[] }

/** A compiled rule as :theorem/rules writes it: "direction scalar body | anyOf | heads", values "12" or "¬12". */
interface HeldRule { direction: 'forward' | 'contrapositive'; scalar: Scalar; body: string[]; anyOf: string[]; heads: string[] }

export class LinkDerivations {
  /** Theorems' rules parsed, by their text (a theorem's text changes only when the theorem does). */
  private readonly parsed = new Map<string, HeldRule[]>();

  /** The fact entities of a (space, property): the space's slice of the :fact/space index met with the property's. */
  facts(db: d.Db, spaceId: number, propertyId: number): FactEntity[] {
    const ofProperty = new Set<number>();
    for (const datom of d.datoms(db, ':avet', ':fact/property', propertyId)) ofProperty.add(datom.e);
    const out: FactEntity[] = [];
    for (const datom of d.datoms(db, ':avet', ':fact/space', spaceId)) if (ofProperty.has(datom.e)) out.push(this.entity(db, datom.e));
    return out;
  }

  /** The fact entities of a property (its :fact/property index slice), those of the given spaces only when `spaceIds` is given. */
  propertyFacts(db: d.Db, propertyId: number, spaceIds: ReadonlySet<number> | null): FactEntity[] {
    const out: FactEntity[] = [];
    for (const datom of d.datoms(db, ':avet', ':fact/property', propertyId)) {
      const fact = this.entity(db, datom.e);
      if (spaceIds === null || spaceIds.has(fact.spaceId)) out.push(fact);
    }
    return out;
  }

  /** Every fact entity of a database holding facts alone, read in one pass over its EAVT index. */
  allFacts(db: d.Db): FactEntity[] {
    const out: FactEntity[] = [];
    let fact: FactEntity | null = null;
    for (const datom of d.datoms(db, ':eavt')) {
      if (fact?.e !== datom.e) out.push((fact = emptyFact(datom.e)));
      setAttribute(fact, datom);
    }
    for (const f of out) f.computedBy.sort((a, b) => a - b);
    return out;
  }

  /** Every fact entity of a space. */
  spaceFacts(db: d.Db, spaceId: number): FactEntity[] {
    return d.datoms(db, ':avet', ':fact/space', spaceId).map((datom) => this.entity(db, datom.e));
  }

  /**
   * The computed components, REAL first, holds before lacks: a fact some
   * theorem computes, or one given to the space that is not stored (carried
   * from a related space; `stored` says which given facts are links').
   */
  components(facts: FactEntity[], stored: (fact: FactEntity) => boolean): HeldComponent[] {
    const out: HeldComponent[] = [];
    for (const scalar of SCALARS) {
      for (const value of [true, false]) {
        const fact = facts.find((f) => f.scalar === scalar && f.value === value);
        if (fact && (fact.computedBy.length > 0 || (fact.theoremId === null && !stored(fact)))) out.push({ fact, theoremIds: fact.computedBy });
      }
    }
    return out;
  }

  /**
   * A derived fact's proof through its first derivation, supports expanded
   * the same way and given facts as 'stored' leaves; a stored fact's through
   * its root proof step, its supports facts or steps (null for a fact with
   * neither). The rule that fired is the theorem's rule over the fact's
   * scalar that concludes it from held supports; the supports follow its
   * body, then the one of its anyOf that held (as held, when no rule fits).
   */
  proof(db: d.Db, records: d.Db, spaceId: number, fact: FactEntity): ProofNode | null {
    let root = fact;
    if (fact.theoremId === null) {
      const step = d.datoms(db, ':avet', ':proof-step/fact', fact.e)[0];
      if (!step) return null;
      root = this.proofEntity(db, step.e);
    }
    const nodes = new Map<number, ProofNode>();
    const node = (held: FactEntity): ProofNode => {
      let made = nodes.get(held.e);
      if (made) return made;
      made = { spaceId, propertyId: held.propertyId, scalar: held.scalar, value: held.value, rule: 'stored', theoremId: null, supports: [] };
      if (held.theoremId !== null) {
        const supports = held.supports.map((e) => this.proofEntity(db, e));
        const rule = this.firedRule(records, held, supports);
        made.rule = rule?.direction ?? 'forward';
        made.theoremId = held.theoremId;
        made.supports = ((rule && orderedSupports(rule, supports)) ?? supports).map(node);
      }
      nodes.set(held.e, made);
      return made;
    };
    return node(root);
  }

  /** A fact entity, or a proof step read as its fact with the step's theorem and supports. */
  private proofEntity(db: d.Db, e: number): FactEntity {
    const datoms = d.datoms(db, ':eavt', e);
    const fact = datoms.find((datom) => datom.a === ':proof-step/fact');
    if (!fact) {
      const entity = emptyFact(e);
      for (const datom of datoms) setAttribute(entity, datom);
      return entity;
    }
    const step = { ...this.entity(db, fact.v as number), e, theoremId: null as number | null, supports: [] as number[], computedBy: [] };
    for (const datom of datoms) {
      if (datom.a === ':proof-step/theorem') step.theoremId = datom.v as number;
      else if (datom.a === ':proof-step/support') step.supports.push(datom.v as number);
    }
    return step;
  }

  /** One fact entity's attributes. */
  entity(db: d.Db, e: number): FactEntity {
    const fact = emptyFact(e);
    for (const datom of d.datoms(db, ':eavt', e)) setAttribute(fact, datom);
    fact.computedBy.sort((a, b) => a - b);
    return fact;
  }

  /** The rule of the fact's theorem (in `records`) that fired for it: over its scalar, concluding it, its body among the supports. */
  private firedRule(records: d.Db, fact: FactEntity, supports: FactEntity[]): HeldRule | undefined {
    const theorem = d.datoms(records, ':avet', ':theorem/id', fact.theoremId)[0];
    const text = theorem && d.datoms(records, ':eavt', theorem.e, ':theorem/rules')[0];
    if (!text) return undefined;
    const held = new Set(supports.map(valueText));
    const own = valueText(fact);
    return this.rules(text.v as string).find((r) => r.scalar === fact.scalar && r.heads.includes(own) && r.body.every((v) => held.has(v)) && (r.anyOf.length === 0 || r.anyOf.some((v) => held.has(v))));
  }

  private rules(text: string): HeldRule[] {
    let rules = this.parsed.get(text);
    if (!rules) {
      const values = (part: string) => part.split(' ').filter((v) => v !== '');
      rules = text
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => {
          const [head, anyOf, heads] = line.split('|');
          const [direction, scalar, ...body] = values(head);
          return { direction: direction as HeldRule['direction'], scalar: scalar as Scalar, body, anyOf: values(anyOf), heads: values(heads) };
        });
      // Texts of theorems since edited stay until the map is large; then it starts again.
      if (this.parsed.size > 50_000) this.parsed.clear();
      this.parsed.set(text, rules);
    }
    return rules;
  }
}

function emptyFact(e: number): FactEntity {
  return { e, spaceId: 0, propertyId: 0, scalar: 'REAL', value: false, theoremId: null, supports: [], computedBy: [] };
}

/** The field of a fact entity each one-valued attribute fills. */
const FIELDS: Record<string, keyof FactEntity> = { ':fact/space': 'spaceId', ':fact/property': 'propertyId', ':fact/scalar': 'scalar', ':fact/value': 'value', ':fact/theorem': 'theoremId' };

/** Reads one datom of a fact entity into it. */
function setAttribute(fact: FactEntity, datom: d.Datom): void {
  if (datom.a === ':fact/support') fact.supports.push(datom.v as number);
  else if (datom.a === ':fact/computed-by') fact.computedBy.push(datom.v as number);
  else if (FIELDS[datom.a]) (fact as unknown as Record<string, unknown>)[FIELDS[datom.a]] = datom.v;
}

/** A fact's value as the rules' text writes it. */
function valueText(fact: { propertyId: number; value: boolean }): string {
  return `${fact.value ? '' : '¬'}${fact.propertyId}`;
}

/** The supports in the order the rule uses them: its body, then the anyOf fact that held; null when one is missing. */
function orderedSupports(rule: HeldRule, supports: FactEntity[]): FactEntity[] | null {
  const byValue = new Map(supports.map((s) => [valueText(s), s]));
  const out: FactEntity[] = [];
  for (const v of rule.body) {
    const s = byValue.get(v);
    if (!s) return null;
    out.push(s);
  }
  if (rule.anyOf.length > 0) {
    const used = supports.find((s) => !rule.body.includes(valueText(s)) && rule.anyOf.includes(valueText(s)));
    if (!used) return null;
    out.push(used);
  }
  return out.length === supports.length ? out : null;
}
