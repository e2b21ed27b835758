/**
 * The relations between spaces as DataScript entities, each with its first
 * derivation: a stored relation is a leaf (:relation/rule "stored", its
 * record's id in :relation/record); a derived one names the rule of
 * relations and the relations it follows from (:relation/support,
 * references to relation entities known before it, as :fact/support
 * references facts). A relation given by a property's meaning references
 * X's fact (:relation/fact), written with the other cross-space references
 * (cross-derivations.ts), since fact entities come and go with their spaces'
 * catch-ups. Kept by difference, when a query is about to run and a relation
 * or a space was written since: a relation is one entity per (kind, Y, X,
 * scalar, value); one no longer known is retracted with its entity (and the
 * references to it, held only by relations whose supports changed too), a
 * new one added, and a kept one's changed attributes rewritten. The first
 * hold after a build is one group of entities (tens of thousands of derived
 * relations would take seconds to transact).
 */
import type { RelationDerivation } from '../../rules';

/** The attributes of a relation entity, in the order of a group's columns. */
export const RELATION_ATTRIBUTES = [':relation/space', ':relation/kind', ':relation/of', ':relation/scalar', ':relation/value', ':relation/stored', ':relation/rule', ':relation/record', ':relation/support'] as const;

/** Which relation: Y a kind of X over a scalar, true or false. */
export function relationKey(r: { kind: string; spaceId: number; ofSpaceId: number; scalar: string; value: boolean }): string {
  return `${r.kind}:${r.spaceId}:${r.ofSpaceId}:${r.scalar}:${r.value}`;
}

/** What DataScript holds of one relation (entity ids negative: tempids until committed). */
interface HeldRelation { e: number; stored: boolean; rule: string; record: number | null; supports: number[] }

export class RelationEntities {
  private held = new Map<string, HeldRelation>();
  private pending: HeldRelation[] = [];

  get empty(): boolean {
    return this.held.size === 0;
  }

  /** A relation's entity id (undefined: not held, or a tempid not yet committed). */
  entityOf(key: string): number | undefined {
    const e = this.held.get(key)?.e;
    return e !== undefined && e > 0 ? e : undefined;
  }

  /** A first hold's rows, entities numbered from `firstEid + 1` in this order (`loaded` records them). */
  rows(derivations: readonly RelationDerivation[], firstEid: number): unknown[][] {
    const ids = this.ids(derivations, (i) => firstEid + 1 + i);
    const rows: unknown[][] = [];
    derivations.forEach((r, i) => {
      if (ids.first[i] !== i) return;
      const supports = supportIds(r, ids);
      rows.push([r.spaceId, r.kind, r.ofSpaceId, r.scalar, r.value, r.stored, r.rule, r.relationId, supports.length === 0 ? null : supports]);
      this.held.set(relationKey(r), { e: ids.e[i], stored: r.stored, rule: r.rule, record: r.relationId, supports });
    });
    return rows;
  }

  /** The datoms that bring DataScript's relations to `derivations`. */
  tx(derivations: readonly RelationDerivation[], tempid: () => number): unknown[][] {
    const before = this.held;
    const ids = this.ids(derivations, () => tempid(), before);
    const tx: unknown[][] = [];
    const after = new Map<string, HeldRelation>();
    derivations.forEach((r, i) => {
      if (ids.first[i] !== i) return;
      const e = ids.e[i];
      const key = relationKey(r);
      const supports = supportIds(r, ids);
      const held = before.get(key);
      if (!held) {
        const values = [r.spaceId, r.kind, r.ofSpaceId, r.scalar, r.value, r.stored, r.rule, r.relationId];
        values.forEach((v, a) => v !== null && tx.push([':db/add', e, RELATION_ATTRIBUTES[a], v]));
        for (const s of supports) tx.push([':db/add', e, ':relation/support', s]);
      } else {
        if (held.stored !== r.stored) tx.push([':db/add', e, ':relation/stored', r.stored]);
        if (held.rule !== r.rule) tx.push([':db/add', e, ':relation/rule', r.rule]);
        if (held.record !== r.relationId) {
          if (held.record !== null) tx.push([':db/retract', e, ':relation/record', held.record]);
          if (r.relationId !== null) tx.push([':db/add', e, ':relation/record', r.relationId]);
        }
        const wanted = new Set(supports);
        for (const s of held.supports) if (!wanted.has(s)) tx.push([':db/retract', e, ':relation/support', s]);
        const had = new Set(held.supports);
        for (const s of supports) if (!had.has(s)) tx.push([':db/add', e, ':relation/support', s]);
      }
      const next = { e, stored: r.stored, rule: r.rule, record: r.relationId, supports };
      after.set(key, next);
      if (e < 0 || supports.some((s) => s < 0)) this.pending.push(next);
    });
    for (const [key, held] of before) if (!after.has(key) && held.e > 0) tx.push([':db.fn/retractEntity', held.e]);
    this.held = after;
    return tx;
  }

  /** The transaction went in: its tempids become entity ids. */
  committed(tempids: Record<string, number>): void {
    const resolve = (e: number) => (e < 0 ? tempids[String(e)] : e);
    for (const r of this.pending) {
      r.e = resolve(r.e);
      r.supports = r.supports.map(resolve).sort((a, b) => a - b);
    }
    this.pending = [];
  }

  clear(): void {
    this.held = new Map();
    this.pending = [];
  }

  /** Each relation's entity (kept, or new from `fresh`), and the position of its first occurrence (a relation is one entity). */
  private ids(derivations: readonly RelationDerivation[], fresh: (position: number) => number, held?: Map<string, HeldRelation>): { e: number[]; first: number[] } {
    const firstOf = new Map<string, number>();
    const e = new Array<number>(derivations.length);
    const first = new Array<number>(derivations.length);
    let made = 0;
    derivations.forEach((r, i) => {
      const key = relationKey(r);
      const at = firstOf.get(key);
      if (at !== undefined) {
        first[i] = at;
        e[i] = e[at];
        return;
      }
      firstOf.set(key, i);
      first[i] = i;
      e[i] = held?.get(key)?.e ?? fresh(made++);
    });
    return { e, first };
  }
}

function supportIds(r: RelationDerivation, ids: { e: number[] }): number[] {
  return [...new Set(r.supports.map((p) => ids.e[p]))].sort((a, b) => a - b);
}
