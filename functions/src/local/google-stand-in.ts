import { AdminSetUserPasswordCommand, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { cognitoClient, ensureUser } from './cognito-local';
import { localAccounts } from './local-accounts';

/**
 * The local stand-in for Cognito's hosted UI with Google as identity provider: cognito-local has no federation, so
 * `npm start` serves the two endpoints the API's Google sign-in uses (functions/src/auth/federated-sign-in.ts):
 *
 * - GET /local/google/oauth2/authorize: a consent page, "Sign in with Google (local stand-in)", listing the local
 *   accounts plus a free e-mail field; a choice redirects to the callback with a one-time code and the state.
 * - POST /local/google/oauth2/token: exchanges that code, checking client, redirect URI and the PKCE verifier as
 *   Cognito does, for real cognito-local tokens of that user. An e-mail cognito-local does not know becomes a user
 *   there, as a first Google sign-in creates a federated user in Cognito (the invite check still decides).
 */
export const GOOGLE_STAND_IN_PATH = '/local/google';

/** Codes live a minute and are used once, like Cognito's. */
const CODE_TTL_MS = 60_000;

interface PendingCode {
  email: string;
  clientId: string;
  redirectUri: string;
  challenge: string;
  expiresAt: number;
}

const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
const EMAIL = /^[^\s@<>"']+@[^\s@<>"']+\.[^\s@<>"']+$/;

function sendPage(response: ServerResponse, status: number, title: string, body: string) {
  response.writeHead(status, PAGE_HEADERS);
  response.end(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, -apple-system, "Segoe UI", sans-serif; background: #f1f3f4; color: #202124; margin: 0; }
  main { max-width: 420px; margin: 48px auto; background: #fff; border-radius: 12px; padding: 32px;
    box-shadow: 0 2px 12px rgba(0, 0, 0, 0.12); }
  h1 { font-size: 1.4rem; margin: 0 0 8px; } p { color: #5f6368; }
  ul { list-style: none; padding: 0; margin: 20px 0; }
  button { width: 100%; text-align: left; padding: 12px 14px; border: 1px solid #dadce0; border-radius: 8px;
    background: #fff; font: inherit; cursor: pointer; margin-bottom: 8px; }
  button:hover, button:focus { background: #e8f0fe; border-color: #1a73e8; }
  label { display: block; font-weight: 600; margin: 12px 0 6px; }
  input { width: 100%; box-sizing: border-box; padding: 10px; border: 1px solid #dadce0; border-radius: 8px; font: inherit; }
  a { color: #1a73e8; }
</style>
</head>
<body><main>${body}</main></body>
</html>`);
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(JSON.stringify(body));
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > 16_384) break;
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

export function buildGoogleStandIn(options: {
  cognitoEndpoint: string;
  userPoolId: string;
  clientId: string;
  /** The local site's origin: the only one a callback may go to (Cognito checks its callback URL list). */
  appOrigin: string;
}) {
  const cognito = cognitoClient(options.cognitoEndpoint);
  const codes = new Map<string, PendingCode>();
  const callbackUrl = `${options.appOrigin}/auth/callback`;

  /** The authorize request's parameters, checked as the hosted UI would before showing anything. */
  function authorizeRequest(
    query: URLSearchParams,
  ): { redirectUri: string; state: string; challenge: string } | string {
    if (query.get('client_id') !== options.clientId) return 'Unknown client_id.';
    if (query.get('redirect_uri') !== callbackUrl)
      return 'redirect_uri is not a callback URL of this client.';
    if (query.get('response_type') !== 'code') return 'Only response_type=code is supported.';
    if (query.get('identity_provider') !== 'Google') return 'Only identity_provider=Google is supported.';
    if (query.get('code_challenge_method') !== 'S256' || !query.get('code_challenge'))
      return 'A PKCE code_challenge with method S256 is required.';
    return {
      redirectUri: callbackUrl,
      state: query.get('state') ?? '',
      challenge: query.get('code_challenge')!,
    };
  }

  function consentPage(response: ServerResponse, query: URLSearchParams) {
    const request = authorizeRequest(query);
    if (typeof request === 'string') {
      sendPage(response, 400, 'Sign-in error', `<h1>Sign-in error</h1><p>${escapeHtml(request)}</p>`);
      return;
    }
    const carried = [
      'client_id',
      'redirect_uri',
      'response_type',
      'identity_provider',
      'state',
      'code_challenge',
      'code_challenge_method',
    ]
      .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(query.get(name) ?? '')}">`)
      .join('');
    const accounts = localAccounts
      .map(
        (account) =>
          `<li><button type="submit" name="email" value="${escapeHtml(account.email)}">${escapeHtml(account.email)}</button></li>`,
      )
      .join('');
    const cancel = new URL(request.redirectUri);
    cancel.search = new URLSearchParams({ error: 'access_denied', state: request.state }).toString();
    sendPage(
      response,
      200,
      'Sign in with Google (local stand-in)',
      `<h1>Sign in with Google (local stand-in)</h1>
<p>Choose an account to continue to Thetix. Nothing leaves this machine: this page stands in for Google and
Cognito's hosted UI under <code>npm start</code>.</p>
<form method="get" action="${GOOGLE_STAND_IN_PATH}/oauth2/consent">${carried}
<ul aria-label="Local accounts">${accounts}</ul>
<label for="email">Or another Google account</label>
<input id="email" name="email" type="email" autocomplete="off" placeholder="someone@example.com">
<p><button type="submit">Continue with this e-mail</button></p>
</form>
<p><a href="${escapeHtml(cancel.toString())}">Cancel</a></p>`,
    );
  }

  function consent(response: ServerResponse, query: URLSearchParams) {
    const request = authorizeRequest(query);
    // An account button and the free field share the name: the one with a value is the choice.
    const email = (query.getAll('email').find((value) => value.trim()) ?? '').trim().toLowerCase();
    if (typeof request === 'string' || !EMAIL.test(email)) {
      sendPage(
        response,
        400,
        'Sign-in error',
        `<h1>Sign-in error</h1><p>${escapeHtml(typeof request === 'string' ? request : 'Enter an e-mail address.')}</p>`,
      );
      return;
    }
    const code = randomBytes(24).toString('base64url');
    codes.set(code, {
      email,
      clientId: options.clientId,
      redirectUri: request.redirectUri,
      challenge: request.challenge,
      expiresAt: Date.now() + CODE_TTL_MS,
    });
    const target = new URL(request.redirectUri);
    target.search = new URLSearchParams({ code, state: request.state }).toString();
    response.writeHead(302, { location: target.toString(), 'cache-control': 'no-store' });
    response.end();
  }

  /** Real cognito-local tokens for the e-mail: the local accounts sign in with their passwords, others are created. */
  async function tokensFor(email: string) {
    const known = localAccounts.find((account) => account.email === email);
    let password = known?.password;
    if (!password) {
      password = `Google-${randomBytes(12).toString('base64url')}-1a`;
      await ensureUser(cognito, options.userPoolId, { email, password, name: email });
      await cognito.send(
        new AdminSetUserPasswordCommand({
          UserPoolId: options.userPoolId,
          Username: email,
          Password: password,
          Permanent: true,
        }),
      );
    }
    const result = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: options.clientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    const tokens = result.AuthenticationResult;
    if (!tokens?.IdToken || !tokens.AccessToken)
      throw new Error(`cognito-local issued no tokens for ${email}`);
    return {
      id_token: tokens.IdToken,
      access_token: tokens.AccessToken,
      ...(tokens.RefreshToken ? { refresh_token: tokens.RefreshToken } : {}),
      token_type: 'Bearer',
      expires_in: tokens.ExpiresIn ?? 3600,
    };
  }

  async function token(request: IncomingMessage, response: ServerResponse) {
    const form = await readForm(request);
    const code = form.get('code') ?? '';
    const pending = codes.get(code);
    codes.delete(code);
    const verifier = form.get('code_verifier') ?? '';
    const challenge = createHash('sha256').update(verifier, 'ascii').digest('base64url');
    if (
      form.get('grant_type') !== 'authorization_code' ||
      !pending ||
      pending.expiresAt <= Date.now() ||
      form.get('client_id') !== pending.clientId ||
      form.get('redirect_uri') !== pending.redirectUri ||
      !sameText(challenge, pending.challenge)
    ) {
      sendJson(response, 400, { error: 'invalid_grant' });
      return;
    }
    sendJson(response, 200, await tokensFor(pending.email));
  }

  return {
    /** Answers the stand-in's paths; false for any other path, which the caller serves as usual. */
    async serve(request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean> {
      if (!url.pathname.startsWith(`${GOOGLE_STAND_IN_PATH}/`)) return false;
      const route = `${request.method ?? 'GET'} ${url.pathname.slice(GOOGLE_STAND_IN_PATH.length)}`;
      if (route === 'GET /oauth2/authorize') consentPage(response, url.searchParams);
      else if (route === 'GET /oauth2/consent') consent(response, url.searchParams);
      else if (route === 'POST /oauth2/token') await token(request, response);
      else sendJson(response, 404, { message: `No route for ${route}`, code: 'NOT_FOUND' });
      return true;
    },
    close(): void {
      cognito.destroy();
    },
  };
}

export type GoogleStandIn = ReturnType<typeof buildGoogleStandIn>;
