/**
 * The preview of a save (issue 24): what saving the link, theorem or relation form
 * would add and remove among the derived facts, or the contradiction it would be
 * refused with. The form is validated as the save validates it, and the change
 * is put to the knowledge base's check, the one the save makes
 * (the check of KnowledgeService.change); nothing is written and the write queue
 * is not entered, so a preview waits for no write.
 */
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { linkFieldOptions } from '../../../kb/contract/fields';
import type { PreviewFact, SavePreview } from '../../../kb/contract/changes';
import type { SpaceFact } from '../../../kb/change-preview';
import type { CatalogueChange, TheoremRecord } from '../../../kb/records';
import { badRequest, notFound } from '../http/errors';
import { describeContradictions } from '../knowledge/contradiction-message';
import { contradictionKey, KnowledgeService } from '../knowledge/knowledge.service';
import { RelationService } from '../relation/relation.service';
import { TheoremService } from '../theorem/theorem.service';
import type { LinkPreviewDto, RelationPreviewDto, TheoremPreviewDto } from './preview.dto';

/** How many added and removed facts the answer lists (the counts are whole). */
export const PREVIEW_EXAMPLES = 20;

@Injectable()
export class PreviewService {
  constructor(
    private readonly knowledge: KnowledgeService,
    private readonly theorems: TheoremService,
    private readonly relations: RelationService,
    private readonly em: EntityManager,
  ) {}

  /** POST /api/preview/link: the link saved with `field`, or (null) its stored link deleted. */
  async link({ spaceId, propertyId, field }: LinkPreviewDto): Promise<SavePreview> {
    const space = this.knowledge.reads.space(spaceId);
    const property = this.knowledge.reads.property(propertyId);
    if (!space || !property) throw notFound();
    if (field === null) {
      // Only a stored link can be deleted (a computed one has no record: the delete is a 404).
      if (!this.knowledge.linkRow(spaceId, propertyId).linked) throw notFound();
      return this.answer({ kind: 'linkDeleted', spaceId, propertyId });
    }
    // The save's own checks, with its messages.
    const options = linkFieldOptions(space.field, property.field);
    if (!options.length) throw badRequest({ field: 'This property cannot be linked to this space: their fields do not match.' });
    if (!options.includes(field)) throw badRequest({ field: `The field must be one of ${options.join(', ')} for this space and property.` });
    return this.answer({ kind: 'link', link: { spaceId, propertyId, field } });
  }

  /** POST /api/preview/theorem: the theorem form saved, as a new theorem or (with `id`) over the stored one. */
  async theorem(dto: TheoremPreviewDto): Promise<SavePreview> {
    const id = dto.id ?? null;
    const stored = id === null ? undefined : this.knowledge.reads.theorem(id);
    if (id !== null && !stored) throw notFound();
    // Along a relation as the form says, else as stored: the save's reading.
    const along = dto.along === undefined ? (stored?.along ?? null) : dto.along;
    await this.theorems.assertAtomsValid(dto, along);
    const atoms = (list: TheoremPreviewDto['conditions']) => list.map(({ propertyId, field }) => ({ propertyId, field }));
    // A new theorem is checked with id 0, as the save checks it.
    const theorem: TheoremRecord = { id: id ?? 0, name: dto.name || null, conditions: atoms(dto.conditions), conclusions: atoms(dto.conclusions), ...(along ? { along } : {}) };
    return this.answer({ kind: 'theorem', theorem });
  }

  /** POST /api/preview/relation: the relation form saved, as a new relation or (with `id`) over the stored one. */
  async relation(dto: RelationPreviewDto): Promise<SavePreview> {
    return this.answer(await this.relations.previewChange(dto.id ?? null, dto));
  }

  private async answer(change: CatalogueChange): Promise<SavePreview> {
    const preview = this.knowledge.preview(change);
    const { contradictions } = preview;
    // The save's own message (names read from the database, as the save reads them).
    if (contradictions.length) throw badRequest({ [contradictionKey(change, contradictions)]: await describeContradictions(this.em.fork(), contradictions, change) });
    // The derived facts, as the change log counts a change's consequences: a stored fact is the edit itself.
    const added = preview.added.filter((f) => !f.stored);
    const removed = preview.removed.filter((f) => !f.stored);
    const spaces = new Set([...added, ...removed].map((f) => f.spaceId));
    return {
      added: added.length,
      removed: removed.length,
      spaces: spaces.size,
      examplesAdded: added.slice(0, PREVIEW_EXAMPLES).map((f) => this.fact(f)),
      examplesRemoved: removed.slice(0, PREVIEW_EXAMPLES).map((f) => this.fact(f)),
    };
  }

  private fact(f: SpaceFact): PreviewFact {
    const reads = this.knowledge.reads;
    return {
      subjectKind: 'space',
      subjectId: f.spaceId,
      label: reads.space(f.spaceId)?.symbol ?? `#${f.spaceId}`,
      propertyId: f.propertyId,
      propertyName: reads.property(f.propertyId)?.name ?? `#${f.propertyId}`,
      scalar: f.scalar,
      value: f.value,
      stored: f.stored,
    };
  }
}
