/** The read side of the catalogue: the kept answers and the interceptor every catalogue GET passes through. */
import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { CatalogueReadInterceptor } from './catalogue-read.interceptor';
import { ReadCache } from './read-cache';

@Global()
@Module({
  providers: [ReadCache, { provide: APP_INTERCEPTOR, useClass: CatalogueReadInterceptor }],
  exports: [ReadCache],
})
export class ReadModule {}
