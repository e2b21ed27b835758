import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { PropertyMeaningDto } from '../../property/property.dto';
import type * as Contract from '../../../../kb/contract/items';
import type { ItemField, LinkField } from '../../../../kb/contract/fields';
import type { RelationKind } from '../../../../kb/contract/links';
import { RELATION_KIND_NAMES } from '../../../../kb/contract/relations';
import { IdProperty, ItemFieldProperty, LinkFieldProperty, TextProperty, VersionProperty } from './properties';
import { ReferenceSchema } from './references';

const References = () => ApiProperty({ type: [ReferenceSchema] });
const TEXT = { description: 'Empty as "".' };

@ApiSchema({ name: 'Space' })
export class SpaceSchema implements Contract.Space {
  @IdProperty()
  id!: number;
  @TextProperty()
  symbol!: string;
  @TextProperty(TEXT)
  norm!: string;
  @TextProperty(TEXT)
  description!: string;
  @ItemFieldProperty()
  field!: ItemField;
  @References()
  references!: ReferenceSchema[];
  @VersionProperty()
  version!: number;
}

@ApiSchema({ name: 'SpaceListEntry' })
export class SpaceListEntrySchema implements Contract.SpaceListEntry {
  @IdProperty()
  id!: number;
  @TextProperty()
  symbol!: string;
}

@ApiSchema({ name: 'SpaceSummary' })
export class SpaceSummarySchema implements Contract.SpaceSummary {
  @IdProperty()
  id!: number;
  @TextProperty()
  symbol!: string;
  @ItemFieldProperty()
  field!: ItemField;
}

@ApiSchema({ name: 'Property' })
export class PropertySchema implements Contract.Property {
  @IdProperty()
  id!: number;
  @TextProperty()
  name!: string;
  @TextProperty(TEXT)
  description!: string;
  @ItemFieldProperty()
  field!: ItemField;
  @References()
  references!: ReferenceSchema[];
  @VersionProperty()
  version!: number;
  @ApiProperty({ enum: [true], required: false, description: 'Present only for a property of the norm, never carried along an isomorphism.' })
  normDependent?: true;
  @ApiProperty({ type: () => PropertyMeaningDto, required: false, description: 'Present only for a property declared to mean a relation to a named space: the space (spaceId) is a `relation` of X.' })
  means?: PropertyMeaningDto;
}

@ApiSchema({ name: 'PropertySummary' })
export class PropertySummarySchema implements Contract.PropertySummary {
  @IdProperty()
  id!: number;
  @TextProperty()
  name!: string;
  @ItemFieldProperty()
  field!: ItemField;
}

@ApiSchema({ name: 'TheoremAlong', description: 'Y is a `relation` of X: `toRelated` takes the condition on X and concludes on Y, `fromRelated` the other way.' })
export class TheoremAlongSchema implements Contract.TheoremAlong {
  @ApiProperty({ enum: [...RELATION_KIND_NAMES] })
  relation!: RelationKind;
  @ApiProperty({ enum: ['toRelated', 'fromRelated'] })
  direction!: 'toRelated' | 'fromRelated';
}

@ApiSchema({ name: 'TheoremAtom', description: 'A condition or conclusion of a theorem, named by its property.' })
export class TheoremAtomSchema implements Contract.TheoremAtom {
  @IdProperty()
  id!: number;
  @IdProperty()
  propertyId!: number;
  @LinkFieldProperty()
  field!: LinkField;
  @TextProperty()
  propertyName!: string;
}

@ApiSchema({ name: 'Theorem' })
export class TheoremSchema implements Contract.Theorem {
  @IdProperty()
  id!: number;
  @TextProperty({ nullable: true })
  name!: string | null;
  @TextProperty(TEXT)
  description!: string;
  @ApiProperty({ type: [TheoremAtomSchema] })
  conditions!: TheoremAtomSchema[];
  @ApiProperty({ type: [TheoremAtomSchema] })
  conclusions!: TheoremAtomSchema[];
  @References()
  references!: ReferenceSchema[];
  @VersionProperty()
  version!: number;
  @ApiProperty({ type: TheoremAlongSchema, required: false, description: 'Present only for a theorem along a relation.' })
  along?: TheoremAlongSchema;
}

@ApiSchema({ name: 'DifferentialEquation' })
export class EquationSchema implements Contract.Equation {
  @IdProperty()
  id!: number;
  @TextProperty()
  name!: string;
  @TextProperty()
  symbol!: string;
  @TextProperty(TEXT)
  variables!: string;
  @TextProperty(TEXT)
  parameters!: string;
  @TextProperty(TEXT)
  description!: string;
  @References()
  references!: ReferenceSchema[];
  @VersionProperty()
  version!: number;
}

@ApiSchema({ name: 'DifferentialEquationSummary' })
export class EquationSummarySchema implements Contract.EquationSummary {
  @IdProperty()
  id!: number;
  @TextProperty()
  name!: string;
  @TextProperty()
  symbol!: string;
}

@ApiSchema({ name: 'DifferentialEquationProperty' })
export class EquationPropertySchema implements Contract.EquationProperty {
  @IdProperty()
  id!: number;
  @TextProperty()
  name!: string;
  @TextProperty(TEXT)
  description!: string;
  @References()
  references!: ReferenceSchema[];
  @VersionProperty()
  version!: number;
}

@ApiSchema({ name: 'DifferentialEquationPropertySummary' })
export class EquationPropertySummarySchema implements Contract.EquationPropertySummary {
  @IdProperty()
  id!: number;
  @TextProperty()
  name!: string;
}

@ApiSchema({ name: 'Created', description: 'The id of the item created or edited; with warnings when the save leaves a pair marked open or independent of ZFC decided by the theorems (saved all the same).' })
export class CreatedSchema implements Contract.Created {
  @IdProperty()
  id!: number;
  @ApiProperty({ type: [String], required: false })
  warnings?: string[];
}

@ApiSchema({ name: 'Done', description: 'An empty object: the answer of a delete and of the writes that return nothing.' })
export class DoneSchema {}
