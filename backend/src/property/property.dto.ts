import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { ItemField } from '../../../kb/contract/fields';
import type { PropertyMeaning } from '../../../kb/contract/items';
import type { RelationKind } from '../../../kb/contract/links';
import { RELATION_KIND_NAMES } from '../../../kb/contract/relations';
import { isStorableId, MAX_ID } from '../http/id.pipe';
import { Check, ItemFieldValue, Text } from '../http/dto-decorators';
import { ReferenceDto, References } from '../reference/reference.dto';
import { ItemVersion } from '../catalogue/item-version';

@ApiSchema({ name: 'PropertyMeaning', description: 'The named space (spaceId) is a `relation` of the space that has the property.' })
export class PropertyMeaningDto implements PropertyMeaning {
  @ApiProperty({ enum: [...RELATION_KIND_NAMES] })
  relation!: RelationKind;
  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_ID })
  spaceId!: number;
}

/** POST /api/property and /api/property/{id}. */
@ApiSchema({ name: 'PropertyInput' })
export class PropertyDto {
  @Text({ label: 'name', required: true, max: 300 })
  name!: string;

  @Text({ label: 'description', max: 50000 })
  description?: string | null;

  @ItemFieldValue()
  field!: ItemField;

  @References()
  references?: ReferenceDto[] | null;

  /** A property of the norm, never carried along an isomorphism; absent (or null): as stored (false for a new property). */
  @Check('normDependent', (value) => (value === undefined || value === null || typeof value === 'boolean' ? null : 'Please say true or false.'))
  @ApiProperty({ type: 'boolean', required: false, nullable: true, description: 'A property of the norm (never carried along an isomorphism); absent or null keeps what is stored.' })
  normDependent?: boolean | null;

  /** What the property means: a relation to a named space; null: nothing; absent: as stored. Checked against the catalogue by the service. */
  @Check('propertyMeaning', (value) => meaningProblem(value))
  @ApiProperty({
    type: () => PropertyMeaningDto,
    required: false,
    nullable: true,
    description: 'The property of X means that the named space (spaceId) is a `relation` of X ("contains a copy of c₀": c₀ is a subspace of X); the reasoner takes the two as one fact. Null: it means no relation; absent keeps what is stored.',
  })
  means?: PropertyMeaning | null;

  /** The version the form loaded (optional): a stale one is a 409. */
  @ItemVersion()
  version?: number | null;
}

/** The shape of a declaration (the named space's existence is the service's to check). */
function meaningProblem(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) return 'Please give a relation and a space, or null.';
  const { relation, spaceId } = value as Record<string, unknown>;
  if (!(RELATION_KIND_NAMES as readonly unknown[]).includes(relation)) return `The relation must be one of ${RELATION_KIND_NAMES.join(', ')}.`;
  if (!isStorableId(spaceId)) return "The named space must be a space's id.";
  return null;
}
