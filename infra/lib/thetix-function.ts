import { join } from 'node:path';
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { queueUrlVariable } from '@thetix/functions/config';
import type { QueueName } from '@thetix/shared/queues';
import type { Construct } from 'constructs';
import { acknowledgeNag, acknowledgeNagOnArn } from './nag';
import { depsLockFilePath, functionsSourceDir, repoRoot } from './settings';

/** What every Lambda reads from its environment (functions/src/config.ts), built from the stacks' resources. */
export interface FunctionEnvironment {
  readonly stage: string;
  readonly table: ITable;
  /** Trading History CSV exports (`EXPORTS_BUCKET`): the jobs worker writes them, the export API presigns links. */
  readonly exportsBucket: IBucket;
  readonly authIssuer: string;
  readonly authClientId: string;
  readonly queues: ReadonlyMap<QueueName, IQueue>;
  readonly supportEmail: string;
  readonly logLevel: string;
  readonly brokerageAdapter: string;
  /** The stage's aggregator-keys secret, made and filled outside the app; see `grantBrokerageSecretRead`. */
  readonly brokerageSecretName: string;
  readonly publicBaseUrl: string;
  /** Who answers market data (`MARKET_DATA`): `simulator` or `massive`. */
  readonly marketSource: string;
  /** The vendors' keys secret (`MARKET_DATA_SECRET_ID`), made and filled outside the app; see `grantMarketDataSecretRead`. */
  readonly marketDataSecretName: string;
  readonly marketDataDelayMinutes: number;
  /** The From of report e-mails (SES, `MAIL_FROM`). */
  readonly mailFrom: string;
  /** The VAPID and unsubscribe keys' secret, made and filled outside the app; see `grantNotificationsSecretRead`. */
  readonly notificationsSecretName: string;
  /** Who plans Thetix questions (`THETIX_PLANNER`): the rule planner, or Amazon Bedrock with `bedrockModelId`. */
  readonly thetixPlanner: string;
  readonly bedrockModelId: string;
}

export interface ThetixFunctionProps {
  /** Module under functions/src exporting `handler`, e.g. `profile/http.ts`. */
  readonly entry: string;
  readonly environment: FunctionEnvironment;
  readonly timeout?: Duration;
  readonly memorySize?: number;
}

/**
 * Lambda handlers are ESM; esbuild's ESM output has no `require`, which some CommonJS dependencies still call,
 * so the bundle gets one from `createRequire`.
 */
const requireShim =
  "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

export function functionEnvironmentVariables(environment: FunctionEnvironment): Record<string, string> {
  return {
    STAGE: environment.stage,
    TABLE_NAME: environment.table.tableName,
    EXPORTS_BUCKET: environment.exportsBucket.bucketName,
    AUTH_ISSUER: environment.authIssuer,
    AUTH_CLIENT_ID: environment.authClientId,
    SUPPORT_EMAIL: environment.supportEmail,
    LOG_LEVEL: environment.logLevel,
    BROKERAGE_ADAPTER: environment.brokerageAdapter,
    BROKERAGE_SECRET_ID: environment.brokerageSecretName,
    PUBLIC_BASE_URL: environment.publicBaseUrl,
    MARKET_DATA: environment.marketSource,
    ...(environment.marketSource === 'simulator'
      ? {}
      : {
          MARKET_DATA_SECRET_ID: environment.marketDataSecretName,
          MARKET_DATA_DELAY_MINUTES: String(environment.marketDataDelayMinutes),
        }),
    EMAIL_ADAPTER: 'ses',
    MAIL_FROM: environment.mailFrom,
    VAPID_SECRET_ID: environment.notificationsSecretName,
    THETIX_PLANNER: environment.thetixPlanner,
    ...(environment.bedrockModelId ? { BEDROCK_MODEL_ID: environment.bedrockModelId } : {}),
    NODE_OPTIONS: '--enable-source-maps',
    // Powertools' Logger, Metrics and Tracer name the service in every line, metric and trace (decisions 250-252).
    POWERTOOLS_SERVICE_NAME: 'thetix',
    ...Object.fromEntries(
      [...environment.queues].map(([name, queue]) => [queueUrlVariable(name), queue.queueUrl]),
    ),
  };
}

/**
 * The one place Lambda defaults live: every handler is bundled the same way from the repo root (so `@thetix/*`
 * workspace imports resolve), runs on Graviton, and writes to a log group this stack owns, so retention is set
 * and the group is deleted with the function instead of lingering as an auto-created one.
 */
export class ThetixFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: ThetixFunctionProps) {
    const logGroup = new LogGroup(scope, `${id}Logs`, {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    super(scope, id, {
      entry: join(functionsSourceDir, props.entry),
      handler: 'handler',
      description: `functions/src/${props.entry}`,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      logGroup,
      // X-Ray: Lambda opens a segment per invocation and Powertools' Tracer adds the DynamoDB, SQS, Secrets Manager
      // and HTTPS calls under it (functions/src/platform/tracing.ts, decision 252).
      tracing: Tracing.ACTIVE,
      environment: functionEnvironmentVariables(props.environment),
      projectRoot: repoRoot,
      depsLockFilePath,
      bundling: {
        format: OutputFormat.ESM,
        mainFields: ['module', 'main'],
        banner: requireShim,
        minify: true,
        sourceMap: true,
        externalModules: ['@aws-sdk/*'],
      },
    });
    acknowledgeNag(
      this,
      'L1',
      'Node 22 (LTS) is the runtime the handlers are built and tested for (tsconfig target, the local stack); moving to ' +
        'a newer runtime is its own change with its own test run, not a side effect of a lint rule.',
    );
    acknowledgeNag(
      this,
      'IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      "AWS's basic execution policy only lets the function create log streams and write its own logs; the log group " +
        'is made by this construct with a retention, so nothing else is granted.',
    );
    acknowledgeNag(
      this,
      'IAM5[Resource::*]',
      'Active X-Ray tracing grants xray:PutTraceSegments and xray:PutTelemetryRecords, which support no ' +
        'resource-level permission (the X-Ray service authorization reference lists no resource types for them); ' +
        'no other statement of these functions names every resource.',
    );
    acknowledgeNagOnArn(
      this,
      props.environment.table.tableArn,
      (table) => `IAM5[Resource::${table}/index/*]`,
      "The single table's access patterns query its global secondary indexes (shared/src/table.ts), whose ARNs are " +
        "the table ARN followed by /index/<name>: the wildcard covers only this table's indexes.",
    );
  }
}

/**
 * Read access to the aggregators' keys, for the Lambdas that talk to an aggregator (the brokerage routes and the
 * jobs worker that runs syncs). The secret is referenced by name, never created here, so its value stays out of
 * templates; the name-based ARN ends in a wildcard for the random suffix Secrets Manager adds.
 */
export function grantBrokerageSecretRead(handler: ThetixFunction, environment: FunctionEnvironment): void {
  Secret.fromSecretNameV2(handler, 'BrokerageSecret', environment.brokerageSecretName).grantRead(handler);
}

/**
 * Read access to the market-data vendors' keys, for the Lambdas that load market figures (market data, portfolio,
 * opportunities, Thetix and chats, admin's view-as, and the jobs worker), only when a vendor is configured. Like
 * the aggregators' secret it is referenced by name, never created here.
 */
export function grantMarketDataSecretRead(handler: ThetixFunction, environment: FunctionEnvironment): void {
  if (environment.marketSource === 'simulator') return;
  Secret.fromSecretNameV2(handler, 'MarketDataSecret', environment.marketDataSecretName).grantRead(handler);
}

/**
 * With Amazon Bedrock as the Thetix planner, the functions that plan (the thetix API and the jobs worker) may call
 * the Converse API on the configured model: a foundation model or an inference profile of that id.
 */
export function grantPlannerModel(handler: ThetixFunction, environment: FunctionEnvironment): void {
  if (environment.thetixPlanner !== 'bedrock') return;
  const foundationModel = `arn:aws:bedrock:*::foundation-model/${environment.bedrockModelId}`;
  handler.addToRolePolicy(
    new PolicyStatement({
      actions: ['bedrock:InvokeModel', 'bedrock:Converse'],
      resources: [
        foundationModel,
        // A profile is the caller's own, in its region and account.
        Stack.of(handler).formatArn({
          service: 'bedrock',
          resource: 'inference-profile',
          resourceName: environment.bedrockModelId,
        }),
      ],
    }),
  );
  acknowledgeNag(
    handler,
    `IAM5[Resource::${foundationModel}]`,
    'One model, in any region: a cross-region inference profile routes the call to that model in whichever of its ' +
      'regions has capacity, so the model ARN cannot name one region.',
  );
}

/**
 * Read access to the notifications secret (VAPID key pair, unsubscribe key), for the Lambdas that deliver reports
 * or serve the push and unsubscribe routes: the jobs worker and the notifications API. Referenced by name, like the
 * brokerage secret, so no key is in a template.
 */
export function grantNotificationsSecretRead(
  handler: ThetixFunction,
  environment: FunctionEnvironment,
): void {
  Secret.fromSecretNameV2(handler, 'NotificationsSecret', environment.notificationsSecretName).grantRead(
    handler,
  );
}

/** Trading History CSV files live under this prefix of the exports bucket (functions/src/history-export). */
const EXPORT_FILES = 'history-exports/*';

/**
 * The jobs worker writes export files, and the export API signs links that read them: one action each, on the
 * export files' prefix only (not `grantPut`/`grantRead`, which add multipart, listing and bucket-level reads).
 */
export function grantExportFiles(
  handler: ThetixFunction,
  environment: FunctionEnvironment,
  access: 'write' | 'read',
) {
  const bucket = environment.exportsBucket;
  handler.addToRolePolicy(
    new PolicyStatement({
      actions: [access === 'write' ? 's3:PutObject' : 's3:GetObject'],
      resources: [bucket.arnForObjects(EXPORT_FILES)],
    }),
  );
  acknowledgeNagOnArn(
    handler,
    bucket.bucketArn,
    (exportsBucket) => `IAM5[Resource::${exportsBucket}/${EXPORT_FILES}]`,
    'One file per export, keyed by user and export id: the function cannot know the keys in advance, and the ' +
      'prefix holds nothing but export files.',
  );
}

/** The address of a `Name <address>` or bare-address From. */
const fromAddress = (mailFrom: string) => /<([^<>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom.trim();

/**
 * Sending report e-mails with SES (the jobs worker): only as the From address's identity, verified either as that
 * address or as its domain, in the stack's account and region.
 */
export function grantEmailSend(handler: ThetixFunction, environment: FunctionEnvironment): void {
  const address = fromAddress(environment.mailFrom);
  const domain = address.slice(address.indexOf('@') + 1);
  const identity = (name: string) =>
    Stack.of(handler).formatArn({ service: 'ses', resource: 'identity', resourceName: name });
  handler.addToRolePolicy(
    new PolicyStatement({
      actions: ['ses:SendEmail', 'ses:SendRawEmail'],
      resources: [identity(domain), identity(address)],
    }),
  );
}
