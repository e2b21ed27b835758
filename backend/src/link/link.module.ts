import { Module } from '@nestjs/common';
import { PropertyModule } from '../property/property.module';
import { ProblemModule } from '../problem/problem.module';
import { SpaceModule } from '../space/space.module';
import { LinkController } from './link.controller';
import { LinkService } from './link.service';

@Module({ imports: [SpaceModule, PropertyModule, ProblemModule], controllers: [LinkController], providers: [LinkService], exports: [LinkService] })
export class LinkModule {}
