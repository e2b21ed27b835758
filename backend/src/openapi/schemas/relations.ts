import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type * as Contract from '../../../../kb/contract/relations';
import type * as LinkContract from '../../../../kb/contract/links';
import type { RelationKind } from '../../../../kb/contract/links';
import { RELATION_KIND_NAMES } from '../../../../kb/contract/relations';
import type { LinkField, Scalar } from '../../../../kb/contract/fields';
import { BooleanProperty, IdProperty, LinkFieldProperty, ScalarProperty, TextProperty, VersionProperty } from './properties';
import { PropertySummarySchema, SpaceSummarySchema } from './items';
import { ReferenceSchema } from './references';
import { ProofNodeSchema } from './links';

const KIND = ApiProperty({ enum: [...RELATION_KIND_NAMES], enumName: 'RelationKind', description: 'Y (space) is a closed subspace, complemented subspace, quotient, the dual (Y ≅ X*) of X (ofSpace), or isomorphic to it; up to isomorphism.' });
const RULES = ['stored', 'symmetry', 'transitivity', 'isomorphism', 'complemented', 'duality', 'dualsIsomorphic', 'contrapositive', 'means', 'reflexive'] as const;

@ApiSchema({ name: 'RelationProofNode', description: 'A relation over a scalar and how it is known: stored (relationId) or derived by a rule of relations from its supports.' })
export class RelationProofNodeSchema implements LinkContract.RelationProofNode {
  @KIND
  kind!: RelationKind;
  @IdProperty()
  spaceId!: number;
  @IdProperty()
  ofSpaceId!: number;
  @ScalarProperty()
  scalar!: Scalar;
  @BooleanProperty({ description: 'Whether the relation holds.' })
  value!: boolean;
  @ApiProperty({ enum: [...RULES] })
  rule!: (typeof RULES)[number];
  @IdProperty({ nullable: true })
  relationId!: number | null;
  @ApiProperty({ type: () => [RelationProofNodeSchema] })
  supports!: RelationProofNodeSchema[];
  @ApiProperty({ type: () => ProofNodeSchema, required: false, description: "Only on 'means' relations: the proof of X's fact of the property declared to mean the relation." })
  fact?: ProofNodeSchema;
}

@ApiSchema({ name: 'StoredRelation', description: 'A relation between two spaces stored by an editor, with its field (which scalars, positively or negatively), description and references.' })
export class StoredRelationSchema implements Contract.StoredRelation {
  @IdProperty()
  id!: number;
  @KIND
  kind!: RelationKind;
  @ApiProperty({ type: SpaceSummarySchema, description: 'Y.' })
  space!: SpaceSummarySchema;
  @ApiProperty({ type: SpaceSummarySchema, description: 'X.' })
  ofSpace!: SpaceSummarySchema;
  @LinkFieldProperty()
  field!: LinkField;
  @TextProperty({ description: 'Empty as "".' })
  description!: string;
  @ApiProperty({ type: [ReferenceSchema] })
  references!: ReferenceSchema[];
  @VersionProperty()
  version!: number;
}

@ApiSchema({ name: 'RelatedSpace', description: 'A relation known of a space, as Y or as X: stored (relationId) and/or derived by the rules of relations (computed).' })
export class RelatedSpaceSchema implements Contract.RelatedSpace {
  @KIND
  kind!: RelationKind;
  @ApiProperty({ type: SpaceSummarySchema, description: 'Y.' })
  space!: SpaceSummarySchema;
  @ApiProperty({ type: SpaceSummarySchema, description: 'X.' })
  ofSpace!: SpaceSummarySchema;
  @LinkFieldProperty()
  field!: LinkField;
  @IdProperty({ nullable: true })
  relationId!: number | null;
  @BooleanProperty({ description: 'Some scalar is derived by the rules of relations.' })
  computed!: boolean;
}

@ApiSchema({ name: 'RelationPage', description: 'A relation between two spaces: its stored record (or null), what is known (field) and a proof per known scalar (REAL first).' })
export class RelationPageSchema implements Contract.RelationPage {
  @KIND
  kind!: RelationKind;
  @ApiProperty({ type: SpaceSummarySchema })
  space!: SpaceSummarySchema;
  @ApiProperty({ type: SpaceSummarySchema })
  ofSpace!: SpaceSummarySchema;
  @ApiProperty({ type: StoredRelationSchema, nullable: true })
  relation!: StoredRelationSchema | null;
  @LinkFieldProperty({ nullable: true })
  field!: LinkField | null;
  @ApiProperty({ type: [RelationProofNodeSchema] })
  proofs!: RelationProofNodeSchema[];
}

@ApiSchema({ name: 'DeclaredProperty', description: 'A property declared to mean that this space is a `relation` of X; deleting the space clears the declaration.' })
export class DeclaredPropertySchema extends PropertySummarySchema implements Contract.DeclaredProperty {
  @ApiProperty({ enum: [...RELATION_KIND_NAMES], enumName: 'RelationKind' })
  relation!: RelationKind;
}
