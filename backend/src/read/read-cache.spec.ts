/** The read cache alone: what a commit makes it forget, and what it forgets first when full. */
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

  test('when full, the answer kept longest goes first and the new one is kept', () => {
    const knowledge = knowledgeAt(1);
    const cache = new ReadCache(knowledge as unknown as KnowledgeService);
    knowledge.advance(2, CommitReach.everything());
    for (let i = 0; i < 20_000; i++) cache.put(2, `/api/space?q=${i}`, answer(String(i)));
    cache.put(2, '/api/space?q=new', answer('new'));
    expect(cache.get('/api/space?q=0')).toBeUndefined();
    expect(cache.get('/api/space?q=1')?.tag).toBe('t-1');
    expect(cache.get('/api/space?q=new')?.tag).toBe('t-new');
  });
});
