/**
 * The knowledge base the views query. This first version holds the stored
 * links only (issue 2: `computed` is false until the engine lands); the
 * reasoning engine replaces its insides and keeps this public surface.
 */
import { fieldPair, pairToField, type FieldPair, type LinkField } from '../rules/fields';
import type {
  CatalogueChange,
  CatalogueRecords,
  ComputeReport,
  Contradiction,
  LinkRecord,
  LinkView,
  PropertySpaceView,
  SpacePropertyView,
} from './contract';

export class KnowledgeBase {
  private links = new Map<string, LinkRecord>();

  private constructor(private records: CatalogueRecords) {
    for (const link of records.links) this.links.set(key(link.spaceId, link.propertyId), link);
  }

  static build(records: CatalogueRecords): KnowledgeBase {
    return new KnowledgeBase(records);
  }

  /** The contradictions this change would cause; empty when it may be applied. */
  check(_change: CatalogueChange): Contradiction[] {
    return [];
  }

  apply(change: CatalogueChange): void {
    switch (change.kind) {
      case 'reload':
        Object.assign(this, KnowledgeBase.build(change.records));
        return;
      case 'link':
        this.links.set(key(change.link.spaceId, change.link.propertyId), change.link);
        return;
      case 'linkDeleted':
        this.links.delete(key(change.spaceId, change.propertyId));
        return;
      case 'spaceDeleted':
        for (const [k, l] of this.links) if (l.spaceId === change.spaceId) this.links.delete(k);
        return;
      case 'propertyDeleted':
        for (const [k, l] of this.links) if (l.propertyId === change.propertyId) this.links.delete(k);
        return;
      default:
        return;
    }
  }

  spaceProperties(spaceId: number): SpacePropertyView[] {
    return [...this.links.values()]
      .filter((l) => l.spaceId === spaceId)
      .map((l) => ({ propertyId: l.propertyId, field: l.field, linked: true, computed: false }));
  }

  propertySpaces(propertyId: number): PropertySpaceView[] {
    return [...this.links.values()]
      .filter((l) => l.propertyId === propertyId)
      .map((l) => ({ spaceId: l.spaceId, field: l.field, linked: true, computed: false }));
  }

  link(spaceId: number, propertyId: number): LinkView {
    const stored = this.links.get(key(spaceId, propertyId));
    const pair: FieldPair = stored ? fieldPair(stored.field) : { REAL: undefined, COMPLEX: undefined };
    const field: LinkField | null = pairToField(pair);
    return { field, linked: !!stored, computed: false, computations: [], proof: [], contradictions: [] };
  }

  report(): ComputeReport {
    return { computations: [], contradictions: [], stats: { closureMs: 0, kbBuildMs: 0, facts: this.links.size, computed: 0 } };
  }
}

function key(spaceId: number, propertyId: number): string {
  return `${spaceId}:${propertyId}`;
}
