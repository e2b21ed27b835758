/**
 * The yardstick of `npm run bench:floor`: a bare NestJS app (Express platform,
 * defaults) with one route answering {ok: true} and Nest's own 404 for the
 * rest. Prints "listening on http://localhost:PORT" like the real server.
 */
import 'reflect-metadata';
import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';

@Controller()
class OkController {
  @Get('ok')
  ok() {
    return { ok: true };
  }
}

@Module({ controllers: [OkController] })
class BareModule {}

async function main(): Promise<void> {
  const app = await NestFactory.create(BareModule, { logger: ['error', 'warn'] });
  await app.listen(Number(process.env.PORT) || 0, '127.0.0.1');
  const address = app.getHttpServer().address();
  console.log(`listening on http://localhost:${typeof address === 'object' && address ? address.port : 0}`);
}

void main();
