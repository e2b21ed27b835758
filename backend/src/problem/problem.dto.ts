import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { PROBLEM_STATUSES, type ProblemStatus } from '../../../kb/contract/problems';
import { Check, Text } from '../http/dto-decorators';
import { ItemVersion } from '../catalogue/item-version';
import { ReferenceDto, References } from '../reference/reference.dto';

/** POST /api/space/{s}/property/{p}/problem/{scalar}: marks the pair open or independent of ZFC. */
@ApiSchema({ name: 'ProblemInput' })
export class ProblemDto {
  @Check('problemStatus', (value) => {
    if (value === undefined || value === null || value === '') return 'Please choose open problem or independent of ZFC.';
    return (PROBLEM_STATUSES as readonly unknown[]).includes(value) ? null : `The status must be one of ${PROBLEM_STATUSES.join(', ')}.`;
  })
  @ApiProperty({ enum: [...PROBLEM_STATUSES], enumName: 'ProblemStatus' })
  status!: ProblemStatus;

  /** Since when it is open: a year, or a year and where it was asked ("The date it is open since must be text", not "The since"). */
  @Text({ label: 'date it is open since', max: 300 })
  since?: string | null;

  /** For an independent pair (required there): which extra axioms decide it, and which way. */
  @Text({ label: 'decided by', max: 2000 })
  @Check('decidedBy', (value, object) =>
    (object as ProblemDto).status === 'INDEPENDENT' && (value === undefined || value === null || value === '')
      ? 'Please say which extra axioms decide it, and which way.'
      : null,
  )
  decidedBy?: string | null;

  @Text({ label: 'description', max: 50000 })
  description?: string | null;

  /** At least one: a mark says what the literature knows, so it names where. */
  @References()
  @Check('problemReferences', (value) => (Array.isArray(value) && value.length > 0 ? null : 'Please give at least one reference.'))
  references?: ReferenceDto[] | null;

  @ItemVersion()
  version?: number | null;
}
