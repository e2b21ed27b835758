/**
 * Serialized answers of catalogue GETs, kept for the current catalogue
 * version only (KnowledgeService.version): the first read after a write
 * serializes, the next ones send the same bytes, compressed at most once per
 * coding. A new version empties it, so nothing stale is ever served.
 */
import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { Injectable } from '@nestjs/common';
import { KnowledgeService } from '../knowledge/knowledge.service';
import { encode, type Coding } from './encoding';

export interface CachedRead {
  /** The ETag without its quotes and coding suffix. */
  tag: string;
  body: Buffer;
  /** X-Total-Count of a list page, when the request had list params. */
  headers: Record<string, string>;
  coded: Partial<Record<Coding | 'deflate', Buffer>>;
}

/** Enough for every list at 10× π-Base many times over; past it, new answers are served but not kept. */
const MAX_BYTES = 256 * 1024 * 1024;
const MAX_ENTRIES = 20_000;

@Injectable()
export class ReadCache {
  private version = -1;
  private readonly entries = new Map<string, CachedRead>();
  private bytes = 0;

  constructor(private readonly knowledge: KnowledgeService) {}

  /** The answer kept for `url` at the current version. */
  get(url: string): CachedRead | undefined {
    if (this.version !== this.knowledge.version) return undefined;
    return this.entries.get(url);
  }

  /** Keeps an answer read at `version`, unless the catalogue has moved on since. */
  put(version: number, url: string, entry: Omit<CachedRead, 'coded'>): void {
    if (version !== this.knowledge.version) return;
    if (version !== this.version) {
      this.entries.clear();
      this.bytes = 0;
      this.version = version;
    }
    if (this.bytes + entry.body.length > MAX_BYTES || this.entries.size >= MAX_ENTRIES) return;
    this.bytes += entry.body.length;
    this.entries.set(url, { ...entry, coded: {} });
  }

  /** The entry's body in `coding`, compressed on first use. */
  static body(entry: CachedRead, coding: Coding | 'deflate'): Buffer {
    if (coding === 'identity') return entry.body;
    return (entry.coded[coding] ??= coding === 'deflate' ? deflateSync(entry.body) : encode(entry.body, coding));
  }
}

/**
 * The strong ETag of a catalogue answer: the catalogue version, a digest of
 * the URL (and of the user, for answers that depend on who asks), and the
 * content coding of the bytes sent.
 */
export function baseTag(version: number, url: string, user?: string): string {
  const digest = createHash('sha1').update(url).update(user ? `\0${user}` : '').digest('base64url').slice(0, 16);
  return `${version}-${digest}`;
}

export function fullTag(base: string, coding: Coding | 'deflate'): string {
  return coding === 'identity' ? `"${base}"` : `"${base}-${coding}"`;
}
