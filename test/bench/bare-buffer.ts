/**
 * The physical ceiling of the scale bench's big reads: a bare Node http
 * server (no framework, no middleware) answering every request with the very
 * bytes a read of ours sends, fetched once from BODY_URL with the headers in
 * BODY_HEADERS (JSON) and kept undecoded, with the same Content-Encoding and
 * res.end(buffer). What it reaches in the same run is the most any server
 * can do for that body on this machine (the load generator's share of the
 * cores included). Prints "listening on http://localhost:PORT".
 */
import { createServer, get } from 'node:http';

function fetchRaw(url: string, headers: Record<string, string>): Promise<{ body: Buffer; coding?: string }> {
  return new Promise((done, fail) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ body: Buffer.concat(chunks), coding: res.headers['content-encoding'] }));
    }).on('error', fail);
  });
}

async function main(): Promise<void> {
  const url = process.env.BODY_URL;
  if (!url) throw new Error('BODY_URL names the read whose bytes are sent');
  const { body, coding } = await fetchRaw(url, JSON.parse(process.env.BODY_HEADERS ?? '{}') as Record<string, string>);
  const headers: Record<string, string | number> = { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': body.length };
  if (coding) headers['Content-Encoding'] = coding;
  const server = createServer((req, res) => {
    res.writeHead(200, headers);
    res.end(body);
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    console.log(`listening on http://localhost:${typeof address === 'object' && address ? address.port : 0}`);
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
