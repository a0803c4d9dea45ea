import { googleSessionResponseSchema } from '@thetix/shared/contracts/google-sign-in';
import * as z from 'zod';
import { config } from '../config';
import { findRoute } from '../http/find-route';
import { httpLambda, routeTable } from '../http/http-lambda';
import type { HttpEvent } from '../http/http-types';
import { routeEntry } from '../http/route-entry';
import { xsrfSecret } from '../http/xsrf-token';
import { buildInviteRepository } from '../invites/invite-repository';
import { systemClock } from '../platform/clock';
import { randomToken } from '../platform/ids';
import { createLogger } from '../platform/logger';
import { defaultTable } from '../platform/table';
import { buildProfileRepository } from '../profile/profile-repository';
import { getOrCreateProfile } from '../profile/profile-service';
import { buildFederatedSignIn, type FederatedSignIn, type Redirect } from './federated-sign-in';
import { buildCodeExchange } from './hosted-ui-tokens';
import { createCodeVerifier } from './pkce';
import { buildSessionHandoffRepository } from './session-handoff-repository';
import { tokenVerifier } from './token-verifier';

/**
 * What only this Lambda reads: the hosted UI's address (Cognito's user pool domain in AWS, the local stand-in at
 * `/local/google` under `npm start`) and whether the stage has a Google identity provider.
 */
const authSettingsSchema = z.object({
  AUTH_HOSTED_UI_URL: z.url().optional(),
  GOOGLE_SIGN_IN: z.enum(['enabled', 'disabled']).default('disabled'),
});

let settings: z.infer<typeof authSettingsSchema> | undefined;
const authSettings = () => {
  if (settings) return settings;
  const parsed = authSettingsSchema.safeParse(process.env);
  if (!parsed.success)
    throw new Error(`Invalid configuration: ${parsed.error.issues.map((issue) => issue.path).join(', ')}`);
  settings = parsed.data;
  return settings;
};

/**
 * The product's origin: `PUBLIC_BASE_URL` in AWS (API Gateway does not see CloudFront's host), else the host the
 * browser called (the local runtime).
 */
const appOriginOf = (event: HttpEvent) => {
  const configured = config().PUBLIC_BASE_URL;
  if (configured) return configured.replace(/\/$/, '');
  const host = event.headers?.host ?? event.requestContext.domainName;
  const local = /^(localhost|127\.0\.0\.1)(:\d+)?$/.test(host);
  return `${local ? 'http' : 'https'}://${host}`;
};

const services = new Map<string, FederatedSignIn>();
/** One service per origin (one in AWS), created on first use so importing the module reads no configuration. */
function federatedSignIn(appOrigin: string): FederatedSignIn {
  const existing = services.get(appOrigin);
  if (existing) return existing;
  const { AUTH_HOSTED_UI_URL, GOOGLE_SIGN_IN } = authSettings();
  const table = defaultTable();
  const hostedUiUrl = AUTH_HOSTED_UI_URL ?? 'https://hosted-ui.invalid';
  const service = buildFederatedSignIn({
    enabled: GOOGLE_SIGN_IN === 'enabled' && AUTH_HOSTED_UI_URL !== undefined,
    hostedUiUrl,
    clientId: config().AUTH_CLIENT_ID,
    appOrigin,
    signingKey: xsrfSecret,
    exchangeCode: buildCodeExchange({ hostedUiUrl, clientId: config().AUTH_CLIENT_ID }),
    verifyIdToken: tokenVerifier(),
    admit: async (identity) => {
      await getOrCreateProfile(
        { identity, userId: identity.userId, impersonating: false },
        {
          profiles: buildProfileRepository(table),
          invites: buildInviteRepository(table),
          clock: systemClock,
          supportEmail: config().SUPPORT_EMAIL,
        },
      );
    },
    handoffs: buildSessionHandoffRepository(table),
    newState: () => randomToken(32),
    newVerifier: () => createCodeVerifier(),
    newHandoffId: () => randomToken(32),
    clock: systemClock,
    logger: createLogger(),
  });
  services.set(appOrigin, service);
  return service;
}

const redirect = ({ location, cookies }: Redirect) => ({
  status: 302,
  headers: { location, 'cache-control': 'no-store' },
  cookies,
});

/** The callback's query as the hosted UI sends it; anything may be missing or extra, the service decides. */
const callbackQuerySchema = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
});

/** Google sign-in through Cognito's hosted UI (spec part 1 §7; docs/api.md, "Google sign-in"). */
export const handler = httpLambda(
  routeTable([
    routeEntry({
      route: findRoute('GET', '/auth/google'),
      handle: async ({ event }) => redirect(await federatedSignIn(appOriginOf(event)).start()),
    }),
    routeEntry({
      route: findRoute('GET', '/auth/callback'),
      query: callbackQuerySchema,
      handle: async ({ event, query, cookies }) =>
        redirect(await federatedSignIn(appOriginOf(event)).complete({ query, cookies })),
    }),
    routeEntry({
      route: findRoute('POST', '/auth/session'),
      response: googleSessionResponseSchema,
      handle: async ({ event, cookies }) => {
        const taken = await federatedSignIn(appOriginOf(event)).takeSession(cookies);
        return { status: 200, body: taken.tokens, cookies: taken.cookies };
      },
    }),
  ]),
);
