import { Stack, type StackProps } from 'aws-cdk-lib';
import { HttpApi, HttpMethod } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { apiRoutes, type LambdaName } from '@thetix/shared/api-routes';
import type { Construct } from 'constructs';
import {
  grantBrokerageSecretRead,
  grantNotificationsSecretRead,
  grantPlannerModel,
  ThetixFunction,
  type FunctionEnvironment,
} from './thetix-function';

export interface ApiStackProps extends StackProps {
  readonly environment: FunctionEnvironment;
}

/** Account-wide Lambda concurrency is shared with the workers; these keep a burst of API calls from starving them. */
const throttle = { rateLimit: 50, burstLimit: 100 };

/**
 * The HTTP API: every route of shared/src/api-routes.ts on its feature Lambda (`functions/src/<lambda>/http.ts`).
 * `user` routes are rejected at the gateway without a valid ID token of the app client; the handlers verify it again
 * because the same code runs locally without a gateway.
 */
export class ApiStack extends Stack {
  readonly httpApi: HttpApi;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { environment } = props;

    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: `thetix-${environment.stage}`,
      createDefaultStage: false,
    });
    this.httpApi.addStage('DefaultStage', { stageName: '$default', autoDeploy: true, throttle });

    const authorizer = new HttpJwtAuthorizer('CognitoAuthorizer', environment.authIssuer, {
      jwtAudience: [environment.authClientId],
      identitySource: ['$request.header.Authorization'],
    });

    const integrations = new Map<LambdaName, HttpLambdaIntegration>();
    const integrationFor = (lambda: LambdaName): HttpLambdaIntegration => {
      const existing = integrations.get(lambda);
      if (existing) return existing;
      const handler = new ThetixFunction(this, `${lambda}-http`, { entry: `${lambda}/http.ts`, environment });
      environment.table.grantReadWriteData(handler);
      for (const queue of environment.queues.values()) queue.grantSendMessages(handler);
      if (lambda === 'brokerage') grantBrokerageSecretRead(handler, environment);
      if (lambda === 'thetix') grantPlannerModel(handler, environment);
      if (lambda === 'notifications') grantNotificationsSecretRead(handler, environment);
      const integration = new HttpLambdaIntegration(`${lambda}-integration`, handler);
      integrations.set(lambda, integration);
      return integration;
    };

    for (const route of apiRoutes) {
      this.httpApi.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: integrationFor(route.lambda),
        ...(route.access === 'user' ? { authorizer } : {}),
      });
    }
  }
}
