import type { Template } from 'aws-cdk-lib/assertions';
import { afterAll, describe, expect, it } from '@jest/globals';
import { apiRoutes } from '@thetix/shared/api-routes';
import { synthThetix } from './synth-thetix';

/** Thetix in AWS: the card job rides the jobs queue (with its DLQ) and the per-minute dispatcher; Bedrock is opt-in. */

const byDefault = synthThetix();
const withBedrock = synthThetix({
  context: {
    'thetix:planner': 'bedrock',
    'thetix:bedrockModelId': 'anthropic.claude-3-5-haiku-20241022-v1:0',
  },
});
afterAll(() => {
  byDefault.dispose();
  withBedrock.dispose();
});

interface LambdaResource {
  Properties: {
    Description?: string;
    Role: { 'Fn::GetAtt': [string, string] };
    Environment: { Variables: Record<string, unknown> };
  };
}
const lambdaOf = (template: Template, description: string) =>
  Object.values(template.findResources('AWS::Lambda::Function'))
    .map((resource) => resource as LambdaResource)
    .find((resource) => resource.Properties.Description === description);

/** The Bedrock actions a Lambda's role is allowed. */
function bedrockActions(template: Template, description: string): string[] {
  const lambda = lambdaOf(template, description);
  if (!lambda) throw new Error(`no Lambda ${description}`);
  const role = lambda.Properties.Role['Fn::GetAtt'][0];
  return Object.values(template.findResources('AWS::IAM::Policy')).flatMap((policy) => {
    const { PolicyDocument, Roles } = (
      policy as {
        Properties: {
          PolicyDocument: { Statement: { Action: string | string[] }[] };
          Roles: { Ref: string }[];
        };
      }
    ).Properties;
    if (!Roles.some((entry) => entry.Ref === role)) return [];
    return PolicyDocument.Statement.flatMap((statement) => [statement.Action].flat()).filter((action) =>
      action.startsWith('bedrock:'),
    );
  });
}

describe('Thetix wiring', () => {
  it('routes every Thetix call to the thetix Lambda, the public ones without the authorizer', () => {
    const api = byDefault.template('api');
    const routes = Object.values(api.findResources('AWS::ApiGatewayV2::Route')).map(
      (route) => (route as { Properties: { RouteKey: string; AuthorizationType?: string } }).Properties,
    );
    const thetixPaths = /thetix-card|public\/thetix|public\/pages\/thetix/;
    const thetix = routes.filter((route) => thetixPaths.test(route.RouteKey));
    // Every route of the shared table is deployed, no more and no fewer (19 with the alerts' re-arm, and the two
    // public pages' HTML routes).
    const declared = apiRoutes.filter((route) => thetixPaths.test(route.path));
    expect(thetix.map((route) => route.RouteKey).sort()).toEqual(
      declared.map((route) => `${route.method} ${route.path}`).sort(),
    );
    expect(thetix).toHaveLength(21);
    for (const route of thetix)
      expect(route.AuthorizationType === 'JWT').toBe(!route.RouteKey.includes('/api/public/'));
  });

  it('plans with the rule planner by default, with no Bedrock permission anywhere', () => {
    expect(
      lambdaOf(byDefault.template('api'), 'functions/src/thetix/http.ts')?.Properties.Environment.Variables,
    ).toMatchObject({
      THETIX_PLANNER: 'rules',
    });
    expect(bedrockActions(byDefault.template('api'), 'functions/src/thetix/http.ts')).toEqual([]);
    expect(bedrockActions(byDefault.template('jobs'), 'functions/src/jobs/worker.ts')).toEqual([]);
  });

  it('lets the thetix API and the jobs worker call the configured Bedrock model when enabled', () => {
    const api = withBedrock.template('api');
    expect(lambdaOf(api, 'functions/src/thetix/http.ts')?.Properties.Environment.Variables).toMatchObject({
      THETIX_PLANNER: 'bedrock',
      BEDROCK_MODEL_ID: 'anthropic.claude-3-5-haiku-20241022-v1:0',
    });
    expect(bedrockActions(api, 'functions/src/thetix/http.ts')).toContain('bedrock:InvokeModel');
    expect(bedrockActions(withBedrock.template('jobs'), 'functions/src/jobs/worker.ts')).toContain(
      'bedrock:InvokeModel',
    );
    expect(bedrockActions(api, 'functions/src/portfolio/http.ts')).toEqual([]);
  });
});
