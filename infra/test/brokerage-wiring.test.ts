import { App } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { deadLetterQueueName, queueDefinitions, queueName } from '@thetix/shared/queues';
import { afterAll, describe, expect, it } from '@jest/globals';
import { readSettings } from '../lib/settings';
import { functionLogicalId, onlyResource, synthThetix, testStage } from './synth-thetix';

const thetix = synthThetix();
afterAll(thetix.dispose);

const stacks = ['jobs', 'schedules', 'api'] as const;

interface LambdaResource {
  Properties: {
    Description?: string;
    Role: { 'Fn::GetAtt': [string, string] };
    Timeout?: number;
    Environment: { Variables: Record<string, unknown> };
  };
}

const lambdasOf = (template: Template) =>
  Object.values(template.findResources('AWS::Lambda::Function'))
    .map((resource) => resource as LambdaResource)
    .filter((resource) => resource.Properties.Description?.startsWith('functions/src/'));

/** Descriptions (`functions/src/<entry>`) of the Lambdas whose role may read a Secrets Manager secret, with the ARNs. */
function secretReaders(template: Template) {
  const readers: { lambda: string; resources: unknown }[] = [];
  const lambdas = lambdasOf(template);
  for (const policy of Object.values(template.findResources('AWS::IAM::Policy'))) {
    const { PolicyDocument, Roles } = (
      policy as {
        Properties: {
          PolicyDocument: { Statement: { Action: string | string[]; Resource: unknown }[] };
          Roles: { Ref: string }[];
        };
      }
    ).Properties;
    const statements = PolicyDocument.Statement.filter((statement) =>
      [statement.Action].flat().includes('secretsmanager:GetSecretValue'),
    );
    for (const statement of statements)
      for (const role of Roles)
        for (const lambda of lambdas.filter(
          (candidate) => candidate.Properties.Role['Fn::GetAtt'][0] === role.Ref,
        ))
          readers.push({ lambda: lambda.Properties.Description!, resources: statement.Resource });
  }
  return readers;
}

describe('brokerage wiring', () => {
  it('gives every Lambda the adapter (sandbox by default), the secret name and the local public origin', () => {
    // Act
    const variables = stacks.flatMap((stack) =>
      lambdasOf(thetix.template(stack)).map((lambda) => lambda.Properties.Environment.Variables),
    );

    // Assess
    expect(variables.length).toBeGreaterThan(0);
    for (const environment of variables)
      expect(environment).toMatchObject({
        BROKERAGE_ADAPTER: 'sandbox',
        BROKERAGE_SECRET_ID: `thetix/${testStage}/brokerage`,
        PUBLIC_BASE_URL: 'http://localhost:3000',
      });
  });

  it('takes the adapter, secret name and domain from context', () => {
    // Prepare
    const configured = synthThetix({
      context: {
        'thetix:brokerageAdapter': 'plaid',
        'thetix:brokerageSecretName': 'shared/brokerage-keys',
        'thetix:domainName': 'thetix.app',
      },
    });

    try {
      // Act
      const worker = onlyResource(configured.template('jobs'), 'AWS::Lambda::Function', {
        Description: `functions/src/${queueDefinitions[0]!.worker}`,
      });

      // Assess
      expect(
        (worker.properties.Environment as LambdaResource['Properties']['Environment']).Variables,
      ).toMatchObject({
        BROKERAGE_ADAPTER: 'plaid',
        BROKERAGE_SECRET_ID: 'shared/brokerage-keys',
        PUBLIC_BASE_URL: 'https://thetix.app',
      });
    } finally {
      configured.dispose();
    }
  });

  it("refuses an adapter the functions' config schema does not know", () => {
    // Prepare
    const app = new App({
      context: { 'thetix:stage': testStage, 'thetix:brokerageAdapter': 'robinhood' },
    });

    // Act & Assess
    expect(() => readSettings(app.node)).toThrow(/Invalid configuration: BROKERAGE_ADAPTER/);
  });

  it('lets only the brokerage routes and the jobs worker read the secret, which the app never creates', () => {
    // Act
    // Other secrets (the notifications keys, infra/test/notifications-wiring.test.ts) have readers of their own.
    const readers = stacks
      .flatMap((stack) => secretReaders(thetix.template(stack)))
      .filter((reader) => JSON.stringify(reader.resources).includes(`:secret:thetix/${testStage}/brokerage`));
    // The only secret the app makes is the XSRF key (infra/test/api-stack.test.ts).
    const created = stacks.flatMap((stack) =>
      Object.keys(thetix.template(stack).findResources('AWS::SecretsManager::Secret')).filter(
        (id) => !id.startsWith('XsrfSecret'),
      ),
    );

    // Assess
    expect(readers.map((reader) => reader.lambda).sort()).toEqual(
      [
        'functions/src/brokerage/http.ts',
        ...queueDefinitions.map((queue) => `functions/src/${queue.worker}`),
      ].sort(),
    );
    for (const reader of readers)
      expect(JSON.stringify(reader.resources)).toContain(`:secret:thetix/${testStage}/brokerage-??????`);
    expect(created).toEqual([]);
  });

  it.each(queueDefinitions)(
    'gives the $name worker time for a sync and its queues at least 6 times that as visibility',
    (definition) => {
      // Prepare
      const template = thetix.template('jobs');
      const timeoutOf = (entry: string) =>
        (template.toJSON().Resources[functionLogicalId(template, entry)] as LambdaResource).Properties
          .Timeout!;
      const visibilityOf = (name: string) =>
        onlyResource(template, 'AWS::SQS::Queue', { QueueName: name }).properties.VisibilityTimeout as number;

      // Act
      const workerTimeout = timeoutOf(definition.worker);
      const deadLetterWorkerTimeout = timeoutOf(definition.deadLetterWorker);

      // Assess
      expect(workerTimeout).toBeGreaterThanOrEqual(120);
      expect(visibilityOf(queueName(testStage, definition.name))).toBeGreaterThanOrEqual(6 * workerTimeout);
      expect(visibilityOf(deadLetterQueueName(testStage, definition.name))).toBeGreaterThanOrEqual(
        6 * deadLetterWorkerTimeout,
      );
    },
  );
});
