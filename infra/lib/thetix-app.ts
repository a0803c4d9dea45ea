import {
  CrossStackReferences,
  Fn,
  ReferenceStrength,
  Tags,
  type App,
  type Stack,
  type StackProps,
} from 'aws-cdk-lib';
import { ApiStack } from './api-stack';
import { DataStack } from './data-stack';
import { EDGE_REGION, EdgeStack, WEB_ACL_ARN_OUTPUT } from './edge-stack';
import { IdentityStack } from './identity-stack';
import { JobsStack } from './jobs-stack';
import { MonitoringStack } from './monitoring-stack';
import { SchedulesStack } from './schedules-stack';
import type { ThetixSettings } from './settings';
import { ThetixFunction, type FunctionEnvironment } from './thetix-function';
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
  // The WAF web ACL must be in us-east-1 for CloudFront; the web stack, in the app's region, reads its ARN from the
  // edge stack's output (Fn::GetStackOutput reads across regions), so no custom resource copies it over.
  const edge = new EdgeStack(app, `thetix-${stage}-edge`, {
    ...stackProps('edge'),
    env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: EDGE_REGION },
    stage,
  });
  const web = new WebStack(app, `thetix-${stage}-web`, {
    ...stackProps('web'),
    settings,
    httpApi: api.httpApi,
    userPool: identity.userPool,
    userPoolClient: identity.userPoolClient,
    userPoolDomain: identity.userPoolDomain,
    webAclArn: Fn.getStackOutput(edge.stackName, WEB_ACL_ARN_OUTPUT, EDGE_REGION),
  });
  web.addStackDependency(edge, 'the distribution reads the web ACL ARN from its output');
  const monitoring = new MonitoringStack(app, `thetix-${stage}-monitoring`, {
    ...stackProps('monitoring'),
    settings,
    table: data.table,
    queues: [...jobs.queues].map(([name, queue]) => {
      const deadLetterQueue = jobs.deadLetterQueues.get(name);
      if (!deadLetterQueue) throw new Error(`Queue ${name} has no dead-letter queue`);
      return { name, queue, deadLetterQueue };
    }),
    httpApi: api.httpApi,
    functions: new Map(
      [jobs, schedules, api].flatMap((stack) =>
        lambdasOf(stack).map((handler) => [
          `${stack.node.id.slice(`thetix-${stage}-`.length)}/${handler.node.id}`,
          handler,
        ]),
      ),
    ),
    webAcl: { name: edge.webAcl.name ?? '', region: EDGE_REGION },
  });
  const stacks = { data, identity, jobs, schedules, api, edge, web, monitoring };
  return stacks;
}

export type ThetixStacks = ReturnType<typeof buildThetixApp>;

/** The app's own Lambdas in a stack (not CDK's custom-resource handlers). */
const lambdasOf = (stack: Stack): ThetixFunction[] =>
  stack.node
    .findAll()
    .filter((construct): construct is ThetixFunction => construct instanceof ThetixFunction);
