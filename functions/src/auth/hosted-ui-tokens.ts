import * as z from 'zod';
import type { SessionTokens } from './session-handoff-repository';

/** The token endpoint's answer (Cognito: /oauth2/token, authorization_code grant). */
const tokenResponseSchema = z.object({
  id_token: z.string().min(1),
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
});

export class CodeExchangeError extends Error {
  override readonly name = 'CodeExchangeError';
}

/**
 * Exchanges an authorization code at `<hostedUiUrl>/oauth2/token` with the PKCE verifier. The app client is public
 * (no secret, as the SPA's password sign-in needs), so the verifier is what proves the caller started the flow.
 */
export function buildCodeExchange(options: {
  hostedUiUrl: string;
  clientId: string;
  fetch?: typeof globalThis.fetch;
}) {
  const send = options.fetch ?? globalThis.fetch;
  return async (input: { code: string; verifier: string; redirectUri: string }): Promise<SessionTokens> => {
    const response = await send(`${options.hostedUiUrl.replace(/\/$/, '')}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: options.clientId,
        code: input.code,
        redirect_uri: input.redirectUri,
        code_verifier: input.verifier,
      }).toString(),
      signal: AbortSignal.timeout(10_000),
    });
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const error = (body as { error?: unknown } | undefined)?.error;
      throw new CodeExchangeError(
        `The token endpoint answered ${response.status}${typeof error === 'string' ? ` (${error})` : ''}`,
      );
    }
    const parsed = tokenResponseSchema.safeParse(body);
    if (!parsed.success)
      throw new CodeExchangeError('The token endpoint answered without the expected tokens');
    return {
      idToken: parsed.data.id_token,
      accessToken: parsed.data.access_token,
      ...(parsed.data.refresh_token ? { refreshToken: parsed.data.refresh_token } : {}),
    };
  };
}
