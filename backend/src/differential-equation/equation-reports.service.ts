/**
 * What the equation catalogue leaves open and what its theorems compute
 * (issue 26): the ranked gaps (GET /api/differential-equation/questions), the
 * admin's compute report of equation facts (GET /api/admin/compute/equations)
 * and the equation theorems that follow from the others (GET
 * /api/admin/redundant-equation-theorems). Each is made from the equation
 * reasoner of one catalogue version (equation-reasoning.ts) and kept for it;
 * names are read from the database.
 */
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Reasoner } from '../../../rules';
import type { EquationQuestionsView, EquationReportSummary } from '../../../kb/contract/equation-reports';
import type { RedundantTheorem } from '../../../kb/contract/theorem-checks';
import { equationGaps, equationReport, type EquationGap, type EquationNames } from '../../../kb/equation-reports';
import { DifferentialEquation, DifferentialEquationProperty, EquationTheorem } from '../entities';
import { badRequest } from '../http/errors';
import { KnowledgeService } from '../knowledge/knowledge.service';
import { EquationReasoning, loadEquationReasoner } from './equation-reasoning';

export interface EquationGapFilter { equationId?: number; propertyId?: number; limit: number; offset: number }

@Injectable()
export class EquationReportsService {
  /** Each reasoner's ranked gaps (a reasoner is one catalogue version's). */
  private readonly gaps = new WeakMap<Reasoner, EquationGap[]>();
  private report: { version: number; summary: Promise<EquationReportSummary> } | null = null;

  constructor(
    private readonly em: EntityManager,
    private readonly knowledge: KnowledgeService,
    private readonly reasoning: EquationReasoning,
  ) {}

  /** The gaps the filter keeps, ranked, a page of them; an unknown equation or property is a 400 under its parameter. */
  async questions(filter: EquationGapFilter): Promise<EquationQuestionsView> {
    const reasoner = await this.reasoning.current();
    const names = await this.names();
    if (filter.equationId !== undefined && !names.equations.has(filter.equationId)) throw badRequest({ equation: `No equation has the id ${filter.equationId}.` });
    if (filter.propertyId !== undefined && !names.properties.has(filter.propertyId)) {
      throw badRequest({ property: `No equation property has the id ${filter.propertyId}.` });
    }
    let ranked = this.gaps.get(reasoner);
    if (!ranked) {
      ranked = equationGaps(reasoner);
      this.gaps.set(reasoner, ranked);
    }
    // An equation or property written on another instance since the reasoner was built is left out until it is held.
    const kept = ranked.filter(
      (g) =>
        (filter.equationId === undefined || g.equationId === filter.equationId) &&
        (filter.propertyId === undefined || g.propertyId === filter.propertyId) &&
        names.equations.has(g.equationId) &&
        names.properties.has(g.propertyId),
    );
    const questions = kept.slice(filter.offset, filter.offset + filter.limit).map((g) => ({
      equation: { id: g.equationId, name: names.equations.get(g.equationId)! },
      property: { id: g.propertyId, name: names.properties.get(g.propertyId)! },
      ifHolds: g.ifHolds,
      ifFails: g.ifFails,
    }));
    return { total: kept.length, questions };
  }

  /** The compute report of the equation facts, made once per catalogue version. */
  computeReport(): Promise<EquationReportSummary> {
    const version = this.knowledge.version;
    if (this.report?.version !== version) {
      const summary = this.knowledge.readSnapshot(async (em) => {
        const start = performance.now();
        const reasoner = await loadEquationReasoner(em);
        const buildMs = performance.now() - start;
        return equationReport(reasoner, await this.names(em), buildMs, start);
      });
      this.report = { version, summary };
      summary.catch(() => {
        if (this.report?.summary === summary) this.report = null;
      });
    }
    return this.report.summary;
  }

  /** Every equation theorem that follows from the others, with its derivation (the reasoner keeps the list until the rules change). */
  async redundantTheorems(): Promise<RedundantTheorem[]> {
    const reasoner = await this.reasoning.current();
    const { theorems } = await this.names();
    return reasoner
      .redundantTheorems('equation')
      .filter(({ theoremId }) => theorems.has(theoremId))
      .map(({ theoremId, derivations }) => ({ theorem: { id: theoremId, name: theorems.get(theoremId) || null }, derivations }));
  }

  /** Names by id; a theorem without a name is the empty string. */
  private async names(em: EntityManager = this.em.fork()): Promise<EquationNames> {
    const [equations, properties, theorems] = await Promise.all([
      em.find(DifferentialEquation, {}, { fields: ['id', 'name'] }),
      em.find(DifferentialEquationProperty, {}, { fields: ['id', 'name'] }),
      em.find(EquationTheorem, {}, { fields: ['id', 'name'] }),
    ]);
    return {
      equations: new Map(equations.map((e) => [e.id, e.name])),
      properties: new Map(properties.map((p) => [p.id, p.name])),
      theorems: new Map(theorems.map((t) => [t.id, t.name ?? ''])),
    };
  }
}
