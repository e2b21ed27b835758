import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { LinkField } from '../../../kb/contract/fields';
import type { RelationKind } from '../../../kb/contract/links';
import { RELATION_KIND_NAMES } from '../../../kb/contract/relations';
import { isStorableId, MAX_ID } from '../http/id.pipe';
import { Check, LinkFieldValue, Text } from '../http/dto-decorators';
import { ReferenceDto, References } from '../reference/reference.dto';
import { ItemVersion } from '../catalogue/item-version';

const spaceIdCheck = (which: string) => (value: unknown) =>
  value === undefined || value === null || value === '' ? `Please choose ${which}.` : isStorableId(value) ? null : `${which[0].toUpperCase()}${which.slice(1)} must be a space's id.`;

/** POST /api/relation (new) and /api/relation/{id} (edit): Y (`spaceId`) is a `kind` of X (`ofSpaceId`). */
@ApiSchema({ name: 'RelationInput' })
export class RelationDto {
  @Check('relationKind', (value) => {
    if (value === undefined || value === null || value === '') return 'Please choose a kind of relation.';
    return (RELATION_KIND_NAMES as readonly unknown[]).includes(value) ? null : `The kind must be one of ${RELATION_KIND_NAMES.join(', ')}.`;
  })
  @ApiProperty({ enum: [...RELATION_KIND_NAMES], enumName: 'RelationKind' })
  kind!: RelationKind;

  /** Y: the space that is the subspace, complemented subspace, quotient, dual or isomorphic copy. */
  @Check('relationSpace', spaceIdCheck('the space'))
  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_ID })
  spaceId!: number;

  /** X: the space Y is related to. */
  @Check('relationOfSpace', spaceIdCheck('the space it is related to'))
  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_ID })
  ofSpaceId!: number;

  /** Which scalars, positively or negatively, as a link's field (allowed by both spaces' fields). */
  @LinkFieldValue()
  field!: LinkField;

  @Text({ label: 'description', max: 50000 })
  description?: string | null;

  @References()
  references?: ReferenceDto[] | null;

  /** The version the form loaded (optional): a stale one is a 409. */
  @ItemVersion()
  version?: number | null;
}
