import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { ItemField } from '../../../kb/contract/fields';
import { Check, ItemFieldValue, Text } from '../http/dto-decorators';
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

  /** A property of the norm, never carried along an isomorphism; absent (or null): as stored (false for a new property). */
  @Check('normDependent', (value) => (value === undefined || value === null || typeof value === 'boolean' ? null : 'Please say true or false.'))
  @ApiProperty({ type: 'boolean', required: false, nullable: true, description: 'A property of the norm (never carried along an isomorphism); absent or null keeps what is stored.' })
  normDependent?: boolean | null;

  /** The version the form loaded (optional): a stale one is a 409. */
  @ItemVersion()
  version?: number | null;
}
