import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { decrypt } from 'http_ece';

/**
 * A browser and its push service, on loopback: a subscription key pair made like a browser's (ECDH P-256, a
 * 16-byte auth secret), and an HTTP endpoint that records what the server posts and answers a chosen status. The
 * tests read a push as the browser would, by decrypting it with the subscription's private key.
 */
export interface ReceivedPush {
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

export function createBrowserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    /** The push's plain text, as the browser's service worker would get it. */
    decrypt: (body: Buffer) =>
      decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8'),
  };
}

export async function startPushReceiver() {
  const received: ReceivedPush[] = [];
  const statuses = new Map<string, number>();
  const waiting: (() => void)[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(statuses.get(path) ?? 201).end();
      for (const wake of waiting.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    endpoint: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    /** What this path answers from now on: 410 says the subscription is gone. */
    answer: (path: string, status: number) => statuses.set(path, status),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Checks a VAPID `Authorization: vapid t=<JWT>, k=<public key>` header (RFC 8292) as a push service does: the JWT
 * is ES256-signed by the key it names, for this push service's origin. Returns the JWT's claims.
 */
export function verifyVapid(authorization: string | undefined, audience: string) {
  const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [, jwt, publicKey] = match as unknown as [string, string, string];
  const [header, claims, signature] = jwt.split('.') as [string, string, string];
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  const parsed = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as {
    aud: string;
    sub: string;
    exp: number;
  };
  if (!valid) throw new Error('the VAPID JWT signature does not verify');
  if (parsed.aud !== audience) throw new Error(`the VAPID JWT is for ${parsed.aud}, not ${audience}`);
  return { publicKey, claims: parsed };
}
