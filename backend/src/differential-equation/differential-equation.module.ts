import { Module } from '@nestjs/common';
import { DifferentialEquationLinkService } from './differential-equation-link.service';
import { DifferentialEquationPropertyController } from './differential-equation-property.controller';
import { DifferentialEquationPropertyService } from './differential-equation-property.service';
import { DifferentialEquationController } from './differential-equation.controller';
import { DifferentialEquationService } from './differential-equation.service';
import { EquationCompareController } from './equation-compare.controller';
import { EquationDiscoveryService } from './equation-discovery.service';
import { EquationQuestionsController } from './equation-questions.controller';
import { EquationReasoning } from './equation-reasoning';
import { EquationReportsService } from './equation-reports.service';
import { EquationTheoremController } from './equation-theorem.controller';
import { EquationTheoremService } from './equation-theorem.service';

@Module({
  // Order matters: /differential-equation/property, /theorem, /compare and /questions before /differential-equation/:id.
  controllers: [DifferentialEquationPropertyController, EquationTheoremController, EquationCompareController, EquationQuestionsController, DifferentialEquationController],
  providers: [EquationDiscoveryService, EquationReportsService, DifferentialEquationService, DifferentialEquationPropertyService, DifferentialEquationLinkService, EquationReasoning, EquationTheoremService],
  exports: [EquationReasoning, EquationReportsService, DifferentialEquationService, DifferentialEquationPropertyService, DifferentialEquationLinkService, EquationTheoremService],
})
export class DifferentialEquationModule {}
