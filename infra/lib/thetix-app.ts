import { CrossStackReferences, ReferenceStrength, Tags, type App, type StackProps } from 'aws-cdk-lib';
import { ApiStack } from './api-stack';
import { DataStack } from './data-stack';
import { IdentityStack } from './identity-stack';
import { JobsStack } from './jobs-stack';
import { SchedulesStack } from './schedules-stack';
import type { ThetixSettings } from './settings';
import type { FunctionEnvironment } from './thetix-function';
import { WebStack } from './web-stack';

/**
 * The composition root of the CDK app, shared by bin/app.ts and the assertion tests so both build the same thing.
 * Stacks are split by lifecycle: data and identity hold state and are retained, the rest can be replaced freely.
 */
export function buildThetixApp(app: App, settings: ThetixSettings) {
  const { stage } = settings;
  // Strong (Fn::ImportValue) references keep CloudFormation from deleting the table or user pool under a consumer.
  if (app.node.tryGetContext('@aws-cdk/core:defaultCrossStackReferences') === undefined) {
    CrossStackReferences.of(app).consume(ReferenceStrength.STRONG);
  }
  const stackProps = (name: string): StackProps => ({
    stackName: `thetix-${stage}-${name}`,
    description: `Thetix ${stage}: ${name}`,
    terminationProtection: stage === 'prod',
    env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  });
  Tags.of(app).add('project', 'thetix');
  Tags.of(app).add('stage', stage);

  const data = new DataStack(app, `thetix-${stage}-data`, stackProps('data'));
  const identity = new IdentityStack(app, `thetix-${stage}-identity`, {
    ...stackProps('identity'),
    settings,
  });
  const baseEnvironment: Omit<FunctionEnvironment, 'queues'> = {
    stage,
    table: data.table,
    exportsBucket: data.exportsBucket,
    authIssuer: identity.issuer,
    authClientId: identity.userPoolClient.userPoolClientId,
    supportEmail: settings.supportEmail,
    logLevel: settings.logLevel,
    brokerageAdapter: settings.brokerageAdapter,
    brokerageSecretName: settings.brokerageSecretName,
    publicBaseUrl: settings.publicBaseUrl,
    marketSource: settings.marketSource,
    marketDataSecretName: settings.marketDataSecretName,
    marketDataDelayMinutes: settings.marketDataDelayMinutes,
    mailFrom: settings.mailFrom,
    notificationsSecretName: settings.notificationsSecretName,
    thetixPlanner: settings.thetixPlanner,
    bedrockModelId: settings.bedrockModelId,
  };
  const jobs = new JobsStack(app, `thetix-${stage}-jobs`, {
    ...stackProps('jobs'),
    environment: baseEnvironment,
  });
  const environment: FunctionEnvironment = { ...baseEnvironment, queues: jobs.queues };
  const schedules = new SchedulesStack(app, `thetix-${stage}-schedules`, {
    ...stackProps('schedules'),
    environment,
  });
  const api = new ApiStack(app, `thetix-${stage}-api`, {
    ...stackProps('api'),
    environment,
    signIn: { hostedUiUrl: identity.userPoolDomain.baseUrl(), googleSignIn: identity.googleSignIn },
  });
  const web = new WebStack(app, `thetix-${stage}-web`, {
    ...stackProps('web'),
    settings,
    httpApi: api.httpApi,
    userPool: identity.userPool,
    userPoolClient: identity.userPoolClient,
    userPoolDomain: identity.userPoolDomain,
  });
  return { data, identity, jobs, schedules, api, web };
}

export type ThetixStacks = ReturnType<typeof buildThetixApp>;
