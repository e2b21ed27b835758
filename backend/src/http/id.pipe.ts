/**
 * Route ids: a positive 32-bit integer written plainly ("7", not "07" or "7.0");
 * anything else is an unknown id (404).
 */
import { Injectable, type PipeTransform } from '@nestjs/common';
import { notFound } from './errors';

const MAX_ID = 2147483647;

@Injectable()
export class IdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const text = String(value);
    if (!/^[1-9][0-9]{0,9}$/.test(text)) throw notFound();
    const id = Number(text);
    if (id > MAX_ID) throw notFound();
    return id;
  }
}
