/**
 * Preloaded (`node -r`) into every autocannon process of the API benches.
 * autocannon 8 decodes every response body into a JavaScript string
 * (PipelinedRequestsQueue.addBody: `req.body += data`), which it only needs
 * for `expectBody`/`verifyBody`/`onResponse`, none of which the benches use.
 * For big or binary bodies that decoding, not the server, sets the pace: on
 * this machine a bare Node server sending π-Base's brotli-compressed theorem
 * list (88 KB) was measured at about 500 req/s with it and 5,000 without, and
 * a buffer of the same size filled with "a" (ASCII, decoded fast) at 15,000.
 * Bytes are still counted (addByteCount) and every response still parsed, so
 * req/s, latency and throughput keep their meaning; like wrk or ab, the
 * client just drops the body.
 */
// A private module of autocannon, without type declarations: required as Node loads it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const queue = require('autocannon/lib/pipelinedRequestsQueue') as { prototype: { addBody?: (data: Buffer) => void } };
if (typeof queue.prototype.addBody !== 'function') {
  throw new Error('autocannon changed: PipelinedRequestsQueue.addBody is gone (test/bench/autocannon-discard-bodies.ts)');
}
queue.prototype.addBody = () => {};
