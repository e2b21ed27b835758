/**
 * One process at a time on an embedded data directory: PGlite is a single-process
 * database and two processes writing one pgdata would corrupt it. The holder
 * (the server or a CLI command) writes DATA_DIR/catalogue.lock with its pid;
 * anyone else is refused with a clear message while that process lives. A lock
 * left by a process that died (a crash, kill -9) is taken over.
 */
import { closeSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = 'catalogue.lock';

export class DataDirectoryInUse extends Error {}

export interface DataDirLock {
  release(): void;
}

interface Owner {
  pid: number;
  holder: string;
}

export function lockDataDir(dataDir: string, holder: string): DataDirLock {
  const file = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 5; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(file);
      if (owner === 'unreadable') {
        pause(200);
        continue;
      }
      if (owner && owner.pid !== process.pid && isAlive(owner.pid)) {
        throw new DataDirectoryInUse(
          `The data directory ${dataDir} is in use by ${owner.holder} (process ${owner.pid}). ` +
            'The embedded database admits one process: stop it first (or run several processes on one PostgreSQL server with DATABASE_URL).',
        );
      }
      // Stale: its process is gone. Remove it and try again.
      removeQuietly(file);
      continue;
    }
    try {
      writeSync(fd, JSON.stringify({ pid: process.pid, holder } satisfies Owner));
    } finally {
      closeSync(fd);
    }
    return ownedLock(file);
  }
  throw new DataDirectoryInUse(`The data directory ${dataDir} is being locked by another process; try again.`);
}

function ownedLock(file: string): DataDirLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    const owner = readOwner(file);
    if (owner && owner !== 'unreadable' && owner.pid === process.pid) removeQuietly(file);
  };
  // Also on process.exit() without a stop (a CLI error); after kill -9 the next process takes it over.
  process.on('exit', release);
  return { release };
}

/** The lock's owner; null when there is no file or its content is not a lock; 'unreadable' while it is being written. */
function readOwner(file: string): Owner | null | 'unreadable' {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  try {
    const owner = JSON.parse(text) as Owner;
    if (Number.isInteger(owner.pid) && owner.pid > 0 && typeof owner.holder === 'string') return owner;
  } catch {
    // fall through
  }
  // An empty or half-written file younger than a second is another process between open and write.
  try {
    if (Date.now() - statSync(file).mtimeMs < 1000) return 'unreadable';
  } catch {
    return null;
  }
  return null;
}

function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function removeQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    // already gone
  }
}
