import { RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import {
  HttpApi,
  HttpMethod,
  LogGroupLogDestination,
  type CfnStage,
  type ThrottleSettings,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { apiRoutes, routeKey, type LambdaName, type RouteKey } from '@thetix/shared/api-routes';
import type { Construct } from 'constructs';
import { acknowledgeNag } from './nag';
import {
  grantBrokerageSecretRead,
  grantExportFiles,
  grantMarketDataSecretRead,
  grantNotificationsSecretRead,
  grantPlannerModel,
  ThetixFunction,
  type FunctionEnvironment,
} from './thetix-function';

export interface ApiStackProps extends StackProps {
  readonly environment: FunctionEnvironment;
  /** Google sign-in (functions/src/auth/http.ts): the hosted UI's base URL and whether Google is configured. */
  readonly signIn: { readonly hostedUiUrl: string; readonly googleSignIn: boolean };
}

/**
 * The whole stage, sized by the paper model of 100,000 users (docs/decisions.md, decision 232): 10,000 signed-in
 * tabs at the open polling about 0.3 requests a second each, plus public pages, with a quarter of headroom. At about
 * 150 ms a call that is some 600 concurrent API Lambdas, which leaves the workers room in a 1,000 account quota.
 */
export const STAGE_THROTTLE = { rateLimit: 4000, burstLimit: 2000 } satisfies ThrottleSettings;

const limit = (rateLimit: number, burstLimit = rateLimit * 2): ThrottleSettings => ({
  rateLimit,
  burstLimit,
});

/**
 * Routes that cost much more than a read (a planner or model call, an aggregator call, a backtest, a file) get their
 * own ceiling below the stage's, so a flood on one cannot take the whole stage's capacity; sized in decision 232.
 * Per caller limits are WAF's (infra/lib/edge-stack.ts) and the app's own (the calculator's per-address limiter).
 */
export const ROUTE_THROTTLES: Readonly<Partial<Record<RouteKey, ThrottleSettings>>> = {
  'POST /api/thetix-cards': limit(50),
  'POST /api/thetix-cards/{cardId}/refresh': limit(50),
  'POST /api/thetix-chats': limit(50),
  'POST /api/thetix-chats/process': limit(50),
  'POST /api/thetix-chats/process-opportunity': limit(50),
  'POST /api/thetix-chats/process-dashboard': limit(50),
  'POST /api/opportunities/refresh': limit(20),
  'POST /api/{aggregator}/sync': limit(10),
  'POST /api/{aggregator}/sync/{id}': limit(10),
  'POST /api/accounts/{id}/sync': limit(10),
  'POST /api/{aggregator}/create_login': limit(5),
  'POST /api/public/covered-call-calculator': limit(20),
  'POST /api/market-data/validate': limit(20),
  'POST /api/history-exports': limit(5),
  'POST /api/test-data': limit(5),
  'GET /api/admin/users/search': limit(5),
  'GET /auth/google': limit(30),
  'GET /auth/callback': limit(30),
  'POST /auth/session': limit(30),
};

/**
 * The HTTP API: every route of shared/src/api-routes.ts on its feature Lambda (`functions/src/<lambda>/http.ts`).
 * `user` routes are rejected at the gateway without a valid ID token of the app client; the handlers verify it again
 * because the same code runs locally without a gateway.
 */
/** The API Lambdas that load market figures, and so read the vendors' keys when a vendor is configured. */
const MARKET_READERS: ReadonlySet<LambdaName> = new Set([
  'market-data',
  'portfolio',
  'opportunities',
  'thetix',
  'chats',
  'admin',
]);

export class ApiStack extends Stack {
  readonly httpApi: HttpApi;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { environment } = props;

    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: `thetix-${environment.stage}`,
      createDefaultStage: false,
    });
    // One JSON line per request (request id, route, status, latency, caller IP), kept as long as the Lambdas' logs.
    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const stage = this.httpApi.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      throttle: STAGE_THROTTLE,
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs) },
    });
    (stage.node.defaultChild as CfnStage).routeSettings = Object.fromEntries(
      Object.entries(ROUTE_THROTTLES).map(([key, settings]) => [
        key,
        { ThrottlingRateLimit: settings.rateLimit, ThrottlingBurstLimit: settings.burstLimit },
      ]),
    );

    const authorizer = new HttpJwtAuthorizer('CognitoAuthorizer', environment.authIssuer, {
      jwtAudience: [environment.authClientId],
      identitySource: ['$request.header.Authorization'],
    });

    // The HMAC key of XSRF tokens (functions/src/http/xsrf-token.ts): generated by CloudFormation, so its value is
    // in no template, and read once per container by every API Lambda, since every one checks tokens on writes.
    const xsrfSecret = new Secret(this, 'XsrfSecret', {
      description: `Thetix ${environment.stage}: HMAC key of the XSRF tokens of GET /api/token`,
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    acknowledgeNag(
      xsrfSecret,
      'SMG4',
      'An HMAC key with no user or system behind it to re-credential: a new key comes from changing the generation ' +
        'settings (CloudFormation makes a new value), and the SPA fetches a fresh token on XSRF_TOKEN_INVALID.',
    );

    const integrations = new Map<LambdaName, HttpLambdaIntegration>();
    const integrationFor = (lambda: LambdaName): HttpLambdaIntegration => {
      const existing = integrations.get(lambda);
      if (existing) return existing;
      const handler = new ThetixFunction(this, `${lambda}-http`, { entry: `${lambda}/http.ts`, environment });
      environment.table.grantReadWriteData(handler);
      handler.addEnvironment('XSRF_SECRET_ID', xsrfSecret.secretArn);
      xsrfSecret.grantRead(handler);
      for (const queue of environment.queues.values()) queue.grantSendMessages(handler);
      if (lambda === 'brokerage') grantBrokerageSecretRead(handler, environment);
      if (MARKET_READERS.has(lambda)) grantMarketDataSecretRead(handler, environment);
      if (lambda === 'thetix') grantPlannerModel(handler, environment);
      if (lambda === 'notifications') grantNotificationsSecretRead(handler, environment);
      if (lambda === 'auth') {
        handler.addEnvironment('AUTH_HOSTED_UI_URL', props.signIn.hostedUiUrl);
        handler.addEnvironment('GOOGLE_SIGN_IN', props.signIn.googleSignIn ? 'enabled' : 'disabled');
      }
      // Presigned links are signed by this function's role, so it needs the read they grant.
      if (lambda === 'history-export') grantExportFiles(handler, environment, 'read');
      const integration = new HttpLambdaIntegration(`${lambda}-integration`, handler);
      integrations.set(lambda, integration);
      return integration;
    };

    for (const route of apiRoutes) {
      const [created] = this.httpApi.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: integrationFor(route.lambda),
        ...(route.access === 'user' ? { authorizer } : {}),
      });
      if (created && route.access !== 'user')
        acknowledgeNag(
          created,
          'APIG4',
          `${routeKey(route)} is ${route.access} by design (shared/src/api-routes.ts): no sign-in is needed, ` +
            'the handler applies its own checks (token, signed link or rate limit) and WAF limits every caller.',
        );
      // A stage's route settings name routes that must exist first.
      if (created && routeKey(route) in ROUTE_THROTTLES) stage.node.addDependency(created);
    }
  }
}
