/**
 * One kind of entity readers' queries see beside the records and the facts
 * (the relations between spaces, the equations' facts, the open-problem
 * marks), kept in step by difference: given the rows as they are now, the
 * datoms that bring DataScript to them — a row no longer there retracted
 * with its entity, a new row added — and nothing for a row that stayed. A
 * row is its values in the attributes' order (an array: a many-valued
 * attribute; null: no datom), so a row that changed is a row gone and a row
 * new. These kinds are small (hundreds to tens of thousands of rows), so the
 * comparison is the whole list, made when a query is about to run, never at
 * a write.
 */
export type HeldRow = readonly unknown[];

export class HeldEntities {
  /** Each row held, by its text, with its entity id (negative: a tempid until committed). */
  private held = new Map<string, number>();
  private pending: string[] = [];
  /** The list last held: the same list again (a catalogue version's, asked before every query) changes nothing. */
  private last: Iterable<HeldRow> | null = null;

  constructor(readonly attributes: readonly string[]) {}

  /** The datoms that make DataScript hold exactly `rows`; tempids from `tempid`. */
  tx(rows: Iterable<HeldRow>, tempid: () => number): unknown[][] {
    if (rows === this.last) return [];
    this.last = rows;
    const tx: unknown[][] = [];
    const wanted = new Set<string>();
    for (const row of rows) {
      const key = JSON.stringify(row);
      if (wanted.has(key)) continue;
      wanted.add(key);
      if (this.held.has(key)) continue;
      const e = tempid();
      row.forEach((value, i) => {
        for (const v of Array.isArray(value) ? value : value === null || value === undefined ? [] : [value]) tx.push([':db/add', e, this.attributes[i], v]);
      });
      this.held.set(key, e);
      this.pending.push(key);
    }
    for (const [key, e] of this.held) {
      if (wanted.has(key)) continue;
      this.held.delete(key);
      if (e >= 0) tx.push([':db.fn/retractEntity', e]);
    }
    return tx;
  }

  /** Whether nothing is held (a first hold can load its rows in bulk). */
  get empty(): boolean {
    return this.held.size === 0;
  }

  /**
   * The distinct rows of a first hold, to be loaded in bulk as entities
   * numbered from `firstEid + 1` in this order (`loaded` records them).
   */
  distinct(rows: Iterable<HeldRow>): HeldRow[] {
    const seen = new Set<string>();
    const out: HeldRow[] = [];
    for (const row of rows) {
      const key = JSON.stringify(row);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(row);
    }
    this.last = rows;
    return out;
  }

  loaded(rows: readonly HeldRow[], firstEid: number): void {
    rows.forEach((row, i) => this.held.set(JSON.stringify(row), firstEid + 1 + i));
  }

  /** The transaction went in: the tempids it resolved become entity ids. */
  committed(tempids: Record<string, number>): void {
    for (const key of this.pending) {
      const e = this.held.get(key);
      if (e !== undefined && e < 0) this.held.set(key, tempids[String(e)]);
    }
    this.pending = [];
  }

  /** The database was built anew without these entities. */
  clear(): void {
    this.held.clear();
    this.last = null;
    this.pending = [];
  }
}
