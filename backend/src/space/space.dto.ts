import { ApiSchema } from '@nestjs/swagger';
import type { ItemField } from '../../../kb/contract/fields';
import { ItemFieldValue, Text } from '../http/dto-decorators';
import { ReferenceDto, References } from '../reference/reference.dto';
import { ItemVersion } from '../catalogue/item-version';

/** POST /api/space and /api/space/{id}. */
@ApiSchema({ name: 'SpaceInput' })
export class SpaceDto {
  @Text({ label: 'symbol', required: true, max: 300, noDisplayMath: true })
  symbol!: string;

  @Text({ label: 'norm', max: 5000 })
  norm?: string | null;

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
