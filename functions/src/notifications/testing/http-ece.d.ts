/** The part of http_ece (Encrypted Content-Encoding, RFC 8188) the tests use to read pushes as a browser would. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface DecryptParams {
    version: 'aes128gcm' | 'aesgcm';
    /** The receiver's (browser's) key pair. */
    privateKey: ECDH;
    /** The subscription's auth secret, a Buffer or base64url. */
    authSecret: Buffer | string;
  }

  export function decrypt(buffer: Buffer, params: DecryptParams): Buffer;
}
