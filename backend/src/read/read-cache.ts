/**
 * Serialized answers of catalogue GETs, each compressed at most once per
 * coding: the first read serializes, the next ones send the same bytes. A
 * commit forgets only the answers it changed (KnowledgeService.onAdvance with
 * the commit's reach, matched against each answer's scopes: read-scopes.ts);
 * the others stay, with the ETag of the version they were read at, which
 * still names these very bytes. Anything the cache was not told about (a
 * version it missed) empties it, so nothing stale is ever served.
 *
 * A kept answer stays while it is read: when full, the cache forgets the
 * answer read least recently (the big lists, read all the time, are the
 * costliest to make again). Compression runs off the event loop, once per
 * coding, and the requests that come meanwhile wait for that one result.
 */
import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { CommitReach } from '../knowledge/commit-reach';
import { KnowledgeService } from '../knowledge/knowledge.service';
import { encode, type Coding } from './encoding';
import { scopesOf } from './read-scopes';

export type Encoded = Coding | 'deflate';

export interface CachedRead {
  /** The ETag without its quotes and coding suffix. */
  tag: string;
  body: Buffer;
  /** X-Total-Count of a list page, when the request had list params. */
  headers: Record<string, string>;
}

interface Kept extends CachedRead {
  url: string;
  /** What it depends on (read-scopes.ts); null: forgotten at every commit. */
  scopes: string[] | null;
  /** The body in each coding asked so far, or its compression under way. */
  coded: Partial<Record<Exclude<Encoded, 'identity'>, Buffer | Promise<Buffer>>>;
  /** Its bytes in memory: the body and every finished coding. */
  bytes: number;
}

/**
 * Enough for every list at 10× π-Base many times over; past it, the answers
 * read least recently are forgotten first.
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

  /** The answer kept for `url` at the current version; reading it keeps it longer. */
  get(url: string): CachedRead | undefined {
    if (this.version !== this.knowledge.version) return undefined;
    const entry = this.entries.get(url);
    if (entry) {
      // A Map iterates in insertion order: moved to the end, it is the last to be forgotten.
      this.entries.delete(url);
      this.entries.set(url, entry);
    }
    return entry;
  }

  /**
   * Keeps an answer read at `version`, unless the catalogue has moved on since;
   * answers what is kept for the URL now (an answer already kept at this
   * version stays, with the codings it has), or undefined.
   */
  put(version: number, url: string, entry: CachedRead): CachedRead | undefined {
    if (version !== this.knowledge.version) return undefined;
    if (version !== this.version) {
      // A version this cache was not told about: nothing kept can be trusted.
      this.clear();
      this.version = version;
    }
    const kept = this.entries.get(url);
    if (kept) return kept;
    if (entry.body.length > MAX_BYTES) return undefined;
    this.makeRoom(entry.body.length);
    const scopes = scopesOf(url);
    const added: Kept = { ...entry, url, scopes, coded: {}, bytes: entry.body.length };
    this.bytes += added.bytes;
    this.entries.set(url, added);
    if (!scopes) this.unscoped.add(url);
    else {
      for (const key of scopes) {
        let urls = this.byScope.get(key);
        if (!urls) this.byScope.set(key, (urls = new Set()));
        urls.add(url);
      }
    }
    return added;
  }

  /** The kept answer's body in `coding`: at once when it is ready, else once its one compression is done. */
  body(read: CachedRead, coding: Encoded): Buffer | Promise<Buffer> {
    if (coding === 'identity') return read.body;
    const entry = read as Kept;
    const coded = entry.coded[coding];
    if (coded) return coded;
    const compressing = encode(entry.body, coding).then((bytes) => {
      entry.coded[coding] = bytes;
      if (this.entries.get(entry.url) === entry) {
        entry.bytes += bytes.length;
        this.bytes += bytes.length;
        this.makeRoom(0);
      }
      return bytes;
    });
    entry.coded[coding] = compressing;
    // A failed compression is not kept: the next request tries again.
    compressing.catch(() => {
      if (entry.coded[coding] === compressing) delete entry.coded[coding];
    });
    return compressing;
  }

  /** Forgets the answers read least recently until `bytes` more fit. */
  private makeRoom(bytes: number): void {
    while (this.bytes + bytes > MAX_BYTES || this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.drop(oldest.value);
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
    this.bytes -= entry.bytes;
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

export function fullTag(base: string, coding: Encoded): string {
  return coding === 'identity' ? `"${base}"` : `"${base}-${coding}"`;
}
