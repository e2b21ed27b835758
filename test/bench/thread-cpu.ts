/**
 * CPU time of the calling thread (the main thread: the JS that runs), in ms,
 * or null where /proc/thread-self is missing (not Linux). Process CPU time
 * also counts V8's helper threads (optimizing compilers, the collector),
 * which on a quiet multi-core machine run beside the main thread, not in its
 * way; on a loaded machine wall time is mostly waiting for a core.
 *
 * The kernel updates a thread's run time when it is scheduled out (or at a
 * timer tick), so a reading could be a tick (4 ms) stale: a 20 µs sleep
 * first brings it up to date.
 */
import { readFileSync } from 'node:fs';

const cell = new Int32Array(new SharedArrayBuffer(4));

export function threadCpuMs(): number | null {
  try {
    Atomics.wait(cell, 0, 0, 0.02);
    return Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return null;
  }
}
