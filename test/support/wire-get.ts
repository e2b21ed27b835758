/**
 * A GET as sent on the wire: no automatic Accept-Encoding (unlike fetch), so
 * a test sees the exact status, ETag and bytes the server chose.
 */
import { get } from 'node:http';

export interface WireAnswer {
  status: number;
  etag: string | undefined;
  text: string;
}

export function wireGet(baseUrl: string, path: string, headers: Record<string, string> = {}): Promise<WireAnswer> {
  return new Promise((resolve, reject) => {
    get(baseUrl + path, { headers }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, etag: res.headers.etag, text }));
    }).on('error', reject);
  });
}
