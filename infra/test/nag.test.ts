import { Validations } from 'aws-cdk-lib';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { afterAll, describe, expect, it } from '@jest/globals';
import { synthThetix } from './synth-thetix';

/** Every integration on, so the grants that only exist then (Bedrock, vendors, Google, e-mail) are checked too. */
const everyIntegration = {
  'thetix:planner': 'bedrock',
  'thetix:bedrockModelId': 'anthropic.claude-3-5-haiku-20241022-v1:0',
  'thetix:marketData': 'massive',
  'thetix:brokerageAdapter': 'snaptrade',
  'thetix:googleClientId': 'ssm:/thetix/google-oauth-client-id',
  'thetix:domainName': 'thetix.example.com',
  'thetix:alarmEmail': 'on-call@example.com',
};

const configurations = [
  { name: 'the default configuration', thetix: synthThetix() },
  { name: 'every integration on', thetix: synthThetix({ context: everyIntegration }) },
];
afterAll(() => {
  for (const { thetix } of configurations) thetix.dispose();
});

/**
 * The AwsSolutions pack over the synthesized app, as `npm run synth` runs it (infra/bin/app.ts): after synthesis,
 * when cross-stack references are resolved, which is how the findings name ARNs.
 */
function findings(app: IConstruct & { synth(): unknown }) {
  app.synth();
  return new AwsSolutionsChecks().validateScope(app).violations.flatMap((violation) =>
    violation.violatingResources.map((resource) => ({
      rule: violation.ruleName,
      severity: violation.severity,
      path: (resource as { constructPath?: string }).constructPath,
    })),
  );
}

const acknowledgements = (scope: IConstruct) =>
  scope.node
    .findAll()
    .flatMap((construct) =>
      construct.node.metadata
        .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
        .flatMap((entry) => Object.entries(entry.data as Record<string, string>)),
    )
    .filter(([rule]) => rule.includes('AwsSolutions-'));

describe.each(configurations)('cdk-nag AwsSolutions on every stack, $name', ({ thetix }) => {
  it('leaves no error or warning unacknowledged', () => {
    // Act
    const open = findings(thetix.app);

    // Assess
    expect(open).toEqual([]);
  });

  it('gives every acknowledgement its reason', () => {
    // Prepare
    findings(thetix.app);

    // Act
    const acknowledged = acknowledgements(thetix.app);

    // Assess
    expect(acknowledged.length).toBeGreaterThan(0);
    for (const [rule, reason] of acknowledged) {
      expect({ rule, reason: reason.length >= 40 }).toEqual({ rule, reason: true });
    }
  });
});

describe('cdk-nag AwsSolutions on a new resource', () => {
  const thetix = synthThetix();
  afterAll(thetix.dispose);

  it('reports a finding nobody acknowledged, so the test above fails on it', () => {
    // Prepare: a queue without a dead-letter queue or SSL-only policy, in one of the app's stacks.
    new Queue(thetix.stacks.jobs, 'Unreviewed');

    // Act
    const open = findings(thetix.app);

    // Assess
    expect(open).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ rule: 'AwsSolutions-SQS3', path: 'thetix-test-jobs/Unreviewed/Resource' }),
        expect.objectContaining({ rule: 'AwsSolutions-SQS4', path: 'thetix-test-jobs/Unreviewed/Resource' }),
      ]),
    );
  });
});
