import { App } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { apiRoutes } from '@thetix/shared/api-routes';
import { queueDefinitions } from '@thetix/shared/queues';
import { afterAll, describe, expect, it } from '@jest/globals';
import { readSettings } from '../lib/settings';
import { onlyResource, synthThetix, testStage } from './synth-thetix';

/** Report delivery in AWS: SES for e-mail, one Secrets Manager secret for the VAPID and unsubscribe keys. */

const byDefault = synthThetix();
const configured = synthThetix({
  context: {
    'thetix:domainName': 'thetix.app',
    'thetix:notificationsSecretName': 'shared/notification-keys',
    'thetix:marketData': 'massive',
  },
});
afterAll(() => {
  byDefault.dispose();
  configured.dispose();
});

const stacks = ['jobs', 'schedules', 'api'] as const;
const worker = `functions/src/${queueDefinitions[0]!.worker}`;

interface LambdaResource {
  Properties: {
    Description?: string;
    Role: { 'Fn::GetAtt': [string, string] };
    Environment: { Variables: Record<string, unknown> };
  };
}
interface PolicyResource {
  Properties: {
    PolicyDocument: { Statement: { Action: string | string[]; Resource: unknown }[] };
    Roles: { Ref: string }[];
  };
}

const lambdasOf = (template: Template) =>
  Object.values(template.findResources('AWS::Lambda::Function'))
    .map((resource) => resource as LambdaResource)
    .filter((resource) => resource.Properties.Description?.startsWith('functions/src/'));

/** Each Lambda (by `functions/src/<entry>`) whose role is allowed one of `actions`, with the statement's resources. */
function allowed(template: Template, actions: string[]) {
  const grants: { lambda: string; resources: string }[] = [];
  for (const policy of Object.values(template.findResources('AWS::IAM::Policy')) as PolicyResource[]) {
    const statements = policy.Properties.PolicyDocument.Statement.filter((statement) =>
      [statement.Action].flat().some((action) => actions.includes(action)),
    );
    for (const statement of statements)
      for (const role of policy.Properties.Roles)
        for (const lambda of lambdasOf(template).filter(
          (candidate) => candidate.Properties.Role['Fn::GetAtt'][0] === role.Ref,
        ))
          grants.push({
            lambda: lambda.Properties.Description!,
            resources: JSON.stringify(statement.Resource),
          });
  }
  return grants;
}

describe('notifications wiring', () => {
  it('gives every Lambda the SES adapter, the From, the secret name and the market data mode', () => {
    // Act
    const variables = stacks.flatMap((stack) =>
      lambdasOf(byDefault.template(stack)).map((lambda) => lambda.Properties.Environment.Variables),
    );

    // Assess
    expect(variables.length).toBeGreaterThan(0);
    for (const environment of variables)
      expect(environment).toMatchObject({
        EMAIL_ADAPTER: 'ses',
        MAIL_FROM: 'Thetix <reports@thetix.local>',
        VAPID_SECRET_ID: `thetix/${testStage}/notifications`,
        MARKET_DATA: 'simulator',
        PUBLIC_BASE_URL: 'http://localhost:3000',
      });
  });

  it('sends from reports@ the domain and reads the named secret when configured', () => {
    // Act
    const jobWorker = onlyResource(configured.template('jobs'), 'AWS::Lambda::Function', {
      Description: worker,
    });

    // Assess
    expect(
      (jobWorker.properties.Environment as LambdaResource['Properties']['Environment']).Variables,
    ).toMatchObject({
      MAIL_FROM: 'Thetix <reports@thetix.app>',
      VAPID_SECRET_ID: 'shared/notification-keys',
      MARKET_DATA: 'massive',
      PUBLIC_BASE_URL: 'https://thetix.app',
    });
  });

  it('refuses a From that is not an address', () => {
    // Prepare
    const app = new App({ context: { 'thetix:stage': testStage, 'thetix:mailFrom': 'Thetix reports' } });

    // Act & Assess
    expect(() => readSettings(app.node)).toThrow(/Invalid configuration: MAIL_FROM/);
  });

  it('lets only the jobs worker send e-mail, as the From identity (its domain or address)', () => {
    // Act
    const senders = stacks.flatMap((stack) =>
      allowed(configured.template(stack), ['ses:SendEmail', 'ses:SendRawEmail']),
    );
    const [statement] = Object.values(configured.template('jobs').findResources('AWS::IAM::Policy'))
      .flatMap((policy) => (policy as PolicyResource).Properties.PolicyDocument.Statement)
      .filter((candidate) => [candidate.Action].flat().includes('ses:SendEmail'));

    // Assess
    expect(senders.map((sender) => sender.lambda)).toEqual([worker]);
    expect([statement!.Action].flat().sort()).toEqual(['ses:SendEmail', 'ses:SendRawEmail']);
    expect(senders[0]!.resources).toContain(':identity/thetix.app');
    expect(senders[0]!.resources).toContain(':identity/reports@thetix.app');
    expect(senders[0]!.resources).not.toContain('identity/*');
  });

  it('lets only the jobs worker and the notifications routes read the keys, which the app never creates', () => {
    // Act
    const readers = stacks
      .flatMap((stack) => allowed(byDefault.template(stack), ['secretsmanager:GetSecretValue']))
      .filter((reader) => reader.resources.includes(`:secret:thetix/${testStage}/notifications`));
    // The only secret the app makes is the XSRF key (infra/test/api-stack.test.ts).
    const created = stacks.flatMap((stack) =>
      Object.keys(byDefault.template(stack).findResources('AWS::SecretsManager::Secret')).filter(
        (id) => !id.startsWith('XsrfSecret'),
      ),
    );

    // Assess
    expect(readers.map((reader) => reader.lambda).sort()).toEqual(
      ['functions/src/notifications/http.ts', worker].sort(),
    );
    for (const reader of readers)
      expect(reader.resources).toContain(`:secret:thetix/${testStage}/notifications-??????`);
    expect(created).toEqual([]);
  });

  it('routes the push and unsubscribe calls to the notifications Lambda, the unsubscribe link without sign-in', () => {
    // Prepare
    const routes = Object.values(byDefault.template('api').findResources('AWS::ApiGatewayV2::Route')).map(
      (route) => (route as { Properties: { RouteKey: string; AuthorizationType?: string } }).Properties,
    );
    const expected = apiRoutes.filter((route) => route.lambda === 'notifications');

    // Act
    const notifications = routes.filter((route) => /\/api\/(push|public\/unsubscribe)/.test(route.RouteKey));

    // Assess
    expect(notifications.map((route) => route.RouteKey).sort()).toEqual(
      expected.map((route) => `${route.method} ${route.path}`).sort(),
    );
    for (const route of notifications)
      expect(route.AuthorizationType === 'JWT').toBe(!route.RouteKey.includes('/api/public/'));
  });
});
