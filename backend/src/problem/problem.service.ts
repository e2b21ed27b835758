/**
 * Open problems and results independent of ZFC (kb/contract/problems.ts). The
 * marks are read from the database once per catalogue version (a few dozen
 * rows, one indexed query), so every server instance answers from the
 * committed state without the knowledge base knowing them: the reasoner never
 * sees a mark, and a pair stays undecided. Writes go through the catalogue's
 * write queue all the same, so they bump the catalogue version (kept answers
 * that show marks are forgotten) and are checked under the catalogue lock.
 */
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { fieldPair, itemScalars, LINK_FIELD_LABELS, SCALAR_LABELS, type LinkField, type Scalar } from '../../../kb/contract/fields';
import type { Created, Done } from '../../../kb/contract/items';
import { PROBLEM_STATUS_LABELS, type Problem, type ProblemStatus, } from '../../../kb/contract/problems';
import { orderedReferences } from '../../../kb/contract/references';
import { assertLoadedVersion, nextVersion } from '../catalogue/item-version';
import { optionalText } from '../catalogue/texts';
import { SpaceLink, SpaceProblem } from '../entities';
import { badRequest, notFound } from '../http/errors';
import { KnowledgeService } from '../knowledge/knowledge.service';
import { toReferences } from '../reference/reference.dto';
import type { ProblemDto } from './problem.dto';

export interface ProblemFilter { spaceId?: number; propertyId?: number; status?: ProblemStatus }

/** A mark's key: space, property, scalar. */
export const problemKey = (spaceId: number, propertyId: number, scalar: Scalar) => `${spaceId}:${propertyId}:${scalar}`;

@Injectable()
export class ProblemService {
  /** The marks as read at a catalogue version (marks()). */
  private marksRead: { version: number; rows: Promise<Array<{ spaceId: number; propertyId: number; scalar: Scalar; status: ProblemStatus }>> } | null = null;

  constructor(
    private readonly em: EntityManager,
    private readonly knowledge: KnowledgeService,
  ) {}

  /** GET /api/problem: the marks, by space symbol, then property name, then scalar. */
  async list(filter: ProblemFilter = {}): Promise<Problem[]> {
    const where: Partial<Pick<SpaceProblem, 'spaceId' | 'propertyId' | 'status'>> = {};
    if (filter.spaceId !== undefined) where.spaceId = filter.spaceId;
    if (filter.propertyId !== undefined) where.propertyId = filter.propertyId;
    if (filter.status !== undefined) where.status = filter.status;
    const rows = await this.em.find(SpaceProblem, where, { orderBy: { id: 'asc' } });
    const problems = rows.map((row) => this.view(row)).filter((p): p is Problem => p !== null);
    return problems.sort(
      (a, b) =>
        a.space.symbol.localeCompare(b.space.symbol) || a.property.name.localeCompare(b.property.name) || a.scalar.localeCompare(b.scalar),
    );
  }

  /** The marks the theorems leave undecided (as they should): the gaps leave them out. */
  async undecided(): Promise<Array<{ spaceId: number; propertyId: number; scalar: Scalar }>> {
    return (await this.marks()).filter((m) => this.derived(m.spaceId, m.propertyId, m.scalar) === null);
  }

  /** POST /api/space/{s}/property/{p}/problem/{scalar}: creates or updates the mark; warns when the theorems decide the pair. */
  async save(spaceId: number, propertyId: number, scalar: Scalar, dto: ProblemDto): Promise<Created> {
    // A mark is not a fact (nothing to check or apply) nor an item the change log keeps.
    const id = await this.knowledge.change(null, async () => {
      const { space, property } = this.pair(spaceId, propertyId);
      if (!itemScalars(space.field).includes(scalar) || !itemScalars(property.field).includes(scalar)) {
        throw badRequest({ scalar: `${property.name} is not considered for ${space.symbol} over the ${SCALAR_LABELS[scalar]} numbers.` });
      }
      const link = await this.em.findOne(SpaceLink, { spaceId, propertyId }, { fields: ['field'] });
      const stored = link ? fieldPair(link.field)[scalar] : undefined;
      if (stored !== undefined) {
        const value = stored ? 'has' : 'lacks';
        throw badRequest({
          status: `${space.symbol} is stored as one that ${value} ${property.name} over the ${SCALAR_LABELS[scalar]} numbers (${LINK_FIELD_LABELS[link!.field]}): remove the stored value first.`,
        });
      }
      const existing = await this.em.findOne(SpaceProblem, { spaceId, propertyId, scalar });
      await assertLoadedVersion(dto.version, existing?.version ?? 0, async () => (existing ? this.view(existing) : null));
      const texts = {
        status: dto.status,
        since: optionalText(dto.since),
        decidedBy: dto.status === 'INDEPENDENT' ? optionalText(dto.decidedBy) : '',
        description: optionalText(dto.description),
        references: toReferences(dto.references),
        version: nextVersion(existing),
      };
      const row = Object.assign(existing ?? Object.assign(new SpaceProblem(), { spaceId, propertyId, scalar }), texts);
      return {
        persist: async () => {
          await this.em.persistAndFlush(row);
          return row.id;
        },
      };
    });
    const derived = this.derived(spaceId, propertyId, scalar);
    return derived === null ? { id } : { id, warnings: [this.warning({ spaceId, propertyId, scalar, status: dto.status }, derived)] };
  }

  /** DELETE /api/space/{s}/property/{p}/problem/{scalar}. */
  delete(spaceId: number, propertyId: number, scalar: Scalar, version: number | null): Promise<Done> {
    return this.knowledge.change(null, async () => {
      this.pair(spaceId, propertyId);
      const row = await this.em.findOne(SpaceProblem, { spaceId, propertyId, scalar });
      if (!row) throw notFound();
      await assertLoadedVersion(version, row.version, async () => this.view(row));
      return {
        persist: async (): Promise<Done> => {
          await this.em.removeAndFlush(row);
          return {};
        },
      };
    });
  }

  /**
   * Refuses (400 under field) a stored has/lacks on a pair independent of ZFC;
   * run inside the link save's write, with its EntityManager.
   */
  async assertStorable(spaceId: number, propertyId: number, field: LinkField): Promise<void> {
    const marks = await this.em.find(SpaceProblem, { spaceId, propertyId, status: 'INDEPENDENT' }, { fields: ['scalar'] });
    const pair = fieldPair(field);
    const refused = marks.find((m) => pair[m.scalar] !== undefined);
    if (refused) {
      const reads = this.knowledge.reads;
      const space = reads.space(spaceId)?.symbol ?? `space ${spaceId}`;
      const property = reads.property(propertyId)?.name ?? `property ${propertyId}`;
      throw badRequest({
        field: `Whether ${space} has ${property} over the ${SCALAR_LABELS[refused.scalar]} numbers is independent of ZFC: it cannot be stored as a fact (remove the mark first if it is wrong).`,
      });
    }
  }

  /**
   * Runs a save that may change what the theorems derive, and adds a warning
   * for every marked pair it leaves decided that was not decided before (a
   * new theorem, or a mistake): saved all the same, not silently.
   */
  async warnAfter<T extends Created>(save: () => Promise<T>): Promise<T> {
    const before = await this.decidedMarks();
    const result = await save();
    const warnings = (await this.decidedMarks()).filter((m) => !before.some((b) => b.key === m.key && b.derived === m.derived)).map((m) => this.warning(m, m.derived));
    return warnings.length ? { ...result, warnings } : result;
  }

  private async decidedMarks(): Promise<Array<{ key: string; spaceId: number; propertyId: number; scalar: Scalar; status: ProblemStatus; derived: boolean }>> {
    return (await this.marks()).flatMap((r) => {
      const derived = this.derived(r.spaceId, r.propertyId, r.scalar);
      return derived === null ? [] : [{ key: problemKey(r.spaceId, r.propertyId, r.scalar), spaceId: r.spaceId, propertyId: r.propertyId, scalar: r.scalar, status: r.status, derived }];
    });
  }

  /**
   * Every mark's pair, scalar and status, as plain rows: read once per
   * catalogue version (a mark's write bumps it), not twice per link or
   * theorem save (warnAfter), which cost each save two round trips. Read
   * once this instance is at `version`, the rows hold every mark committed up
   * to it.
   */
  marks(): Promise<Array<{ spaceId: number; propertyId: number; scalar: Scalar; status: ProblemStatus }>> {
    const version = this.knowledge.version;
    if (this.marksRead?.version === version) return this.marksRead.rows;
    const rows = this.em
      .execute<Array<{ space_id: number; property_id: number; scalar: Scalar; status: ProblemStatus }>>('select "space_id", "property_id", "scalar", "status" from "space_property_problem"')
      .then((found) => found.map((r) => ({ spaceId: Number(r.space_id), propertyId: Number(r.property_id), scalar: r.scalar, status: r.status })));
    const read = { version, rows };
    this.marksRead = read;
    // A failed read is not kept.
    rows.catch(() => {
      if (this.marksRead === read) this.marksRead = null;
    });
    return rows;
  }

  /** What the theorems (with the stored links) give for the pair over the scalar, or null. */
  private derived(spaceId: number, propertyId: number, scalar: Scalar): boolean | null {
    const view = this.knowledge.linkRow(spaceId, propertyId);
    if (!view.field) return null;
    return fieldPair(view.field)[scalar] ?? null;
  }

  private warning(mark: { spaceId: number; propertyId: number; scalar: Scalar; status: ProblemStatus }, derived: boolean): string {
    const reads = this.knowledge.reads;
    const space = reads.space(mark.spaceId)?.symbol ?? `space ${mark.spaceId}`;
    const property = reads.property(mark.propertyId)?.name ?? `property ${mark.propertyId}`;
    const what = mark.status === 'OPEN' ? 'an open problem' : 'independent of ZFC';
    return `The theorems now derive that ${space} ${derived ? 'has' : 'lacks'} ${property} over the ${SCALAR_LABELS[mark.scalar]} numbers, which is marked ${what} (${PROBLEM_STATUS_LABELS[mark.status]}): a new theorem, or a mistake to look at.`;
  }

  private pair(spaceId: number, propertyId: number) {
    const space = this.knowledge.reads.space(spaceId);
    const property = this.knowledge.reads.property(propertyId);
    if (!space || !property) throw notFound();
    return { space, property };
  }

  private view(row: SpaceProblem): Problem | null {
    const reads = this.knowledge.reads;
    const space = reads.spaceSummary(row.spaceId);
    const property = reads.propertySummary(row.propertyId);
    if (!space || !property) return null;
    return {
      id: row.id,
      space,
      property,
      scalar: row.scalar,
      status: row.status,
      since: row.since,
      decidedBy: row.decidedBy,
      description: row.description,
      references: orderedReferences(row.references),
      version: row.version,
      derived: this.derived(row.spaceId, row.propertyId, row.scalar),
    };
  }
}
