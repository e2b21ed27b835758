/**
 * GET /api/query?q=<a DataScript query in EDN>: the catalogue asked in
 * Datalog, read-only and open to everyone (README › Datalog queries).
 */
import { Controller, Get, HttpException, HttpStatus, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiServiceUnavailableResponse } from '@nestjs/swagger';
import { QUERY_ATTRIBUTES, QUERY_BUDGET_MS, QUERY_EXAMPLES, QUERY_ROW_CAP, QUERY_RULES, type QueryAnswer } from '../../../kb/contract/query';
import { MAX_QUERY_LENGTH } from '../../../kb/datalog/query-text';
import { badRequest } from '../http/errors';
import { ErrorsSchema } from '../openapi/schemas/errors';
import { QueryAnswerSchema } from '../openapi/schemas/query';
import { oneText, type Query as QueryParams } from '../discovery/query-params';
import { QueryService } from './query.service';

/** The schema and the limits, for the OpenAPI document (the /query page shows the same). */
const DESCRIPTION = [
  'A DataScript query (EDN), run read-only on the catalogue with its rules as `%` (`:in $ %` is added;',
  'a query gets no other input). Attributes are written as keywords (`:space/symbol`).',
  `It runs in a worker thread with a budget of ${QUERY_BUDGET_MS / 1000} s and answers at most ${QUERY_ROW_CAP} rows, sorted.`,
  'A malformed query, an unknown attribute or rule, a write, or a query past its budget is a 400',
  '`{"errors": {"q": message}}`.',
  '',
  'Attributes:',
  ...QUERY_ATTRIBUTES.map((a) => `- \`${a.name}\`: ${a.meaning}`),
  '',
  'Rules:',
  ...QUERY_RULES.map((r) => `- \`${r.name}\`: ${r.meaning}`),
].join('\n');

@Controller('query')
export class QueryController {
  constructor(private readonly queries: QueryService) {}

  @Get()
  @ApiOperation({ summary: 'Ask the catalogue in Datalog (DataScript)', description: DESCRIPTION })
  @ApiQuery({ name: 'q', required: true, description: `A DataScript query in EDN, at most ${MAX_QUERY_LENGTH} characters`, example: QUERY_EXAMPLES[0].query })
  @ApiOkResponse({ type: QueryAnswerSchema, description: `The rows (sorted; at most ${QUERY_ROW_CAP}; truncated says whether more matched)` })
  @ApiServiceUnavailableResponse({ type: ErrorsSchema, description: 'Too many queries are waiting: ask again shortly.' })
  async query(@Query() query: QueryParams): Promise<QueryAnswer> {
    const q = oneText(query, 'q');
    if (q === undefined) throw badRequest({ q: 'Send a query in the parameter q, such as [:find ?symbol :where [?s :space/symbol ?symbol]].' });
    const outcome = await this.queries.query(q);
    if ('answer' in outcome) return outcome.answer;
    if ('busy' in outcome) throw new HttpException({ errors: { q: outcome.busy } }, HttpStatus.SERVICE_UNAVAILABLE);
    throw badRequest({ q: outcome.refused });
  }
}
