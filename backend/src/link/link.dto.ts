import type { LinkField } from '../../../rules/fields';
import { LinkFieldValue, Text } from '../http/dto-decorators';
import { ReferenceDto, References } from '../reference/reference.dto';

/** POST /api/space/{spaceId}/property/{propertyId}: creates or updates the stored link. */
export class LinkDto {
  @LinkFieldValue()
  field!: LinkField;

  @Text({ label: 'description', max: 50000 })
  description?: string | null;

  @References()
  references?: ReferenceDto[] | null;
}
