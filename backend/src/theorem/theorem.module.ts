import { Module } from '@nestjs/common';
import { TheoremController } from './theorem.controller';
import { TheoremService } from './theorem.service';

@Module({ controllers: [TheoremController], providers: [TheoremService], exports: [TheoremService] })
export class TheoremModule {}
