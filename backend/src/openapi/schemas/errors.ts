import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type * as Contract from '../../../../kb/contract/errors';

const MESSAGES = { type: 'object', additionalProperties: { type: 'string' } } as const;

@ApiSchema({ name: 'Errors', description: 'Every error answer: a message per field of the input (400), or under `general`.' })
export class ErrorsSchema implements Contract.ErrorBody {
  @ApiProperty({ ...MESSAGES, example: { symbol: 'Please enter a symbol.' } })
  errors!: Contract.FieldErrors;
}

@ApiSchema({ name: 'Conflict', description: 'A stale edit or delete (409): the item as its GET shows it now, or null when it is gone.' })
export class ConflictSchema implements Contract.ConflictBody {
  @ApiProperty({ ...MESSAGES, example: { version: 'Someone else changed this since you loaded it.' } })
  errors!: Contract.FieldErrors;
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true, description: 'The item now (the shape of its GET).' })
  current!: unknown;
}
