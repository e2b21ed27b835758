/**
 * Which content coding a response gets: the very choice the `compression`
 * middleware makes (same negotiation, same threshold), so that a strong ETag
 * can name the coding of the bytes it is sent with (RFC 9110 §8.8.3), and
 * cached bodies can be compressed once instead of on every request.
 */
import { brotliCompress, constants, deflate, gzip } from 'node:zlib';
import type { IncomingMessage } from 'node:http';
import compression from 'compression';
import Negotiator from 'negotiator';

export type Coding = 'br' | 'gzip' | 'identity';

/** Bodies smaller than this are sent as they are (compression's default). */
export const COMPRESSION_THRESHOLD = 1024;
/** compression's own lists (node ≥ 11.7 has brotli); deflate is never preferred over these two. */
const SUPPORTED = ['br', 'gzip', 'deflate', 'identity'];
const PREFERRED = ['br', 'gzip'];

export function codingFor(req: IncomingMessage, size: number): Coding | 'deflate' {
  if (size < COMPRESSION_THRESHOLD) return 'identity';
  // negotiator's second argument (the server's preference on ties) is missing from its types.
  const negotiator = new Negotiator(req) as unknown as { encoding(available: string[], preferred: string[]): string | undefined };
  const method = negotiator.encoding(SUPPORTED, PREFERRED);
  return (method ?? 'identity') as Coding | 'deflate';
}

/** The compression middleware for the whole app (API and frontend), with the threshold above. */
export function compressionMiddleware() {
  return compression({ threshold: COMPRESSION_THRESHOLD });
}

/**
 * A body compressed once (brotli at compression's default quality 4), on
 * libuv's thread pool: at ten times π-Base the theorem list (6.5 MB) takes
 * about 200 ms to compress, which must not stop every other request.
 */
export function encode(body: Buffer, coding: Exclude<Coding, 'identity'> | 'deflate'): Promise<Buffer> {
  return new Promise((done, fail) => {
    const finish = (error: Error | null, result: Buffer) => (error ? fail(error) : done(result));
    if (coding === 'br') brotliCompress(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }, finish);
    else if (coding === 'gzip') gzip(body, finish);
    else deflate(body, finish);
  });
}
