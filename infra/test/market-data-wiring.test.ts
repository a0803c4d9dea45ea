import { App } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { queueDefinitions } from '@thetix/shared/queues';
import { afterAll, describe, expect, it } from '@jest/globals';
import { readSettings } from '../lib/settings';
import { synthThetix, testStage } from './synth-thetix';

/** Live market data in AWS (issue 29, decision 218): the vendor by context, its keys in a secret made outside the app. */

const byDefault = synthThetix();
const live = synthThetix({
  context: {
    'thetix:marketData': 'massive',
    'thetix:marketDataSecretName': 'shared/market-data-keys',
    'thetix:marketDataDelayMinutes': '0',
  },
});
afterAll(() => {
  byDefault.dispose();
  live.dispose();
});

const stacks = ['jobs', 'schedules', 'api'] as const;

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

/** The Lambdas (by `functions/src/<entry>`) allowed to read a secret whose ARN contains `name`. */
function readersOf(template: Template, name: string): string[] {
  const readers: string[] = [];
  for (const policy of Object.values(template.findResources('AWS::IAM::Policy')) as PolicyResource[])
    for (const statement of policy.Properties.PolicyDocument.Statement)
      if (
        [statement.Action].flat().includes('secretsmanager:GetSecretValue') &&
        JSON.stringify(statement.Resource).includes(`:secret:${name}`)
      )
        for (const role of policy.Properties.Roles)
          for (const lambda of lambdasOf(template))
            if (lambda.Properties.Role['Fn::GetAtt'][0] === role.Ref)
              readers.push(lambda.Properties.Description!);
  return readers;
}

const variablesOf = (synth: ReturnType<typeof synthThetix>) =>
  stacks.flatMap((stack) =>
    lambdasOf(synth.template(stack)).map((lambda) => lambda.Properties.Environment.Variables),
  );

describe('market-data wiring', () => {
  it('runs every Lambda on the simulator by default, with no vendor secret named or readable', () => {
    // Act
    const variables = variablesOf(byDefault);
    const readers = stacks.flatMap((stack) =>
      readersOf(byDefault.template(stack), `thetix/${testStage}/market-data`),
    );

    // Assess
    expect(variables.length).toBeGreaterThan(0);
    for (const environment of variables) {
      expect(environment.MARKET_DATA).toBe('simulator');
      expect(environment).not.toHaveProperty('MARKET_DATA_SECRET_ID');
    }
    expect(readers).toEqual([]);
  });

  it('names the vendor, its secret and its delay on every Lambda when Massive is configured', () => {
    // Act
    const variables = variablesOf(live);

    // Assess
    for (const environment of variables)
      expect(environment).toMatchObject({
        MARKET_DATA: 'massive',
        MARKET_DATA_SECRET_ID: 'shared/market-data-keys',
        MARKET_DATA_DELAY_MINUTES: '0',
      });
  });

  it('lets only the Lambdas that load market figures read the keys, and never creates the secret', () => {
    // Act
    const readers = stacks.flatMap((stack) => readersOf(live.template(stack), 'shared/market-data-keys'));
    const created = stacks.flatMap((stack) =>
      Object.keys(live.template(stack).findResources('AWS::SecretsManager::Secret')).filter(
        (id) => !id.startsWith('XsrfSecret'),
      ),
    );

    // Assess
    expect([...new Set(readers)].sort()).toEqual(
      [
        'functions/src/admin/http.ts',
        'functions/src/chats/http.ts',
        'functions/src/market-data/http.ts',
        'functions/src/opportunities/http.ts',
        'functions/src/portfolio/http.ts',
        'functions/src/thetix/http.ts',
        ...queueDefinitions.map((queue) => `functions/src/${queue.worker}`),
      ].sort(),
    );
    expect(created).toEqual([]);
  });

  it('tells the SPA the source and that its figures are live, so its badge asks the market status', () => {
    // Prepare
    const app = new App({ context: { 'thetix:stage': testStage, 'thetix:marketData': 'massive' } });

    // Act
    const settings = readSettings(app.node);

    // Assess
    expect(settings).toMatchObject({
      marketSource: 'massive',
      marketData: 'live',
      marketDataSecretName: `thetix/${testStage}/market-data`,
      marketDataDelayMinutes: 15,
    });
  });

  it("refuses a vendor the functions' config schema does not know, naming the choices", () => {
    // Prepare
    const app = new App({ context: { 'thetix:stage': testStage, 'thetix:marketData': 'polygon' } });

    // Act & Assess
    expect(() => readSettings(app.node)).toThrow('MARKET_DATA: must be simulator or massive');
  });
});
