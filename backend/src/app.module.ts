/**
 * The application: config and database first, then one module per domain.
 * Global pieces: the validation pipe and the exception filter (and the
 * rights guard of AuthModule).
 */
import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { ApiExceptionFilter } from './http/exception.filter';
import { createValidationPipe } from './http/validation-pipe';
import { CatalogueModule } from './catalogue/catalogue.module';
import { AdminModule } from './admin/admin.module';
import { AuthModule } from './auth/auth.module';
import { UserModule } from './user/user.module';
import { DataModule } from './open-data/data.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, clientUrl: string): DynamicModule {
    return {
      module: AppModule,
      imports: [ConfigModule.forRoot(config), DatabaseModule.forRoot(clientUrl, config.databaseUrl ? config.databasePoolSize : 1), CatalogueModule, AuthModule, UserModule, AdminModule, DataModule],
      providers: [
        { provide: APP_PIPE, useFactory: createValidationPipe },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
      ],
    };
  }
}
