/**
 * The admin's compute report at scale (π-Base: 122,666 computed results): the
 * knowledge base's computations joined once with the names of their space,
 * property and theorem, sorted once, and then asked for a summary (counts per
 * theorem and per property, contradictions, timings), a filtered page, or
 * every filtered row for a download. Filters match names in the search normal
 * form (kb/contract/search-text.ts), so `ell2` finds `$\ell^2$`.
 */
import type { RelationalCounts, RelationalSummary, ReportCount, ReportRow, ReportSummary, RowFilter } from './contract/compute-report';
import type { Computation } from './contract/links';
import type { AtomRecord, ComputeReport, TheoremRecord } from './records';
import { atomWords } from './contract/fields';
import { searchKey } from './contract/search-text';

/** A theorem's name, or its statement in words when it has none (as the frontend's theoremLabel). */
export function theoremName(theorem: ReportNames['theorems'][number], propertyName: (id: number) => string): string {
  if (theorem.name && theorem.name.trim()) return theorem.name;
  const atoms = (list: ReportNames['theorems'][number]['conditions']) => list.map((a) => atomWords(propertyName(a.propertyId), a.field)).join(' and ');
  return `${atoms(theorem.conditions)} implies ${atoms(theorem.conclusions)}`;
}

interface Named { name: string; key: string }

/** Row positions kept for recent filters, at most (4 bytes each: 16 MB; at 10× π-Base a filter keeping every row holds 1.2 million). */
const KEPT_ROWS = 4_000_000;

/**
 * The names a report reads its rows by: the catalogue's records, or the
 * server's read model (no database read; links are not needed).
 */
export interface ReportNames {
  spaces: ReadonlyArray<{ id: number; symbol: string }>;
  properties: ReadonlyArray<{ id: number; name: string }>;
  theorems: ReadonlyArray<Pick<TheoremRecord, 'id' | 'name'> & { conditions: ReadonlyArray<AtomRecord>; conclusions: ReadonlyArray<AtomRecord> }>;
}

export class ComputeReportIndex {
  private readonly spaces = new Map<number, Named>();
  private readonly properties = new Map<number, Named>();
  private readonly theorems = new Map<number, Named>();
  private readonly computations: Computation[];
  /** Positions in `computations`, in the table's order; rows are made only for what is read. */
  private readonly order: Uint32Array;
  private readonly summaryView: ReportSummary;
  /** The rows of recent filters (kept()), by filter, least recently used first. */
  private readonly keptByFilter = new Map<string, Uint32Array>();
  private keptPositions = 0;

  /** `start`: when the report began (the KB's report and the names), for `reportMs`. */
  constructor(report: ComputeReport, records: ReportNames, start = performance.now()) {
    const named = (name: string): Named => ({ name, key: searchKey(name) });
    for (const s of records.spaces) this.spaces.set(s.id, named(s.symbol));
    for (const p of records.properties) this.properties.set(p.id, named(p.name));
    const propertyName = (id: number) => this.propertyName(id);
    for (const t of records.theorems) this.theorems.set(t.id, named(theoremName(t, propertyName)));
    const spaceName = (id: number) => this.spaceName(id);
    const theoremLabel = (id: number) => this.theoremName(id);

    // Sorted by space symbol, then property name, then theorem: on numeric keys made from ranks, so 100k rows sort fast.
    const spaceRank = rankBy(this.spaces);
    const propertyRank = rankBy(this.properties);
    const { computations } = report;
    const keys = new Float64Array(computations.length);
    const order = new Uint32Array(computations.length);
    const propertyCount = this.properties.size + 1;
    const theoremRank = new Map([...this.theorems.keys()].sort((a, b) => a - b).map((id, rank) => [id, rank]));
    const theoremCount = this.theorems.size + 1;
    computations.forEach((c, i) => {
      keys[i] = ((spaceRank.get(c.spaceId) ?? 0) * propertyCount + (propertyRank.get(c.propertyId) ?? 0)) * theoremCount + (theoremRank.get(c.theoremId) ?? 0);
      order[i] = i;
    });
    order.sort((a, b) => keys[a] - keys[b] || a - b);
    this.computations = computations;
    this.order = order;

    const perTheorem = new Map<number, number>();
    const perProperty = new Map<number, number>();
    for (const c of report.computations) {
      perTheorem.set(c.theoremId, (perTheorem.get(c.theoremId) ?? 0) + 1);
      perProperty.set(c.propertyId, (perProperty.get(c.propertyId) ?? 0) + 1);
    }
    const counts = (map: Map<number, number>, name: (id: number) => string): ReportCount[] =>
      [...map].map(([id, count]) => ({ id, name: name(id), count })).sort((a, b) => b.count - a.count || a.id - b.id);

    this.summaryView = {
      computations: computations.length,
      spaces: records.spaces.length,
      properties: records.properties.length,
      theorems: records.theorems.length,
      facts: report.stats.facts,
      computed: report.stats.computed,
      closureMs: report.stats.closureMs,
      kbBuildMs: report.stats.kbBuildMs,
      reportMs: 0,
      contradictions: report.contradictions.map((c) => ({
        spaceId: c.spaceId,
        space: spaceName(c.spaceId),
        propertyId: c.propertyId,
        property: propertyName(c.propertyId),
        scalar: c.scalar,
        theorems: c.theoremIds.map((id) => ({ id, name: theoremLabel(id) })),
      })),
      byTheorem: counts(perTheorem, theoremLabel),
      byProperty: counts(perProperty, propertyName),
      relational: relationalSummary(report.relational, theoremLabel),
    };
    this.summaryView.reportMs = performance.now() - start;
  }

  summary(): ReportSummary {
    return this.summaryView;
  }

  /** One page of the filtered rows, and how many rows the filter keeps. */
  page(filter: RowFilter, offset: number, limit: number): { total: number; rows: ReportRow[] } {
    const kept = this.kept(filter);
    return { total: kept.length, rows: Array.from(kept.subarray(offset, offset + limit), (i) => this.row(i)) };
  }

  /** Every row the filter keeps, in the table's order (for the download). */
  filtered(filter: RowFilter): ReportRow[] {
    return Array.from(this.kept(filter), (i) => this.row(i));
  }

  /**
   * The positions of the rows the filter keeps, in order. A reader pages
   * through one filter: its rows are kept (the most recent filters, up to
   * KEPT_ROWS positions in all), so a page turn slices them instead of
   * scanning every computed result again. The index is of one catalogue
   * version, so they go with it when a write makes a new one.
   */
  private kept(filter: RowFilter): Uint32Array {
    const texts = [filter.space, filter.property, filter.theorem].map((text) => (text === undefined ? '' : searchKey(text)));
    const key = JSON.stringify([...texts, filter.spaceId ?? 0, filter.propertyId ?? 0, filter.theoremId ?? 0]);
    const cached = this.keptByFilter.get(key);
    if (cached) {
      // Most recently used last: the first is the one to drop.
      this.keptByFilter.delete(key);
      this.keptByFilter.set(key, cached);
      return cached;
    }
    const kept = this.scan(filter);
    if (kept === this.order) return kept;
    this.keptByFilter.set(key, kept);
    this.keptPositions += kept.length;
    for (const [oldKey, old] of this.keptByFilter) {
      if (this.keptPositions <= KEPT_ROWS || oldKey === key) break;
      this.keptByFilter.delete(oldKey);
      this.keptPositions -= old.length;
    }
    return kept;
  }

  private scan(filter: RowFilter): Uint32Array {
    const spaces = this.matching(this.spaces, filter.space, filter.spaceId);
    const properties = this.matching(this.properties, filter.property, filter.propertyId);
    const theorems = this.matching(this.theorems, filter.theorem, filter.theoremId);
    if (!spaces && !properties && !theorems) return this.order;
    const kept = new Uint32Array(this.order.length);
    let n = 0;
    for (const i of this.order) {
      const c = this.computations[i];
      if ((!spaces || spaces.has(c.spaceId)) && (!properties || properties.has(c.propertyId)) && (!theorems || theorems.has(c.theoremId))) kept[n++] = i;
    }
    return kept.slice(0, n);
  }

  private row(i: number): ReportRow {
    const c = this.computations[i];
    return {
      id: c.id,
      spaceId: c.spaceId,
      space: this.spaceName(c.spaceId),
      propertyId: c.propertyId,
      property: this.propertyName(c.propertyId),
      field: c.field,
      theoremId: c.theoremId,
      theorem: this.theoremName(c.theoremId),
    };
  }

  private spaceName(id: number): string {
    return this.spaces.get(id)?.name ?? `Space ${id}`;
  }

  private propertyName(id: number): string {
    return this.properties.get(id)?.name ?? `Property ${id}`;
  }

  private theoremName(id: number): string {
    return this.theorems.get(id)?.name ?? `Theorem ${id}`;
  }

  /** The ids a text and/or id filter keeps; undefined when neither is given (everything). */
  private matching(items: Map<number, Named>, text: string | undefined, id: number | undefined): Set<number> | undefined {
    const key = text === undefined ? '' : searchKey(text);
    if (key === '' && id === undefined) return undefined;
    const kept = new Set<number>();
    for (const [itemId, item] of items) if ((id === undefined || itemId === id) && item.key.includes(key)) kept.add(itemId);
    return kept;
  }
}

/** The relational counts named (isomorphism invariance for a carry by no theorem), most first. */
function relationalSummary(counts: RelationalCounts | undefined, theoremLabel: (id: number) => string): RelationalSummary {
  if (!counts) return { carried: 0, decided: 0, byTheorem: [] };
  const byTheorem = counts.byTheorem
    .map(({ id, count }) => ({ id, name: id === null ? 'Isomorphism invariance' : theoremLabel(id), count }))
    .sort((a, b) => b.count - a.count || (a.id ?? 0) - (b.id ?? 0));
  return { carried: counts.carried, decided: counts.decided, byTheorem };
}

function rankBy(items: Map<number, Named>): Map<number, number> {
  const sorted = [...items].sort(([a, x], [b, y]) => x.name.localeCompare(y.name) || a - b);
  return new Map(sorted.map(([id], rank) => [id, rank]));
}

/** The rows as CSV (RFC 4180: a header line, fields quoted when they hold a comma, quote or line break; CRLF). */
export function reportCsv(rows: ReportRow[]): string {
  const columns: (keyof ReportRow)[] = ['id', 'spaceId', 'space', 'propertyId', 'property', 'field', 'theoremId', 'theorem'];
  const cell = (value: string | number) => {
    const text = String(value);
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = [columns.join(',')];
  for (const row of rows) lines.push(columns.map((c) => cell(row[c])).join(','));
  return lines.join('\r\n') + '\r\n';
}
