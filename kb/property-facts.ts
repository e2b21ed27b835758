/**
 * A property's facts in every space, read from DataScript's fact entities
 * (its :fact/property index slice) and kept: what a property's list (which
 * rows are computed) and the formula search (what each space knows of a
 * term) answer from. A write marks the spaces it reached; the next read of a
 * kept property reads again the facts of those spaces only, so a theorem
 * edit costs its first reader the spaces the edit reached, not the
 * catalogue. `db` says where a property's facts in some spaces are read
 * (the knowledge base's database when it holds them up to date, else a
 * database of those facts alone).
 */
import type * as d from 'datascript';
import { LinkDerivations, type FactEntity } from './link-derivations';

/** What a property's facts are read from: a database, and whether it holds other facts too (then only its slice of the property, and of `spaceIds`, is read). */
export interface PropertyFactsDb { db: d.Db; others: boolean }

export interface PropertyFactSources {
  /** Where the property's facts in these spaces (null: every space) are read. */
  db(propertyId: number, spaceIds: number[] | null): PropertyFactsDb;
}

/** One property's facts, by space, and the write count when they were read. */
interface Kept { bySpace: Map<number, FactEntity[]>; readAt: number }

/** How many properties keep their facts (at ten times π-Base, some 4,000 entities each). */
const KEPT_PROPERTIES = 64;

export class PropertyFacts {
  private readonly reader = new LinkDerivations();
  /** Kept properties, read least recently first. */
  private readonly kept = new Map<number, Kept>();
  /** Counts the writes; `written`: the count at the last write that reached each space. */
  private writes = 0;
  private readonly written = new Map<number, number>();

  constructor(private readonly sources: PropertyFactSources) {}

  /** A write reached these spaces: their facts are read again when a kept property is next read. */
  forget(spaceIds: Iterable<number>): void {
    this.writes++;
    for (const id of spaceIds) this.written.set(id, this.writes);
  }

  clear(): void {
    this.kept.clear();
    this.written.clear();
  }

  /** The property's fact entities, by space (a space knowing nothing of it is absent). */
  bySpace(propertyId: number): ReadonlyMap<number, FactEntity[]> {
    let kept = this.kept.get(propertyId);
    if (kept) {
      this.kept.delete(propertyId);
      const stale: number[] = [];
      for (const [spaceId, at] of this.written) if (at > kept.readAt) stale.push(spaceId);
      if (stale.length > 0) {
        for (const spaceId of stale) kept.bySpace.delete(spaceId);
        this.read(propertyId, stale, kept.bySpace);
      }
      kept.readAt = this.writes;
    } else {
      kept = { bySpace: new Map(), readAt: this.writes };
      this.read(propertyId, null, kept.bySpace);
    }
    this.kept.set(propertyId, kept);
    if (this.kept.size > KEPT_PROPERTIES) this.kept.delete(this.kept.keys().next().value!);
    return kept.bySpace;
  }

  private read(propertyId: number, spaceIds: number[] | null, into: Map<number, FactEntity[]>): void {
    const { db, others } = this.sources.db(propertyId, spaceIds);
    const facts = others ? this.reader.propertyFacts(db, propertyId, spaceIds && new Set(spaceIds)) : this.reader.allFacts(db);
    for (const fact of facts) {
      const facts = into.get(fact.spaceId);
      if (facts) facts.push(fact);
      else into.set(fact.spaceId, [fact]);
    }
  }
}
