import { Module } from '@nestjs/common';
import { DifferentialEquationLinkService } from './differential-equation-link.service';
import { DifferentialEquationPropertyController } from './differential-equation-property.controller';
import { DifferentialEquationPropertyService } from './differential-equation-property.service';
import { DifferentialEquationController } from './differential-equation.controller';
import { DifferentialEquationService } from './differential-equation.service';

@Module({
  // Order matters: /differential-equation/property before /differential-equation/:id.
  controllers: [DifferentialEquationPropertyController, DifferentialEquationController],
  providers: [DifferentialEquationService, DifferentialEquationPropertyService, DifferentialEquationLinkService],
  exports: [DifferentialEquationService, DifferentialEquationPropertyService, DifferentialEquationLinkService],
})
export class DifferentialEquationModule {}
