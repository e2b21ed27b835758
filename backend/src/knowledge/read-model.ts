/**
 * The read model: what the catalogue's item reads answer (spaces, properties,
 * theorems with their named conditions and conclusions), held in memory and
 * kept in step with every write by KnowledgeService (the same changes the
 * knowledge base gets; each change re-reads only the item it names), which
 * also learns from it which records the kept reads must forget
 * (commit-reach.ts; the facts' part comes from the reasoner). Reads
 * cost a map lookup; the sorted lists are built once per change.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { CatalogueChange } from '../../../kb/records';
import { sortByText } from '../catalogue/sorting';
import { Property, Space, Theorem, TheoremAtom } from '../entities';
import { propertySummary, propertyView } from '../property/property.view';
import { spaceListEntry, spaceSummary, spaceView } from '../space/space.view';
import { theoremView } from '../theorem/theorem.view';
import { CommitReach } from './commit-reach';

type SpaceView = ReturnType<typeof spaceView>;
type PropertyView = ReturnType<typeof propertyView>;
type TheoremView = ReturnType<typeof theoremView>;
interface StoredTheorem {
  theorem: Theorem;
  atoms: TheoremAtom[];
}

export class ReadModel {
  private readonly spaces = new Map<number, SpaceView>();
  private readonly properties = new Map<number, PropertyView>();
  private readonly theorems = new Map<number, StoredTheorem>();
  /** Built on first use after a change. */
  private lists: { spaces?: { id: number; symbol: string }[]; properties?: ReturnType<typeof propertySummary>[]; theorems?: TheoremView[] } = {};

  static async load(em: EntityManager): Promise<ReadModel> {
    const model = new ReadModel();
    await model.loadAll(em);
    return model;
  }

  /** Re-reads what `change` names (after its commit), or everything on a reload. */
  async apply(em: EntityManager, change: CatalogueChange): Promise<CommitReach> {
    return this.applyAll(em, [change]);
  }

  /**
   * Re-reads what `changes` name (after their commit: one transaction's
   * writes, in order), each item once and each kind in one query, or
   * everything on a reload; returns which records the reads answer
   * differently now (commit-reach.ts), from each space as it was and as it
   * is (the facts' part is the reasoner's). `written`:
   * the rows some space changes' own statements returned, taken as they are
   * when nothing later in `changes` touched that space (not re-read).
   */
  async applyAll(em: EntityManager, changes: CatalogueChange[], written: ReadonlyMap<CatalogueChange, Space> = new Map()): Promise<CommitReach> {
    if (changes.some((c) => c.kind === 'reload')) {
      await this.loadAll(em);
      return CommitReach.everything();
    }
    const reach = new CommitReach();
    const spaceIds = new Set<number>();
    const propertyIds = new Set<number>();
    const theoremIds = new Set<number>();
    const deletedSpaces = new Set<number>();
    /** The row a space's last change returned, if it did. */
    const rows = new Map<number, Space>();
    let stale: { properties?: true; theorems?: true } = {};
    for (const change of changes) {
      switch (change.kind) {
        case 'space': {
          const row = written.get(change);
          if (row) rows.set(change.space.id, row);
          else rows.delete(change.space.id);
          spaceIds.add(change.space.id);
          break;
        }
        case 'spaceDeleted':
          deletedSpaces.add(change.spaceId);
          break;
        case 'property':
          propertyIds.add(change.property.id);
          break;
        case 'propertyDeleted':
          this.properties.delete(change.propertyId);
          // Its theorems went with it, as in the knowledge base.
          for (const [id, { atoms }] of this.theorems) if (atoms.some((a) => a.propertyId === change.propertyId)) this.theorems.delete(id);
          break;
        case 'theorem':
          theoremIds.add(change.theorem.id);
          break;
        case 'theoremDeleted':
          this.theorems.delete(change.theoremId);
          break;
        default:
          break;
      }
      // A property's name is in the link lists and the theorems; theorems change every space's facts.
      if (change.kind === 'property' || change.kind === 'propertyDeleted') stale = { properties: true, theorems: true };
      if (change.kind === 'theorem' || change.kind === 'theoremDeleted') stale.theorems = true;
      // A property's name is in every list that shows it.
      if (change.kind === 'property' || change.kind === 'propertyDeleted') reach.addEverything();
      if (change.kind === 'theorem' || change.kind === 'theoremDeleted') reach.theorems();
    }
    // Spaces as they were, to tell which lists and facts a save changed (a description changes neither).
    const before = new Map([...spaceIds, ...deletedSpaces].map((id) => [id, this.spaces.get(id)]));
    for (const id of deletedSpaces) this.spaces.delete(id);
    // Read as committed: an item saved, then deleted in the same transaction, is not found and goes.
    // A space whose last save returned its row is not read again (the commit keeps that row).
    if (spaceIds.size) {
      const reread = [...spaceIds].filter((id) => !rows.has(id) || deletedSpaces.has(id));
      const found = reread.length ? await em.find(Space, { id: { $in: reread } }) : [];
      for (const id of spaceIds) this.spaces.delete(id);
      for (const space of found) this.spaces.set(space.id, spaceView(space));
      for (const [id, row] of rows) if (!deletedSpaces.has(id)) this.spaces.set(id, spaceView(row));
    }
    if (propertyIds.size) {
      const found = await em.find(Property, { id: { $in: [...propertyIds] } });
      for (const id of propertyIds) this.properties.delete(id);
      for (const property of found) this.properties.set(property.id, propertyView(property));
    }
    if (theoremIds.size) {
      const found = await em.find(Theorem, { id: { $in: [...theoremIds] } });
      const atoms = found.length ? await em.find(TheoremAtom, { theoremId: { $in: found.map((t) => t.id) } }) : [];
      for (const id of theoremIds) this.theorems.delete(id);
      for (const theorem of found) this.theorems.set(theorem.id, { theorem, atoms: atoms.filter((a) => a.theoremId === theorem.id) });
    }
    let spaceList = false;
    for (const [id, old] of before) {
      const now = this.spaces.get(id);
      reach.space(id);
      if (!old || !now || old.symbol !== now.symbol) spaceList = true;
    }
    if (spaceList) reach.spaceList();
    // The lists are dropped only now that the items are in: a read during the re-reads above
    // rebuilds them from the items as they were, and must not keep them.
    this.lists = {
      spaces: spaceList ? undefined : this.lists.spaces,
      properties: stale.properties ? undefined : this.lists.properties,
      theorems: stale.theorems ? undefined : this.lists.theorems,
    };
    return reach;
  }

  space(id: number): SpaceView | undefined {
    return this.spaces.get(id);
  }

  property(id: number): PropertyView | undefined {
    return this.properties.get(id);
  }

  /** GET /api/space: id and symbol, by readable symbol. */
  spaceList() {
    return (this.lists.spaces ??= sortByText([...this.spaces.values()], (s) => s.symbol).map(spaceListEntry));
  }

  /** GET /api/property: id, name, field, by readable name. */
  propertyList() {
    return (this.lists.properties ??= sortByText([...this.properties.values()], (p) => p.name).map(propertySummary));
  }

  spaceSummary(id: number) {
    const space = this.spaces.get(id);
    return space && spaceSummary(space);
  }

  propertySummary(id: number) {
    const property = this.properties.get(id);
    return property && propertySummary(property);
  }

  /** GET /api/theorem (by id), or those with a condition or conclusion on `propertyId`. */
  theoremList(propertyId?: number): TheoremView[] {
    const all = (this.lists.theorems ??= [...this.theorems.values()].sort((a, b) => a.theorem.id - b.theorem.id).map((t) => this.view(t)));
    if (propertyId === undefined) return all;
    return all.filter((t) => t.conditions.some((a) => a.propertyId === propertyId) || t.conclusions.some((a) => a.propertyId === propertyId));
  }

  theorem(id: number): TheoremView | undefined {
    const stored = this.theorems.get(id);
    return stored && this.view(stored);
  }

  private view({ theorem, atoms }: StoredTheorem): TheoremView {
    return theoremView(theorem, atoms, this.properties);
  }

  private async loadAll(em: EntityManager): Promise<void> {
    // One after another: a build runs this inside its transaction, on one connection.
    const spaces = await em.find(Space, {});
    const properties = await em.find(Property, {});
    const theorems = await em.find(Theorem, {});
    const atoms = await em.find(TheoremAtom, {});
    this.spaces.clear();
    this.properties.clear();
    this.theorems.clear();
    for (const s of spaces) this.spaces.set(s.id, spaceView(s));
    for (const p of properties) this.properties.set(p.id, propertyView(p));
    const byTheorem = new Map<number, TheoremAtom[]>();
    for (const a of atoms) {
      const list = byTheorem.get(a.theoremId);
      if (list) list.push(a);
      else byTheorem.set(a.theoremId, [a]);
    }
    for (const t of theorems) this.theorems.set(t.id, { theorem: t, atoms: byTheorem.get(t.id) ?? [] });
    this.lists = {};
  }
}
