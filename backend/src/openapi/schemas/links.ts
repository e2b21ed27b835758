import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type * as Contract from '../../../../kb/contract/links';
import type { LinkField, Scalar } from '../../../../kb/contract/fields';
import { BooleanProperty, IdProperty, LinkFieldProperty, ScalarProperty, TextProperty, VersionProperty } from './properties';
import {
  EquationPropertySchema,
  EquationPropertySummarySchema,
  EquationSchema,
  EquationSummarySchema,
  PropertySchema,
  PropertySummarySchema,
  SpaceSchema,
  SpaceSummarySchema,
} from './items';
import { ReferenceSchema } from './references';
import { EquationProofNodeSchema } from './equation-theorems';
import { RelationProofNodeSchema } from './relations';

const LINKED = { description: 'Stored by an editor.' };
const COMPUTED = { description: 'Derived by the theorems.' };

@ApiSchema({ name: 'SpacePropertyEntry', description: "A property of the space: the combined field of what is stored and what is computed." })
export class SpacePropertyEntrySchema implements Contract.SpacePropertyEntry {
  @ApiProperty({ type: PropertySummarySchema })
  property!: PropertySummarySchema;
  @LinkFieldProperty()
  field!: LinkField;
  @BooleanProperty(LINKED)
  linked!: boolean;
  @BooleanProperty(COMPUTED)
  computed!: boolean;
}

@ApiSchema({ name: 'UnlinkedProperty', description: 'A property that can still be linked to the space (?unlinked=true).' })
export class UnlinkedPropertySchema implements Contract.UnlinkedProperty {
  @ApiProperty({ type: PropertySummarySchema })
  property!: PropertySummarySchema;
}

@ApiSchema({ name: 'PropertySpaceEntry', description: 'A space with the property: the combined field of what is stored and what is computed.' })
export class PropertySpaceEntrySchema implements Contract.PropertySpaceEntry {
  @ApiProperty({ type: SpaceSummarySchema })
  space!: SpaceSummarySchema;
  @LinkFieldProperty()
  field!: LinkField;
  @BooleanProperty(LINKED)
  linked!: boolean;
  @BooleanProperty(COMPUTED)
  computed!: boolean;
}

@ApiSchema({ name: 'Link', description: "A stored link's own record." })
export class LinkSchema implements Contract.Link {
  @LinkFieldProperty()
  field!: LinkField;
  @TextProperty({ description: 'Empty as "".' })
  description!: string;
  @ApiProperty({ type: [ReferenceSchema] })
  references!: ReferenceSchema[];
  @VersionProperty()
  version!: number;
}

@ApiSchema({ name: 'Computation', description: 'A theorem that derives (part of) a (space, property).' })
export class ComputationSchema implements Contract.Computation {
  @TextProperty()
  id!: string;
  @IdProperty()
  spaceId!: number;
  @IdProperty()
  propertyId!: number;
  @LinkFieldProperty()
  field!: LinkField;
  @IdProperty()
  theoremId!: number;
}

@ApiSchema({ name: 'ProofNode', description: 'One fact of a proof: stored (a leaf), or derived by a theorem, forwards or by contraposition, from its supports.' })
export class ProofNodeSchema implements Contract.ProofNode {
  @IdProperty()
  spaceId!: number;
  @IdProperty()
  propertyId!: number;
  @ScalarProperty()
  scalar!: Scalar;
  @BooleanProperty({ description: 'Whether the property holds.' })
  value!: boolean;
  @ApiProperty({ enum: ['stored', 'forward', 'contrapositive', 'carried', 'means'], description: "'carried': from another space (the support) along `relation`; 'means': the property is declared to mean `relation`, which is known." })
  rule!: 'stored' | 'forward' | 'contrapositive' | 'carried' | 'means';
  @IdProperty({ nullable: true })
  theoremId!: number | null;
  @ApiProperty({ type: () => [ProofNodeSchema] })
  supports!: ProofNodeSchema[];
  @ApiProperty({ type: () => RelationProofNodeSchema, required: false, description: "Only on 'carried' and 'means' nodes: the relation the fact came along, or the one the property means." })
  relation?: RelationProofNodeSchema;
  @ApiProperty({ enum: ['forward', 'contrapositive'], required: false, description: "Only on 'carried' nodes." })
  direction?: 'forward' | 'contrapositive';
}

@ApiSchema({ name: 'RelationKey', description: 'Y (spaceId) is a kind of X (ofSpaceId).' })
export class RelationKeySchema {
  @ApiProperty({ enum: ['subspace', 'complemented', 'quotient', 'dual', 'isomorphic'], enumName: 'RelationKind' })
  kind!: Contract.RelationKind;
  @IdProperty()
  spaceId!: number;
  @IdProperty()
  ofSpaceId!: number;
}

@ApiSchema({ name: 'CarriedFrom', description: 'The space a contradicted fact was carried from, and the relation it came along.' })
export class CarriedFromSchema {
  @IdProperty()
  spaceId!: number;
  @ApiProperty({ type: RelationKeySchema })
  relation!: RelationKeySchema;
}

@ApiSchema({ name: 'Contradiction', description: 'A fact proved both ways (possible only after an import), and the theorems involved.' })
export class ContradictionSchema implements Contract.Contradiction {
  @IdProperty()
  spaceId!: number;
  @IdProperty()
  propertyId!: number;
  @ScalarProperty()
  scalar!: Scalar;
  @ApiProperty({ type: 'integer', isArray: true })
  theoremIds!: number[];
  @ApiProperty({ type: RelationKeySchema, required: false, description: 'A relation between spaces forced both ways (propertyId 0).' })
  relation?: RelationKeySchema;
  @ApiProperty({ type: CarriedFromSchema, required: false, description: 'The fact was carried from another space along a relation.' })
  carriedFrom?: CarriedFromSchema;
}

@ApiSchema({ name: 'LinkPage', description: 'A (space, property) pair: its stored link (or null) and what the theorems compute, with the proof.' })
export class LinkPageSchema implements Contract.LinkPage {
  @ApiProperty({ type: SpaceSchema })
  space!: SpaceSchema;
  @ApiProperty({ type: PropertySchema })
  property!: PropertySchema;
  @ApiProperty({ type: LinkSchema, nullable: true })
  link!: LinkSchema | null;
  @LinkFieldProperty({ nullable: true, description: 'The combined field of stored and computed components; null when nothing is known.' })
  field!: LinkField | null;
  @BooleanProperty(LINKED)
  linked!: boolean;
  @BooleanProperty(COMPUTED)
  computed!: boolean;
  @ApiProperty({ type: [ComputationSchema] })
  computations!: ComputationSchema[];
  @ApiProperty({ type: [ProofNodeSchema], description: 'One proof per computed component (REAL first).' })
  proof!: ProofNodeSchema[];
  @ApiProperty({ type: [ContradictionSchema] })
  contradictions!: ContradictionSchema[];
}

@ApiSchema({ name: 'DifferentialEquationPropertyEntry' })
export class EquationPropertyEntrySchema implements Contract.EquationPropertyEntry {
  @BooleanProperty()
  hasProperty!: boolean;
  @BooleanProperty({ description: 'A stored link says it.' })
  linked!: boolean;
  @BooleanProperty({ description: 'The equation theorems derive it (without using it).' })
  computed!: boolean;
  @ApiProperty({ type: EquationPropertySummarySchema })
  differentialEquationProperty!: EquationPropertySummarySchema;
}

@ApiSchema({ name: 'UnlinkedDifferentialEquationProperty', description: 'An equation property not yet linked to the equation (?unlinked=true).' })
export class UnlinkedEquationPropertySchema implements Contract.UnlinkedEquationProperty {
  @ApiProperty({ type: EquationPropertySummarySchema })
  differentialEquationProperty!: EquationPropertySummarySchema;
}

@ApiSchema({ name: 'PropertyDifferentialEquationEntry' })
export class PropertyEquationEntrySchema implements Contract.PropertyEquationEntry {
  @BooleanProperty()
  hasProperty!: boolean;
  @BooleanProperty({ description: 'A stored link says it.' })
  linked!: boolean;
  @BooleanProperty({ description: 'The equation theorems derive it (without using it).' })
  computed!: boolean;
  @ApiProperty({ type: EquationSummarySchema })
  differentialEquation!: EquationSummarySchema;
}

@ApiSchema({ name: 'DifferentialEquationLinkPage', description: 'An (equation, equation property) pair, stored or derived, with both sides and its proof.' })
export class EquationLinkPageSchema implements Contract.EquationLinkPage {
  @BooleanProperty()
  hasProperty!: boolean;
  @TextProperty({ description: 'Empty as "".' })
  description!: string;
  @ApiProperty({ type: [ReferenceSchema] })
  references!: ReferenceSchema[];
  @VersionProperty()
  version!: number;
  @ApiProperty({ type: EquationSchema })
  differentialEquation!: EquationSchema;
  @ApiProperty({ type: EquationPropertySchema })
  differentialEquationProperty!: EquationPropertySchema;
  @BooleanProperty()
  linked!: boolean;
  @BooleanProperty()
  computed!: boolean;
  @ApiProperty({ type: 'array', items: { type: 'integer' }, description: 'The equation theorems that compute it.' })
  theoremIds!: number[];
  @ApiProperty({ type: [EquationProofNodeSchema] })
  proof!: EquationProofNodeSchema[];
}
