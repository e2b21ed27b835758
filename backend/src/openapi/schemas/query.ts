/** A Datalog query's answer: kb/contract/query.ts. */
import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type * as Contract from '../../../../kb/contract/query';
import { QUERY_ROW_CAP } from '../../../../kb/contract/query';
import { BooleanProperty } from './properties';

@ApiSchema({ name: 'QueryAnswer', description: `The rows of a Datalog query, sorted, at most ${QUERY_ROW_CAP}.` })
export class QueryAnswerSchema implements Contract.QueryAnswer {
  @ApiProperty({ type: 'string', isArray: true, description: "The :find variables, in order." })
  columns!: string[];
  @ApiProperty({ type: 'array', items: { type: 'array', items: {} }, description: 'One array per row, a value per column (ids as the API gives them).' })
  rows!: unknown[][];
  @BooleanProperty({ description: 'Whether more rows matched than were sent.' })
  truncated!: boolean;
}
