import { Controller, Get, Query } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import { MAX_ID } from '../http/id.pipe';
import { optionalId, wholeNumber, type Query as QueryParams } from '../discovery/query-params';
import { Answers } from '../openapi/answers';
import { EquationQuestionsSchema } from '../openapi/schemas/equation-reports';
import { EquationReportsService } from './equation-reports.service';

/**
 * /api/differential-equation/questions, as /api/questions for spaces: every
 * undecided (equation, property), ranked by what settling it would bring.
 * Registered before the equation controller: `questions` is not an equation id.
 */
@Controller('differential-equation/questions')
export class EquationQuestionsController {
  constructor(private readonly reports: EquationReportsService) {}

  /** ?property=&equation=&limit=(1–500, default 50)&offset= */
  @Get()
  @Answers(EquationQuestionsSchema)
  @ApiQuery({ name: 'property', required: false, description: 'Only gaps about this equation property.', schema: { type: 'integer', minimum: 1, maximum: MAX_ID } })
  @ApiQuery({ name: 'equation', required: false, description: 'Only gaps about this equation.', schema: { type: 'integer', minimum: 1, maximum: MAX_ID } })
  @ApiQuery({ name: 'limit', required: false, schema: { type: 'integer', minimum: 1, maximum: 500, default: 50 } })
  @ApiQuery({ name: 'offset', required: false, schema: { type: 'integer', minimum: 0, maximum: 10_000_000, default: 0 } })
  questions(@Query() query: QueryParams) {
    return this.reports.questions({
      propertyId: optionalId(query, 'property'),
      equationId: optionalId(query, 'equation'),
      limit: wholeNumber(query, 'limit', 1, 500, 50),
      offset: wholeNumber(query, 'offset', 0, 10_000_000, 0),
    });
  }
}
