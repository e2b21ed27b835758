/**
 * Relations between spaces (kb/contract/relations.ts, docs/relations.md):
 * stored ones with their texts, and what the reasoner knows of a space's
 * relations, stored or derived, with proofs. A write goes through the
 * knowledge base like a link's: a relation that would contradict what is
 * known — across spaces too — is refused with its derivation.
 */
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { linkFieldOptions, pairToField, type FieldPair, type Scalar } from '../../../kb/contract/fields';
import type { Created, Done } from '../../../kb/contract/items';
import type { RelationKind, RelationProofNode } from '../../../kb/contract/links';
import { relationNode } from '../../../kb/link-view';
import { orderedReferences } from '../../../kb/contract/references';
import { RELATION_KIND_LABELS, type DeclaredProperty, type RelatedSpace, type RelationPage, type StoredRelation } from '../../../kb/contract/relations';
import type { CatalogueChange, RelationRecord } from '../../../kb/records';
import { assertLoadedVersion, nextVersion } from '../catalogue/item-version';
import { optionalText } from '../catalogue/texts';
import { Property, SpaceRelation } from '../entities';
import { badRequest, notFound } from '../http/errors';
import { MAX_ID } from '../http/id.pipe';
import { KnowledgeService } from '../knowledge/knowledge.service';
import { toReferences } from '../reference/reference.dto';
import type { RelationDto } from './relation.dto';

/** A new relation is checked under an id above every stored one, where it will sort once stored (the first of a relation and its negation wins). */
const NEW_RELATION_ID = MAX_ID;

@Injectable()
export class RelationService {
  constructor(
    private readonly em: EntityManager,
    private readonly knowledge: KnowledgeService,
  ) {}

  /** GET /api/relation: the stored relations (of one space, as Y or as X, when given), oldest first. */
  async list(spaceId?: number): Promise<StoredRelation[]> {
    const where = spaceId === undefined ? {} : { $or: [{ spaceId }, { ofSpaceId: spaceId }] };
    const rows = await this.em.find(SpaceRelation, where, { orderBy: { id: 'asc' } });
    return rows.flatMap((r) => this.view(r) ?? []);
  }

  /** GET /api/relation/{id}. */
  async get(id: number): Promise<StoredRelation> {
    const row = await this.em.findOne(SpaceRelation, id);
    const view = row && this.view(row);
    if (!view) throw notFound();
    return view;
  }

  /** GET /api/space/{id}/relation: every relation known of the space, as Y or as X, stored or derived, one entry per (kind, Y, X). */
  async related(spaceId: number): Promise<RelatedSpace[]> {
    if (!this.knowledge.reads.space(spaceId)) throw notFound();
    const stored = new Map((await this.list(spaceId)).map((r) => [key(r.kind, r.space.id, r.ofSpace.id), r.id]));
    const entries = new Map<string, { kind: RelationKind; spaceId: number; ofSpaceId: number; pair: FieldPair; computed: boolean }>();
    for (const r of this.knowledge.relationsOf(spaceId)) {
      // A space is trivially related to itself; only its being its own dual says something.
      if (r.spaceId === r.ofSpaceId && r.kind !== 'dual') continue;
      const k = key(r.kind, r.spaceId, r.ofSpaceId);
      let entry = entries.get(k);
      if (!entry) entries.set(k, (entry = { kind: r.kind, spaceId: r.spaceId, ofSpaceId: r.ofSpaceId, pair: { REAL: undefined, COMPLEX: undefined }, computed: false }));
      entry.pair[r.scalar] = r.value;
      if (!r.stored) entry.computed = true;
    }
    const out: RelatedSpace[] = [];
    for (const [k, e] of entries) {
      const [space, ofSpace, field] = [this.knowledge.reads.spaceSummary(e.spaceId), this.knowledge.reads.spaceSummary(e.ofSpaceId), pairToField(e.pair)];
      if (space && ofSpace && field) out.push({ kind: e.kind, space, ofSpace, field, relationId: stored.get(k) ?? null, computed: e.computed });
    }
    return out;
  }

  /** GET /api/space/{id}/declared-properties: the properties whose declared meaning names the space, oldest first. */
  async declaredProperties(spaceId: number): Promise<DeclaredProperty[]> {
    if (!this.knowledge.reads.space(spaceId)) throw notFound();
    const rows = await this.em.find(Property, { meansSpaceId: spaceId }, { orderBy: { id: 'asc' } });
    return rows.flatMap((p) => (p.meansRelation ? [{ id: p.id, name: p.name, field: p.field, relation: p.meansRelation }] : []));
  }

  /** GET /api/space/{y}/relation/{kind}/{x}: the relation, its stored record (or null) and a proof per known scalar. */
  async page(spaceId: number, kind: RelationKind, ofSpaceId: number): Promise<RelationPage> {
    const [space, ofSpace] = [this.knowledge.reads.spaceSummary(spaceId), this.knowledge.reads.spaceSummary(ofSpaceId)];
    if (!space || !ofSpace) throw notFound();
    const row = await this.em.findOne(SpaceRelation, { kind, spaceId, ofSpaceId });
    const proofs: RelationProofNode[] = [];
    const pair: FieldPair = { REAL: undefined, COMPLEX: undefined };
    for (const scalar of ['REAL', 'COMPLEX'] as Scalar[]) {
      const proof = this.knowledge.relationProof({ kind, spaceId, ofSpaceId }, scalar);
      if (!proof) continue;
      pair[scalar] = proof.value;
      proofs.push(relationNode(proof));
    }
    const field = pairToField(pair);
    if (!row && !field) throw notFound();
    return { kind, space, ofSpace, relation: row ? this.view(row) : null, field, proofs };
  }

  /** POST /api/relation (id null) and /api/relation/{id}. */
  save(id: number | null, dto: RelationDto): Promise<Created> {
    return this.knowledge.change({ kind: 'relation', id }, async () => {
      const stored = id === null ? null : await this.em.findOne(SpaceRelation, id);
      if (id !== null && !stored) throw notFound();
      await assertLoadedVersion(dto.version, stored?.version ?? 0, () => (stored ? this.view(stored) : null));
      const record = await this.checked(id, dto);
      const factChanges = !stored || stored.kind !== dto.kind || stored.spaceId !== dto.spaceId || stored.ofSpaceId !== dto.ofSpaceId || stored.field !== dto.field;
      return {
        check: factChanges ? { kind: 'relation', relation: record } : null,
        persist: async () => {
          const row = stored ?? new SpaceRelation();
          Object.assign(row, {
            kind: dto.kind,
            spaceId: dto.spaceId,
            ofSpaceId: dto.ofSpaceId,
            field: dto.field,
            description: optionalText(dto.description),
            references: toReferences(dto.references),
            version: nextVersion(stored),
          });
          await this.em.persistAndFlush(row);
          return { id: row.id };
        },
        changes: (saved) => (factChanges ? [{ kind: 'relation', relation: { ...record, id: saved.id } }] : []),
      };
    });
  }

  /** DELETE /api/relation/{id}. */
  delete(id: number, version: number | null = null): Promise<Done> {
    return this.knowledge.change({ kind: 'relation', id, deleting: true }, async () => {
      const row = await this.em.findOne(SpaceRelation, id);
      if (!row) throw notFound();
      await assertLoadedVersion(version, row.version, () => this.view(row));
      return {
        persist: async () => {
          await this.em.removeAndFlush(row);
          return {};
        },
        changes: () => [{ kind: 'relationDeleted', relationId: id }],
      };
    });
  }

  /**
   * The change saving the relation form would check (POST /api/preview/relation):
   * the save's own checks, nothing written.
   */
  async previewChange(id: number | null, dto: RelationDto): Promise<CatalogueChange> {
    if (id !== null && !(await this.em.findOne(SpaceRelation, id))) throw notFound();
    return { kind: 'relation', relation: await this.checked(id, dto) };
  }

  /** The relation as the reasoner takes it, after the checks a form's fields answer for (400 under the field). */
  private async checked(storedId: number | null, dto: RelationDto): Promise<RelationRecord> {
    const id = storedId ?? NEW_RELATION_ID;
    const space = this.knowledge.reads.space(dto.spaceId);
    const ofSpace = this.knowledge.reads.space(dto.ofSpaceId);
    if (!space) throw badRequest({ spaceId: 'There is no such space (it may have been deleted).' });
    if (!ofSpace) throw badRequest({ ofSpaceId: 'There is no such space (it may have been deleted).' });
    if (dto.spaceId === dto.ofSpaceId && dto.kind !== 'dual') {
      throw badRequest({ ofSpaceId: `Every space ${RELATION_KIND_LABELS[dto.kind]} itself: a relation of a space to itself says nothing here.` });
    }
    const options = linkFieldOptions(space.field, ofSpace.field);
    if (!options.length) throw badRequest({ field: 'These two spaces have no scalar field in common: nothing relates them over a field neither has.' });
    if (!options.includes(dto.field)) throw badRequest({ field: `The field must be one of ${options.join(', ')} for these two spaces.` });
    const same = await this.em.findOne(SpaceRelation, { kind: dto.kind, spaceId: dto.spaceId, ofSpaceId: dto.ofSpaceId });
    if (same && same.id !== storedId) throw badRequest({ kind: `This relation is already stored (#${same.id}): edit that one.` });
    return { id, kind: dto.kind, spaceId: dto.spaceId, ofSpaceId: dto.ofSpaceId, field: dto.field };
  }

  /** A stored relation with its spaces' summaries (null if a space is gone: the database removes the row with it). */
  private view(r: SpaceRelation): StoredRelation | null {
    const [space, ofSpace] = [this.knowledge.reads.spaceSummary(r.spaceId), this.knowledge.reads.spaceSummary(r.ofSpaceId)];
    if (!space || !ofSpace) return null;
    return { id: r.id, kind: r.kind, space, ofSpace, field: r.field, description: r.description, references: orderedReferences(r.references), version: r.version };
  }
}

function key(kind: RelationKind, spaceId: number, ofSpaceId: number): string {
  return `${kind}:${spaceId}:${ofSpaceId}`;
}


