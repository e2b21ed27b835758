/** The read side of the catalogue: the kept answers and the interceptor every catalogue GET passes through (read-routes.ts). */
import { Global, Module } from '@nestjs/common';
import { CatalogueReadInterceptor } from './catalogue-read.interceptor';
import { ReadCache } from './read-cache';

@Global()
@Module({
  providers: [ReadCache, CatalogueReadInterceptor],
  exports: [ReadCache],
})
export class ReadModule {}
