/**
 * The read side of the KnowledgeService: the views of the knowledge base
 * (a space's and a property's entries, a link's computations, the compute
 * report, discovery, DataScript, the theorem checks). The KnowledgeService
 * builds the KB and keeps it in step with the writes.
 */
import type { ComputeReport, LinkView, PropertySpaceView, SpacePropertyView, TheoremRecord } from '../../../kb/records';
import type { LinkField } from '../../../kb/contract/fields';
import type { KnownRelation, RelationKey, RelationProof, Scalar, TermLookup } from '../../../rules';
import type { DatalogFeed } from '../../../kb/datalog/datalog-feed';
import type { Discovery } from '../../../kb/discovery';
import type { KnowledgeBase } from '../../../kb/knowledge-base';
import type { RedundantTheorem, TheoremCheckView } from '../../../kb/contract/theorem-checks';

export abstract class KnowledgeReads {
  protected abstract get kb(): KnowledgeBase;

  spaceProperties(spaceId: number): SpacePropertyView[] {
    return this.kb.spaceProperties(spaceId);
  }

  propertySpaces(propertyId: number): PropertySpaceView[] {
    return this.kb.propertySpaces(propertyId);
  }

  link(spaceId: number, propertyId: number): LinkView {
    return this.kb.link(spaceId, propertyId);
  }

  /** A (space, property) row's combined field and whether it is linked, without the link page's derivations. */
  linkRow(spaceId: number, propertyId: number): { field: LinkField | null; linked: boolean } {
    return this.kb.linkRow(spaceId, propertyId);
  }

  report(): ComputeReport {
    return this.kb.report();
  }

  /** Every relation known of a space (as Y or as X, per scalar, stored or derived). */
  relationsOf(spaceId: number): KnownRelation[] {
    return this.kb.relationsOf(spaceId);
  }

  /** A known relation's proof over a scalar; null when nothing is known. */
  relationProof(key: RelationKey, scalar: Scalar): RelationProof | null {
    return this.kb.relationProof(key, scalar);
  }

  /** Every space's id, and the report of some of them (the admin's report, assembled a slice at a time). */
  spaceIds(): number[] {
    return this.kb.spaceIds();
  }

  reportOf(spaceIds: number[]): ComputeReport {
    return this.kb.reportOf(spaceIds);
  }

  /** The DataScript database as readers' queries copy it (GET /api/query). */
  get datalog(): DatalogFeed {
    return this.kb.datalog;
  }

  /** What the equations know of formula terms, from the equation fact entities DataScript holds (held first: QueryEntitiesService.holdEquations). */
  equationLookup(): TermLookup {
    return this.kb.equationLookup();
  }

  /** Formula search, compare, implications and open questions (kb/discovery.ts). */
  get discovery(): Discovery {
    return this.kb.discovery;
  }

  /** Whether a theorem (stored as `id`, or new: null) follows from the others, and how its converse stands. */
  theoremCheck(id: number | null, theorem: Pick<TheoremRecord, 'conditions' | 'conclusions' | 'along'>): TheoremCheckView {
    return this.kb.theoremChecks.check(id, theorem.conditions, theorem.conclusions, theorem.along ?? null);
  }

  /** Every stored theorem that follows from the others (cached until the theorems change). */
  redundantTheorems(): RedundantTheorem[] {
    return this.kb.theoremChecks.redundant();
  }
}
