/** The equations' gaps and compute report (kb/contract/equation-reports.ts). */
import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type * as Contract from '../../../../kb/contract/equation-reports';
import { ReportCountSchema } from './compute-report';
import { PropertyRefSchema } from './discovery';
import { EquationRefSchema } from './equation-discovery';
import { IdProperty, IntegerProperty, NumberProperty, TextProperty } from './properties';

const COUNT = { type: 'integer', minimum: 0, nullable: true } as const;

@ApiSchema({ name: 'EquationQuestion', description: 'An undecided (equation, property) and how many further facts each answer would bring (null: that answer contradicts the equation theorems).' })
export class EquationQuestionSchema implements Contract.EquationQuestionEntry {
  @ApiProperty({ type: EquationRefSchema })
  equation!: EquationRefSchema;
  @ApiProperty({ type: PropertyRefSchema })
  property!: PropertyRefSchema;
  @ApiProperty(COUNT)
  ifHolds!: number | null;
  @ApiProperty(COUNT)
  ifFails!: number | null;
}

@ApiSchema({ name: 'EquationQuestions', description: 'GET /api/differential-equation/questions: the ranked gaps of the equation catalogue, a page of them.' })
export class EquationQuestionsSchema implements Contract.EquationQuestionsView {
  @IntegerProperty({ minimum: 0 })
  total!: number;
  @ApiProperty({ type: [EquationQuestionSchema] })
  questions!: EquationQuestionSchema[];
}

@ApiSchema({ name: 'EquationTheoremName' })
class EquationTheoremNameSchema {
  @IdProperty()
  id!: number;
  @TextProperty()
  name!: string;
}

@ApiSchema({ name: 'EquationReportContradiction' })
export class EquationReportContradictionSchema implements Contract.EquationReportContradiction {
  @ApiProperty({ type: EquationRefSchema })
  equation!: EquationRefSchema;
  @ApiProperty({ type: PropertyRefSchema })
  property!: PropertyRefSchema;
  @ApiProperty({ type: [EquationTheoremNameSchema] })
  theorems!: EquationTheoremNameSchema[];
}

@ApiSchema({ name: 'EquationReportSummary', description: 'GET /api/admin/compute/equations: the facts the equation theorems compute, in all, per theorem and per property.' })
export class EquationReportSummarySchema implements Contract.EquationReportSummary {
  @IntegerProperty({ minimum: 0 })
  equations!: number;
  @IntegerProperty({ minimum: 0 })
  properties!: number;
  @IntegerProperty({ minimum: 0 })
  theorems!: number;
  @IntegerProperty({ minimum: 0, description: 'Facts known of the equations, linked or computed (an equation the theorems contradict is counted as its contradiction only).' })
  facts!: number;
  @IntegerProperty({ minimum: 0 })
  linked!: number;
  @IntegerProperty({ minimum: 0, description: 'Facts only the theorems give: nobody typed them in.' })
  derived!: number;
  @IntegerProperty({ minimum: 0, description: '(fact, theorem) pairs: each theorem computing a fact, linked facts included.' })
  computations!: number;
  @NumberProperty({ minimum: 0, description: 'The equation reasoner’s build from the database, its reads included.' })
  buildMs!: number;
  @NumberProperty({ minimum: 0 })
  reportMs!: number;
  @ApiProperty({ type: [EquationReportContradictionSchema] })
  contradictions!: EquationReportContradictionSchema[];
  @ApiProperty({ type: [ReportCountSchema], description: 'Facts computed per equation theorem, most first.' })
  byTheorem!: ReportCountSchema[];
  @ApiProperty({ type: [ReportCountSchema], description: 'Computed facts per equation property, most first.' })
  byProperty!: ReportCountSchema[];
}
