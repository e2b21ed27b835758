/**
 * What the text search and the equation formula search read from the
 * database: every item's title, description and reference titles, the
 * equations and their properties' names. Read with plain queries (no entities)
 * once per catalogue version (KnowledgeService.version moves with every
 * write, equations included), and indexed once per load.
 */
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { EquationRef } from '../../../kb/contract/discovery';
import { TextIndex, type TextDocument } from '../../../kb/discovery-text';
import type { TextType } from '../../../kb/contract/discovery';
import { KnowledgeService } from '../knowledge/knowledge.service';
import { StampedCache } from './stamped-cache';

export interface EquationCatalogue {
  equations: EquationRef[];
  properties: { id: number; name: string }[];
}

interface TextRow { id: number; title: string | null; alias: string | null; description: string; references: { title?: unknown }[] | string | null }

const TEXT_QUERIES: [TextType, string][] = [
  ['space', 'select "id", "symbol" as "title", null as "alias", "description", "references" from "space"'],
  ['property', 'select "id", "name" as "title", null as "alias", "description", "references" from "property"'],
  ['theorem', 'select "id", "name" as "title", null as "alias", "description", "references" from "theorem"'],
  ['equation', 'select "id", "name" as "title", "symbol" as "alias", "description", "references" from "differential_equation"'],
  ['equation-property', 'select "id", "name" as "title", null as "alias", "description", "references" from "differential_equation_property"'],
];

@Injectable()
export class CatalogueTexts {
  private readonly texts = new StampedCache<TextIndex>();
  private readonly equationData = new StampedCache<EquationCatalogue>();

  constructor(
    private readonly em: EntityManager,
    private readonly knowledge: KnowledgeService,
  ) {}

  index(): Promise<TextIndex> {
    return this.texts.get(this.knowledge.version, async () => {
      const documents: TextDocument[] = [];
      for (const [type, sql] of TEXT_QUERIES) {
        for (const row of await this.em.getConnection().execute<TextRow[]>(sql)) {
          documents.push({
            type,
            id: row.id,
            title: row.title,
            aliases: row.alias ? [row.alias] : [],
            description: row.description ?? '',
            referenceTitles: referenceTitles(row.references),
          });
        }
      }
      return new TextIndex(documents);
    });
  }

  equations(): Promise<EquationCatalogue> {
    return this.equationData.get(this.knowledge.version, async () => {
      const connection = this.em.getConnection();
      const [equations, properties] = await Promise.all([
        connection.execute<EquationRef[]>('select "id", "name" from "differential_equation"'),
        connection.execute<{ id: number; name: string }[]>('select "id", "name" from "differential_equation_property"'),
      ]);
      return { equations, properties };
    });
  }
}

function referenceTitles(references: TextRow['references']): string[] {
  const list = typeof references === 'string' ? (JSON.parse(references) as { title?: unknown }[]) : (references ?? []);
  return list.map((r) => (typeof r.title === 'string' ? r.title : '')).filter((t) => t !== '');
}
