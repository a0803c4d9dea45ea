import { request as httpRequest } from 'node:http';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { stack } from '../testing/stack-client';

/** A GET with node:http, which (unlike fetch) leaves the body as sent, so the test sees the encoding itself. */
function rawGet(path: string, acceptEncoding: string) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const call = httpRequest(
        `${stack().urls.http}${path}`,
        { headers: { 'accept-encoding': acceptEncoding } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        },
      );
      call.on('error', reject);
      call.end();
    },
  );
}

describe('API response compression in the local adapter (issue 19 item 3)', () => {
  // A public route with a body well over 1 KB: the seeded example collection with its cards.
  const path = '/api/public/thetix-collections/thetix-examples-stocks';

  it('answers gzip or brotli when the client accepts it, and plain JSON otherwise', async () => {
    // Act
    const plain = await rawGet(path, 'identity');
    const gzip = await rawGet(path, 'gzip');
    const brotli = await rawGet(path, 'gzip, deflate, br');

    // Assess
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    // The cards' own fields move as their jobs run, so the comparison is of what stands still: the collection.
    const collectionOf = (text: string) => (JSON.parse(text) as { collection: unknown }).collection;
    const expected = collectionOf(plain.body.toString('utf8'));
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toContain('Accept-Encoding');
    expect(gzip.body.length).toBeLessThan(plain.body.length);
    expect(collectionOf(gunzipSync(gzip.body).toString('utf8'))).toEqual(expected);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(collectionOf(brotliDecompressSync(brotli.body).toString('utf8'))).toEqual(expected);
  });
});
