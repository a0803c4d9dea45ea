import { randomBytes, randomUUID } from 'node:crypto';

export type IdGenerator = () => string;

export const randomId: IdGenerator = () => randomUUID();

/** URL-safe random secret, e.g. for the XSRF token. */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');
