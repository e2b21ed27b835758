import { Controller, Get } from '@nestjs/common';
import { EquationReportsService } from '../differential-equation/equation-reports.service';
import { Answers } from '../openapi/answers';
import { EquationReportSummarySchema } from '../openapi/schemas/equation-reports';
import { RedundantTheoremSchema } from '../openapi/schemas/theorem-checks';

/** The admin's reads about the equation catalogue (issue 26): its compute report and its redundant theorems. Admins only (RightsGuard, by path). */
@Controller('admin')
export class EquationAdminController {
  constructor(private readonly reports: EquationReportsService) {}

  /** Facts the equation theorems compute, in all, per theorem and per property; contradictions (made once per catalogue version). */
  @Get('compute/equations')
  @Answers(EquationReportSummarySchema)
  computeEquations() {
    return this.reports.computeReport();
  }

  /** Every equation theorem that follows from the others, with its derivation. */
  @Get('redundant-equation-theorems')
  @Answers([RedundantTheoremSchema])
  redundantEquationTheorems() {
    return this.reports.redundantTheorems();
  }
}
