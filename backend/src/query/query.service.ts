/**
 * Readers' Datalog queries (GET /api/query): one QueryRunner (kb/datalog),
 * whose worker copies the knowledge base's DataScript database on the first
 * query and is fed every transaction after; the equations and the marks are
 * added to it before each query (query-entities.service.ts).
 */
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { QUERY_LIMITS, QueryRunner, type QueryOutcome } from '../../../kb/datalog/query-runner';
import { AppConfig } from '../config/app-config';
import { KnowledgeService } from '../knowledge/knowledge.service';
import { QueryEntitiesService } from './query-entities.service';

@Injectable()
export class QueryService implements OnModuleDestroy {
  private runner: QueryRunner | null = null;

  constructor(
    private readonly knowledge: KnowledgeService,
    private readonly entities: QueryEntitiesService,
    private readonly config: AppConfig,
  ) {}

  async query(q: string): Promise<QueryOutcome> {
    // The equations and the marks at this catalogue version first (the spaces' facts and relations the runner brings up to date).
    await this.entities.prepare();
    this.runner ??= new QueryRunner(this.knowledge.datalog, { ...QUERY_LIMITS, budgetMs: this.config.queryBudgetMs });
    return this.runner.query(q);
  }

  async onModuleDestroy(): Promise<void> {
    await this.runner?.close();
  }
}
