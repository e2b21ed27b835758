/**
 * Serialized answers of catalogue GETs, each compressed at most once per
 * coding: the first read serializes, the next ones send the same bytes. A
 * commit forgets only the answers it changed (KnowledgeService.onAdvance with
 * the commit's reach, matched against each answer's scopes: read-scopes.ts);
 * the others stay, with the ETag of the version they were read at, which
 * still names these very bytes. Anything the cache was not told about (a
 * version it missed) empties it, so nothing stale is ever served.
 */
import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { Injectable } from '@nestjs/common';
import type { CommitReach } from '../knowledge/commit-reach';
import { KnowledgeService } from '../knowledge/knowledge.service';
import { encode, type Coding } from './encoding';
import { scopesOf } from './read-scopes';

export interface CachedRead {
  /** The ETag without its quotes and coding suffix. */
  tag: string;
  body: Buffer;
  /** X-Total-Count of a list page, when the request had list params. */
  headers: Record<string, string>;
  coded: Partial<Record<Coding | 'deflate', Buffer>>;
}

interface Kept extends CachedRead {
  /** What it depends on (read-scopes.ts); null: forgotten at every commit. */
  scopes: string[] | null;
}

/**
 * Enough for every list at 10× π-Base many times over; past it, the answers
 * kept longest are forgotten first (they may now outlive many commits, so a
 * full cache must not stop keeping new ones).
 */
const MAX_BYTES = 256 * 1024 * 1024;
const MAX_ENTRIES = 20_000;

@Injectable()
export class ReadCache {
  /** The catalogue version every kept answer is the answer at. */
  private version = -1;
  private readonly entries = new Map<string, Kept>();
  /** URLs by scope key, and those with no scopes. */
  private readonly byScope = new Map<string, Set<string>>();
  private readonly unscoped = new Set<string>();
  private bytes = 0;

  constructor(private readonly knowledge: KnowledgeService) {
    knowledge.onAdvance((from, to, reach) => this.advance(from, to, reach));
  }

  /** The answer kept for `url` at the current version. */
  get(url: string): CachedRead | undefined {
    if (this.version !== this.knowledge.version) return undefined;
    return this.entries.get(url);
  }

  /** Keeps an answer read at `version`, unless the catalogue has moved on since. */
  put(version: number, url: string, entry: Omit<CachedRead, 'coded'>): void {
    if (version !== this.knowledge.version) return;
    if (version !== this.version) {
      // A version this cache was not told about: nothing kept can be trusted.
      this.clear();
      this.version = version;
    }
    this.drop(url);
    if (entry.body.length > MAX_BYTES) return;
    while (this.bytes + entry.body.length > MAX_BYTES || this.entries.size >= MAX_ENTRIES) {
      // A Map iterates in insertion order: the first key is the answer kept longest.
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.drop(oldest.value);
    }
    const scopes = scopesOf(url);
    this.bytes += entry.body.length;
    this.entries.set(url, { ...entry, coded: {}, scopes });
    if (!scopes) this.unscoped.add(url);
    else {
      for (const key of scopes) {
        let urls = this.byScope.get(key);
        if (!urls) this.byScope.set(key, (urls = new Set()));
        urls.add(url);
      }
    }
  }

  /** The version moved from `from` to `to`: forget what the commit reached (everything, unless it came straight from our version). */
  private advance(from: number, to: number, reach: CommitReach): void {
    if (reach.everything || from !== this.version) this.clear();
    else {
      for (const url of [...this.unscoped]) this.drop(url);
      for (const key of reach.keys) for (const url of [...(this.byScope.get(key) ?? [])]) this.drop(url);
    }
    this.version = to;
  }

  private drop(url: string): void {
    const entry = this.entries.get(url);
    if (!entry) return;
    this.entries.delete(url);
    this.bytes -= entry.body.length;
    if (!entry.scopes) this.unscoped.delete(url);
    else {
      for (const key of entry.scopes) {
        const urls = this.byScope.get(key);
        urls?.delete(url);
        if (urls?.size === 0) this.byScope.delete(key);
      }
    }
  }

  private clear(): void {
    this.entries.clear();
    this.byScope.clear();
    this.unscoped.clear();
    this.bytes = 0;
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
