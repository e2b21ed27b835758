/**
 * Readers' Datalog queries (GET /api/query): one QueryRunner (kb/datalog),
 * whose worker copies the knowledge base's DataScript database on the first
 * query and is fed every transaction after.
 */
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { QueryRunner, type QueryOutcome } from '../../../kb/datalog/query-runner';
import { KnowledgeService } from '../knowledge/knowledge.service';

@Injectable()
export class QueryService implements OnModuleDestroy {
  private runner: QueryRunner | null = null;

  constructor(private readonly knowledge: KnowledgeService) {}

  query(q: string): Promise<QueryOutcome> {
    this.runner ??= new QueryRunner(this.knowledge.datalog);
    return this.runner.query(q);
  }

  async onModuleDestroy(): Promise<void> {
    await this.runner?.close();
  }
}
