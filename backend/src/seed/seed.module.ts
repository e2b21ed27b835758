import { Module } from '@nestjs/common';
import { SeedOnStart } from './seed-on-start';

@Module({ providers: [SeedOnStart] })
export class SeedModule {}
