/**
 * The references that cross spaces, kept on the entities they describe: a
 * fact carried into a space names the relation it came along
 * (:fact/relation, a relation entity) and the other space's fact it was
 * carried from (:fact/carried-from, a fact entity; the theorem along the
 * relation is its :fact/theorem, absent for isomorphism invariance); a fact
 * given by its property's meaning names the relation only; a relation given
 * by a property's meaning names X's fact (:relation/fact). Both ends are
 * entities other keepers write (fact-entities.ts per space,
 * relation-entities.ts), so these references are written after them, when
 * a query is about to run and something was written since: the references
 * as they should be now (entity ids looked up in what the keepers hold) are
 * compared with those written, and only the difference is transacted. An
 * entity retracted since took its references along; retracting one of them
 * again changes nothing, and entity ids are never reused.
 */
import type { CarriedFact, RelationDerivation, SpaceFactKey } from '../../rules';
import { relationKey } from './relation-entities';

export const CROSS_ATTRIBUTES = [':fact/relation', ':fact/carried-from', ':relation/fact'] as const;

/** Where the references point: a fact's entity, a relation's (undefined: not held). */
export interface CrossLookup {
  fact(key: SpaceFactKey): number | undefined;
  relation(key: string): number | undefined;
}

export class CrossDerivations {
  /** Each reference written, by "entity attribute": the entity it names. */
  private held = new Map<string, number>();

  /** The datoms that bring the references to what `carried` and `relations` say now. */
  tx(carried: readonly CarriedFact[], relations: readonly RelationDerivation[], lookup: CrossLookup): unknown[][] {
    const wanted = new Map<string, number>();
    const want = (e: number | undefined, attribute: string, v: number | undefined) => {
      if (e !== undefined && v !== undefined) wanted.set(`${e} ${attribute}`, v);
    };
    for (const c of carried) {
      const e = lookup.fact(c);
      want(e, ':fact/relation', lookup.relation(relationKey(c.relation)));
      if (c.from) want(e, ':fact/carried-from', lookup.fact(c.from));
    }
    for (const r of relations) if (r.fact) want(lookup.relation(relationKey(r)), ':relation/fact', lookup.fact(r.fact));
    const tx: unknown[][] = [];
    for (const [key, v] of this.held) {
      if (wanted.get(key) === v) continue;
      const [e, attribute] = key.split(' ');
      tx.push([':db/retract', Number(e), attribute, v]);
    }
    for (const [key, v] of wanted) {
      if (this.held.get(key) === v) continue;
      const [e, attribute] = key.split(' ');
      tx.push([':db/add', Number(e), attribute, v]);
    }
    this.held = wanted;
    return tx;
  }

  /** The database was built anew without these references. */
  clear(): void {
    this.held = new Map();
  }
}
