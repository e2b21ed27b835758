import { ApiSchema } from '@nestjs/swagger';
import type { ItemField } from '../../../kb/contract/fields';
import { ItemFieldValue, Text } from '../http/dto-decorators';
import { ReferenceDto, References } from '../reference/reference.dto';
import { ItemVersion } from '../catalogue/item-version';

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

  /** The version the form loaded (optional): a stale one is a 409. */
  @ItemVersion()
  version?: number | null;
}
