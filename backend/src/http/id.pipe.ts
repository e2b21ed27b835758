/**
 * Route ids: a positive 32-bit integer written plainly ("7", not "07" or "7.0");
 * anything else is an unknown id (404).
 */
import { Injectable, type PipeTransform } from '@nestjs/common';
import { notFound } from './errors';

/** The largest id PostgreSQL's integer columns hold. */
export const MAX_ID = 2147483647;

/** Whether a value is an id the database can hold (a body's ids are checked with this; route ids with IdPipe). */
export function isStorableId(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_ID;
}

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
