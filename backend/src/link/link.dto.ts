import { ApiSchema } from '@nestjs/swagger';
import type { LinkField } from '../../../kb/contract/fields';
import { LinkFieldValue, Text } from '../http/dto-decorators';
import { ReferenceDto, References } from '../reference/reference.dto';
import { ItemVersion } from '../catalogue/item-version';

/** POST /api/space/{spaceId}/property/{propertyId}: creates or updates the stored link. */
@ApiSchema({ name: 'LinkInput' })
export class LinkDto {
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
