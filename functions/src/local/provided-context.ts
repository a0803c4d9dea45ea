import type {} from 'vitest';

/** What the stack tier's global setup provides to tests (functions integration tests and web/e2e specs). */
export interface ProvidedStack {
  /** `mail` is maildev's web inbox and REST API (`/api/email`). */
  urls: { http: string; dynamodb: string; sqs: string; cognito: string; mail: string };
  identity: { userPoolId: string; clientId: string; issuer: string };
  env: Record<string, string>;
  queueUrls: Record<string, string>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: ProvidedStack;
  }
}
