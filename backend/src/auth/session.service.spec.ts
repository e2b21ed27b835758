import type { EntityManager } from '@mikro-orm/postgresql';
import { SessionService } from './session.service';
import type { SessionUser } from './session-user';

const SESSION = 'a'.repeat(32);
const USER: SessionUser = { id: 7, email: 'e@example.org', isAdmin: false, canEdit: true, stamp: 's' };

/** A SessionService whose session table answers `open` (count queries counted), and a user read that is counted. */
function service(open: () => boolean) {
  const counts = { lookups: 0, reads: 0, deletes: 0 };
  const fork = {
    count: async () => {
      counts.lookups++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return open() ? 1 : 0;
    },
    nativeDelete: async () => {
      counts.deletes++;
    },
  };
  const em = { fork: () => fork } as unknown as EntityManager;
  const read = async () => {
    counts.reads++;
    return { ...USER };
  };
  return { sessions: new SessionService(em), counts, read };
}

describe('SessionService.openSessionUser', () => {
  it('lets the requests that arrive during a lookup share it, each with its own copy of the user', async () => {
    const { sessions, counts, read } = service(() => true);
    const users = await Promise.all(Array.from({ length: 20 }, () => sessions.openSessionUser(SESSION, USER.id, read)));
    expect(counts).toMatchObject({ lookups: 1, reads: 1 });
    for (const user of users) expect(user).toEqual(USER);
    expect(new Set(users).size).toBe(20);
  });

  it('does not share a lookup with a request for another user, nor keep one a logout overlapped', async () => {
    let open = true;
    const { sessions, counts, read } = service(() => open);
    const first = sessions.openSessionUser(SESSION, USER.id, read);
    const otherUser = sessions.openSessionUser(SESSION, 8, read);
    await Promise.resolve();
    open = false;
    await sessions.end(SESSION);
    // After the logout: a lookup of its own, which finds the session gone.
    const after = sessions.openSessionUser(SESSION, USER.id, read);
    await Promise.all([first, otherUser]);
    expect(await after).toBeNull();
    expect(counts.lookups).toBe(3);
    // Nothing was remembered: the next request looks again.
    expect(await sessions.openSessionUser(SESSION, USER.id, read)).toBeNull();
    expect(counts.lookups).toBe(4);
  });
});
