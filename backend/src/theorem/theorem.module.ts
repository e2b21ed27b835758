import { Module } from '@nestjs/common';
import { ProblemModule } from '../problem/problem.module';
import { TheoremController } from './theorem.controller';
import { TheoremService } from './theorem.service';

@Module({ imports: [ProblemModule], controllers: [TheoremController], providers: [TheoremService], exports: [TheoremService] })
export class TheoremModule {}
