/** Open problems and pairs independent of ZFC (kb/contract/problems.ts). */
import { Module } from '@nestjs/common';
import { ProblemController } from './problem.controller';
import { ProblemService } from './problem.service';

@Module({ controllers: [ProblemController], providers: [ProblemService], exports: [ProblemService] })
export class ProblemModule {}
