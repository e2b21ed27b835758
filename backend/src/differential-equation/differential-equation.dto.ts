import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { AcceptsBooleanText, Check, Text } from '../http/dto-decorators';
import { ReferenceDto, References } from '../reference/reference.dto';
import { ItemVersion } from '../catalogue/item-version';

/** POST /api/differential-equation and /api/differential-equation/{id}. */
@ApiSchema({ name: 'DifferentialEquationInput' })
export class DifferentialEquationDto {
  @Text({ label: 'name', required: true, max: 300, noDisplayMath: true })
  name!: string;

  /** The equation itself (display math allowed), so longer than a space's symbol. */
  @Text({ label: 'symbol', required: true, max: 5000 })
  symbol!: string;

  @Text({ label: 'variables', max: 5000 })
  variables?: string | null;

  @Text({ label: 'parameters', max: 5000 })
  parameters?: string | null;

  @Text({ label: 'description', max: 50000 })
  description?: string | null;

  @References()
  references?: ReferenceDto[] | null;

  /** The version the form loaded (optional): a stale one is a 409. */
  @ItemVersion()
  version?: number | null;
}

/** POST /api/differential-equation/property and /api/differential-equation/property/{id}. */
@ApiSchema({ name: 'DifferentialEquationPropertyInput' })
export class DifferentialEquationPropertyDto {
  @Text({ label: 'name', required: true, max: 300 })
  name!: string;

  @Text({ label: 'description', max: 50000 })
  description?: string | null;

  @References()
  references?: ReferenceDto[] | null;

  /** The version the form loaded (optional): a stale one is a 409. */
  @ItemVersion()
  version?: number | null;
}

/** POST /api/differential-equation/{id}/property/{propertyId}. */
@ApiSchema({ name: 'DifferentialEquationLinkInput' })
export class DifferentialEquationLinkDto {
  @AcceptsBooleanText()
  @Check('hasProperty', (value) => (typeof value === 'boolean' ? null : 'Please choose whether the equation has the property.'))
  @ApiProperty({ type: 'boolean', description: 'Also accepted as the text "true" or "false".' })
  hasProperty!: boolean;

  @Text({ label: 'description', max: 50000 })
  description?: string | null;

  @References()
  references?: ReferenceDto[] | null;

  /** The version the form loaded (optional): a stale one is a 409. */
  @ItemVersion()
  version?: number | null;
}
