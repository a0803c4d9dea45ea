import type { Template } from 'aws-cdk-lib/assertions';
import { loadConfig, queueUrlVariable } from '@thetix/functions/config';
import { apiRoutes } from '@thetix/shared/api-routes';
import { queueDefinitions } from '@thetix/shared/queues';
import { scheduleDefinitions } from '@thetix/shared/schedules';
import { afterAll, describe, expect, it } from '@jest/globals';
import { synthThetix, testStage } from './synth-thetix';

const { template, dispose } = synthThetix();
afterAll(dispose);

interface LambdaResource {
  Properties: {
    Description?: string;
    Runtime: string;
    Architectures: string[];
    LoggingConfig?: { LogGroup: { Ref: string } };
    TracingConfig?: { Mode: string };
    Environment: { Variables: Record<string, unknown> };
  };
}

/** Every Lambda built by ThetixFunction, across all stacks, with the template it lives in. */
const handlers = (['jobs', 'schedules', 'api'] as const).flatMap((stack) => {
  const stackTemplate = template(stack);
  return Object.values(stackTemplate.findResources('AWS::Lambda::Function'))
    .map((resource) => resource as LambdaResource)
    .filter((resource) => resource.Properties.Description?.startsWith('functions/src/'))
    .map((resource) => ({ name: resource.Properties.Description, resource, stackTemplate }));
});

/** Deploy-time values (imports, refs) become a URL, which satisfies every string rule of the config schema. */
function resolveForTest(variables: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(variables).map(([name, value]) => [
      name,
      typeof value === 'string' ? value : 'https://deploy-time.example/value',
    ]),
  );
}

const logGroup = (stackTemplate: Template, logicalId: string) =>
  stackTemplate.toJSON().Resources[logicalId] as { Type: string; Properties: { RetentionInDays?: number } };

describe('Thetix Lambdas', () => {
  it('exist for every API feature, queue worker, dead-letter worker and scheduled handler', () => {
    // Prepare
    const entries = [
      ...new Set(apiRoutes.map((route) => `functions/src/${route.lambda}/http.ts`)),
      ...queueDefinitions
        .flatMap((queue) => [queue.worker, queue.deadLetterWorker])
        .map((entry) => `functions/src/${entry}`),
      ...scheduleDefinitions.map((schedule) => `functions/src/${schedule.handler}`),
    ];

    // Act
    const built = handlers.map((handler) => handler.name);

    // Assess
    expect(built.sort()).toEqual(entries.sort());
  });

  it.each(handlers)('$name runs Node 22 on ARM64 and logs to its own group with a retention', (handler) => {
    // Act
    const { Runtime, Architectures, LoggingConfig } = handler.resource.Properties;
    const group = logGroup(handler.stackTemplate, LoggingConfig?.LogGroup.Ref ?? '');

    // Assess
    expect(Runtime).toBe('nodejs22.x');
    expect(Architectures).toEqual(['arm64']);
    expect(group.Type).toBe('AWS::Logs::LogGroup');
    expect(group.Properties.RetentionInDays).toBeGreaterThan(0);
  });

  it.each(handlers)(
    '$name is traced by X-Ray and names its service for Powertools, with leave to write its traces',
    (handler) => {
      // Act
      const { TracingConfig, Environment } = handler.resource.Properties;
      const policies = Object.values(handler.stackTemplate.findResources('AWS::IAM::Policy'));

      // Assess
      expect(TracingConfig).toEqual({ Mode: 'Active' });
      expect(Environment.Variables.POWERTOOLS_SERVICE_NAME).toBe('thetix');
      expect(JSON.stringify(policies)).toContain('xray:PutTraceSegments');
    },
  );

  it.each(handlers)('$name has every variable functions/src/config.ts requires', (handler) => {
    // Prepare
    const variables = resolveForTest(handler.resource.Properties.Environment.Variables);

    // Act
    const config = loadConfig(variables);

    // Assess
    expect(config.STAGE).toBe(testStage);
    for (const queue of queueDefinitions) expect(variables[queueUrlVariable(queue.name)]).toBeDefined();
  });

  it('lets API and scheduled handlers send to the queues and workers only consume them', () => {
    // Act
    const statements = (stack: 'api' | 'schedules' | 'jobs') =>
      JSON.stringify(template(stack).findResources('AWS::IAM::Policy'));

    // Assess
    expect(statements('api')).toMatch(/sqs:SendMessage/);
    expect(statements('schedules')).toMatch(/sqs:SendMessage/);
    expect(statements('jobs')).toMatch(/sqs:ReceiveMessage/);
    expect(statements('jobs')).not.toMatch(/sqs:SendMessage/);
  });
});
