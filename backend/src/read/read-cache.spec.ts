/** The read cache alone: what a commit makes it forget, what it forgets first when full, and compressing once. */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CommitReach } from '../knowledge/commit-reach';
import type { KnowledgeService } from '../knowledge/knowledge.service';
import { ReadCache } from './read-cache';

/** A knowledge service reduced to what the cache uses: the version and its moves. */
function knowledgeAt(version: number) {
  const listeners: Array<(from: number, to: number, reach: CommitReach) => void> = [];
  const knowledge = {
    version,
    onAdvance: (listener: (from: number, to: number, reach: CommitReach) => void) => listeners.push(listener),
    advance(to: number, reach: CommitReach) {
      const from = knowledge.version;
      knowledge.version = to;
      for (const listener of listeners) listener(from, to, reach);
    },
  };
  return knowledge;
}

const answer = (text: string) => ({ tag: `t-${text}`, body: Buffer.from(text), headers: {} });

describe('ReadCache', () => {
  test('a commit forgets the answers in its reach and every unscoped one; the others stay', () => {
    const knowledge = knowledgeAt(1);
    const cache = new ReadCache(knowledge as unknown as KnowledgeService);
    knowledge.advance(2, CommitReach.everything());
    for (const url of ['/api/space', '/api/space/1', '/api/space/2', '/api/space/1/property', '/api/space/2/property?unlinked=true', '/api/theorem', '/api/property/1/space']) {
      cache.put(2, url, answer(url));
    }
    const reach = new CommitReach();
    reach.space(1);
    reach.facts(2);
    knowledge.advance(3, reach);
    const kept = ['/api/space', '/api/space/2', '/api/space/1/property', '/api/theorem'];
    for (const url of kept) expect(cache.get(url)?.tag).toBe(`t-${url}`);
    for (const url of ['/api/space/1', '/api/space/2/property?unlinked=true', '/api/property/1/space']) expect(cache.get(url)).toBeUndefined();
    // Everything: nothing stays.
    knowledge.advance(4, CommitReach.everything());
    for (const url of kept) expect(cache.get(url)).toBeUndefined();
  });

  test('a version it was not told about empties it', () => {
    const knowledge = knowledgeAt(5);
    const cache = new ReadCache(knowledge as unknown as KnowledgeService);
    knowledge.advance(6, CommitReach.everything());
    cache.put(6, '/api/theorem', answer('a'));
    knowledge.version = 8; // moved without advance
    expect(cache.get('/api/theorem')).toBeUndefined();
    knowledge.advance(9, new CommitReach()); // from 8, not from the 6 it holds
    expect(cache.get('/api/theorem')).toBeUndefined();
  });

  test('when full, the answer read least recently goes first and the new one is kept', () => {
    const knowledge = knowledgeAt(1);
    const cache = new ReadCache(knowledge as unknown as KnowledgeService);
    knowledge.advance(2, CommitReach.everything());
    cache.put(2, '/api/theorem', answer('theorems'));
    for (let i = 0; i < 20_000; i++) {
      cache.put(2, `/api/space?q=${i}`, answer(String(i)));
      // The list is read all the while: it is never the one forgotten.
      if (i % 5000 === 0) expect(cache.get('/api/theorem')?.tag).toBe('t-theorems');
    }
    cache.put(2, '/api/space?q=new', answer('new'));
    expect(cache.get('/api/theorem')?.tag).toBe('t-theorems');
    expect(cache.get('/api/space?q=0')).toBeUndefined();
    expect(cache.get('/api/space?q=19999')?.tag).toBe('t-19999');
    expect(cache.get('/api/space?q=new')?.tag).toBe('t-new');
  });

  test('compresses a kept answer once per coding, off the event loop, and keeps it', async () => {
    const knowledge = knowledgeAt(1);
    const cache = new ReadCache(knowledge as unknown as KnowledgeService);
    knowledge.advance(2, CommitReach.everything());
    const text = JSON.stringify(Array.from({ length: 2000 }, (_, id) => ({ id, name: `Theorem ${id}` })));
    const kept = cache.put(2, '/api/theorem', answer(text))!;
    const [first, second] = [cache.body(kept, 'br'), cache.body(kept, 'br')];
    // Both requests wait for the one compression under way.
    expect(first).toBeInstanceOf(Promise);
    expect(second).toBe(first);
    const br = await first;
    expect(brotliDecompressSync(br).toString()).toBe(text);
    expect(cache.body(kept, 'br')).toBe(br);
    expect(gunzipSync(await cache.body(kept, 'gzip')).toString()).toBe(text);
    expect(cache.body(kept, 'identity')).toBe(kept.body);
    // A second answer for the URL at the same version (a request that raced the first) leaves the kept one, codings and all.
    expect(cache.put(2, '/api/theorem', answer(text))).toBe(kept);
    expect(cache.body(cache.get('/api/theorem')!, 'br')).toBe(br);
  });
});
