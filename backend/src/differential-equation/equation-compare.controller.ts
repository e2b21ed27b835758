import { Controller, Get, Query } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import { MAX_ID } from '../http/id.pipe';
import { idList, type Query as QueryParams } from '../discovery/query-params';
import { Answers } from '../openapi/answers';
import { EquationCompareSchema } from '../openapi/schemas/equation-discovery';
import { EquationDiscoveryService } from './equation-discovery.service';

/** /api/differential-equation/compare, as /api/compare for spaces; registered before the equation controller: `compare` is not an equation id. */
@Controller('differential-equation/compare')
export class EquationCompareController {
  constructor(private readonly discovery: EquationDiscoveryService) {}

  @Get()
  @Answers(EquationCompareSchema)
  @ApiQuery({ name: 'equation', required: true, description: 'The equations to compare, as equation=1&equation=2 or equation=1,2.', schema: { type: 'array', items: { type: 'integer', minimum: 1, maximum: MAX_ID } }, style: 'form', explode: true })
  compare(@Query() query: QueryParams) {
    return this.discovery.compare(idList(query, 'equation'));
  }
}
