/**
 * The admin's compute report (POST /api/admin/compute): the knowledge base is
 * rebuilt from the database, then asked for every computation, with the space
 * and property lists the report page names them by.
 */
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ComputeReport } from '../../../kb/contract';
import { Property, Space } from '../entities';
import { KnowledgeService } from '../knowledge/knowledge.service';

export interface ComputeResponse extends ComputeReport {
  spaces: Array<{ id: number; symbol: string }>;
  properties: Array<{ id: number; name: string }>;
}

@Injectable()
export class ComputeService {
  constructor(
    private readonly em: EntityManager,
    private readonly knowledge: KnowledgeService,
  ) {}

  async compute(): Promise<ComputeResponse> {
    // In the write queue, so no catalogue write lands between the rebuild and the report.
    const report = await this.knowledge.write(async () => {
      await this.knowledge.reload();
      return this.knowledge.report();
    });
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
}
