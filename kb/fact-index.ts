/**
 * The fact rows the list views read: per space, one state byte per property
 * slot (see fact-rows.ts). π-Base's ~52,000 rows are 223 arrays of 246 bytes;
 * a write replaces the arrays of the spaces the reasoner says it reached. A space's list reads its array, a property's list one byte per
 * space. Why not DataScript (as before): its bulk transact of the rows was
 * most of the knowledge base's build (~0.1–0.4 s for π-Base) and of every
 * theorem edit, and no Datalog query ever read them; DataScript keeps the
 * records (record-store.ts).
 */
import { codeRow, type FactRow } from './fact-rows';

export class FactIndex {
  private readonly codes = new Map<number, Uint8Array>();
  /** Space ids ascending, for a property's list; rebuilt after a space comes or goes. */
  private sorted: Int32Array | null = null;

  set(spaceId: number, codes: Uint8Array): void {
    if (!this.codes.has(spaceId)) this.sorted = null;
    this.codes.set(spaceId, codes);
  }

  /** A space's state bytes as last set (never written to after). */
  codesOf(spaceId: number): Uint8Array | undefined {
    return this.codes.get(spaceId);
  }

  delete(spaceId: number): void {
    if (this.codes.delete(spaceId)) this.sorted = null;
  }

  /** A space's rows, by property id. */
  spaceRows(spaceId: number, propertyId: (slot: number) => number): FactRow[] {
    const codes = this.codes.get(spaceId);
    const rows: FactRow[] = [];
    if (!codes) return rows;
    for (let i = 0; i < codes.length; i++) if (codes[i] !== 0) rows.push(codeRow(spaceId, propertyId(i), codes[i]));
    return rows.sort((a, b) => a.propertyId - b.propertyId);
  }

  /** A property's rows, by space id. */
  propertyRows(propertyId: number, slot: number): FactRow[] {
    const rows: FactRow[] = [];
    for (const spaceId of this.spaceOrder()) {
      const code = this.code(spaceId, slot);
      if (code !== 0) rows.push(codeRow(spaceId, propertyId, code));
    }
    return rows;
  }

  /** The spaces with a row of the property (by its slot), ascending. */
  spacesWith(slot: number): number[] {
    const ids: number[] = [];
    for (const spaceId of this.spaceOrder()) if (this.code(spaceId, slot) !== 0) ids.push(spaceId);
    return ids;
  }

  row(spaceId: number, propertyId: number, slot: number): FactRow | null {
    const code = this.code(spaceId, slot);
    return code === 0 ? null : codeRow(spaceId, propertyId, code);
  }

  private code(spaceId: number, slot: number): number {
    const codes = this.codes.get(spaceId);
    return codes !== undefined && slot < codes.length ? codes[slot] : 0;
  }

  private spaceOrder(): Int32Array {
    return (this.sorted ??= Int32Array.from(this.codes.keys()).sort());
  }
}
