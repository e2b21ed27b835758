/**
 * The admin's compute report. POST /api/admin/compute (the spec's): the
 * knowledge base is rebuilt from the database, then asked for every
 * computation, with the space and property lists the report names them by.
 * The paged report (GET /api/admin/compute/summary, /rows, /download) reads
 * the knowledge base as it is, kept in step with every write: its rows are
 * joined with their names once per catalogue version (kb/compute-report.ts),
 * the names taken from the read model in memory, which is at the KB's version
 * (reading them from the database cost most of the first summary's time).
 */
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ComputeResponse, RelationalCounts } from '../../../kb/contract/compute-report';
import type { ComputeReport } from '../../../kb/records';
import { ComputeReportIndex } from '../../../kb/compute-report';
import { Property, Space } from '../entities';
import { KnowledgeService } from '../knowledge/knowledge.service';

/** How long the report's assembly holds the server at a time. */
const SLICE_MS = 20;

@Injectable()
export class ComputeService {
  /** The report of one catalogue version. */
  private cached: { version: number; index: ComputeReportIndex } | null = null;

  constructor(
    private readonly em: EntityManager,
    private readonly knowledge: KnowledgeService,
  ) {}

  async compute(): Promise<ComputeResponse> {
    // A write that rebuilds the KB from the database (on every instance); the report is of the rebuilt KB.
    await this.knowledge.change(null, async () => ({ persist: async () => undefined, reload: {} }));
    // The spec's answer: the relational counts are the paged report's.
    const { relational: _relational, ...report } = this.knowledge.report();
    const em = this.em.fork();
    const [spaces, properties] = await Promise.all([
      em.find(Space, {}, { orderBy: { id: 'asc' }, fields: ['id', 'symbol'] }),
      em.find(Property, {}, { orderBy: { id: 'asc' }, fields: ['id', 'name'] }),
    ]);
    return {
      spaces: spaces.map((s) => ({ id: s.id, symbol: s.symbol })),
      properties: properties.map((p) => ({ id: p.id, name: p.name })),
      ...report,
    };
  }

  /** The report of the current catalogue, built at most once per version. */
  async index(): Promise<ComputeReportIndex> {
    if (this.cached?.version === this.knowledge.version) return this.cached.index;
    // In the write queue: the read model's names are those of the KB's state,
    // and requests that queued behind a build reuse it.
    return this.knowledge.exclusive(async () => {
      const version = this.knowledge.version;
      if (this.cached?.version === version) return this.cached.index;
      const start = performance.now();
      const report = await this.slicedReport();
      const reads = this.knowledge.reads;
      const index = new ComputeReportIndex(report, { spaces: reads.spaceList(), properties: reads.propertyList(), theorems: reads.theoremList() }, start);
      this.cached = { version, index };
      return index;
    });
  }

  /**
   * The knowledge base's report, assembled a slice of spaces (about SLICE_MS)
   * at a time, yielding between slices: at ten times π-Base it is about 5 s
   * of CPU, which would otherwise hold every other request that long. Run in
   * the write queue, so the KB does not change between slices.
   */
  private async slicedReport(): Promise<ComputeReport> {
    const ids = this.knowledge.spaceIds();
    const parts: ComputeReport[] = [];
    for (let i = 0; i < ids.length; ) {
      const until = performance.now() + SLICE_MS;
      do parts.push(this.knowledge.reportOf([ids[i++]]));
      while (i < ids.length && performance.now() < until);
      await new Promise((done) => setImmediate(done));
    }
    const whole = this.knowledge.reportOf([]);
    for (const part of parts) {
      for (const c of part.computations) whole.computations.push(c);
      whole.contradictions.push(...part.contradictions);
      whole.stats.facts += part.stats.facts;
      whole.stats.computed += part.stats.computed;
      whole.relational = mergeRelational(whole.relational, part.relational);
    }
    return whole;
  }
}

/** Two slices' relational counts as one (per theorem summed). */
function mergeRelational(a: RelationalCounts | undefined, b: RelationalCounts | undefined): RelationalCounts | undefined {
  if (!a || !b) return a ?? b;
  const byTheorem = new Map<number | null, number>();
  for (const e of [...a.byTheorem, ...b.byTheorem]) byTheorem.set(e.id, (byTheorem.get(e.id) ?? 0) + e.count);
  return { carried: a.carried + b.carried, decided: a.decided + b.decided, byTheorem: [...byTheorem].map(([id, count]) => ({ id, count })) };
}
