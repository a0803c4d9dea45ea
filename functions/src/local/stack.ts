import type { RuntimeConfig } from '@thetix/shared/contracts/runtime-config';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { queueUrlVariable, resetConfigForTests } from '../config';
import { resetXsrfSecretForTests } from '../http/xsrf-token';
import { createLogger, type Logger } from '../platform/logger';
import { expireLeasesHeldBefore } from '../jobs/job-lease';
import { buildDueJobDispatcher } from '../jobs/due-job-dispatcher';
import { createQueueClient } from '../platform/queue-client';
import { createTableClient } from '../platform/table-client';
import { cognitoClient, ensureUserPool, startCognitoLocal } from './cognito-local';
import { ensureTable, startDynamoDbLocal } from './dynamodb-local';
import { buildGoogleStandIn, GOOGLE_STAND_IN_PATH } from './google-stand-in';
import { servedPageHead } from '../thetix/http';
import { startHttpAdapter } from './http-adapter';
import { startMailDev } from './mail-local';
import { ensureNotificationKeys } from './notification-keys';
import { ensureXsrfSecret } from './xsrf-key';
import { assertJavaInstalled, assertPortFree, freePort } from './preflight';
import { startScheduler } from './scheduler-local';
import { seedLocalData } from './seed';
import {
  marketAccess,
  marketDataIsSimulated,
  marketModel,
  resetMarketAccessForTests,
} from '../market-data/market-source';
import { startVendorStandIn, type VendorStandIn } from '../market-data/stand-in/vendor-stand-in';
import { createQueues, startSqsLocal, startWorkers } from './sqs-local';

export const LOCAL_STAGE = 'local';
export const LOCAL_TABLE = 'thetix-local';

export interface LocalStackOptions {
  /** Everything persistent lives here (.data/ for npm start, a temp folder for tests). */
  dataDir: string;
  webDist: string;
  /** The mail catcher's SMTP and web ports default to free ones (scripts that never read mail need not pick). */
  ports: {
    http: number;
    dynamodb: number;
    sqs: number;
    cognito: number;
    mailSmtp?: number;
    mailWeb?: number;
  };
  /** Tests shorten the queues' visibility timeout so retries and DLQ redrive happen within seconds. */
  visibilityTimeoutSeconds?: number;
  /** The per-minute cron is off in tests, which run schedules on demand instead. */
  scheduler?: boolean;
  logger?: Logger;
  /** Called as each part comes up, for the start-up lines. */
  onPart?: (part: string, address: string) => void;
  /**
   * Who answers market data (`MARKET_DATA`, default from the environment, else the simulator). `massive` without a
   * key (MASSIVE_API_KEY or MARKET_DATA_SECRET_ID) starts the vendor stand-in and points the adapters at it.
   */
  marketData?: 'simulator' | 'massive';
}

export interface LocalStack {
  urls: { http: string; dynamodb: string; sqs: string; cognito: string; mail: string };
  identity: { userPoolId: string; clientId: string; issuer: string };
  queueUrls: Record<string, string>;
  /** The environment the Lambda handlers read (functions/src/config.ts), also set on this process. */
  env: Record<string, string>;
  /** The market-data vendor stand-in, when `marketData` is massive without a key (fault drills go through it). */
  marketStandIn?: VendorStandIn;
  stop(): Promise<void>;
}

/** What the user can fix before anything starts: Java for the table engine, and free ports. */
export async function preflight(ports: LocalStackOptions['ports']): Promise<void> {
  assertJavaInstalled();
  await assertPortFree(ports.http, 'the web server', 'PORT');
  await assertPortFree(ports.dynamodb, 'DynamoDB Local', 'DYNAMODB_PORT');
  await assertPortFree(ports.sqs, 'the SQS emulator', 'SQS_PORT');
  await assertPortFree(ports.cognito, 'cognito-local', 'COGNITO_PORT');
  if (ports.mailSmtp !== undefined)
    await assertPortFree(ports.mailSmtp, 'the mail catcher (SMTP)', 'MAIL_SMTP_PORT');
  if (ports.mailWeb !== undefined)
    await assertPortFree(ports.mailWeb, 'the mail inbox (maildev)', 'MAIL_WEB_PORT');
}

/**
 * Brings up the whole product offline: DynamoDB Local, fauxqs with the workers, cognito-local with the seeded
 * accounts, the scheduler and the HTTP adapter serving API and SPA. `npm start` and the test suites both use this,
 * so what the tests exercise is what a developer runs.
 */
/** Like Promise.all, but when one fails it waits for the others to settle and stops them before rethrowing. */
async function allOrStop<T extends readonly unknown[]>(
  stop: () => Promise<void>,
  parts: { [K in keyof T]: Promise<T[K]> },
): Promise<T> {
  const settled = await Promise.allSettled(parts);
  const failure = settled.find((part): part is PromiseRejectedResult => part.status === 'rejected');
  if (failure) {
    await stop();
    throw failure.reason;
  }
  return settled.map((part) => (part as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const logger = options.logger ?? createLogger();
  const onPart = options.onPart ?? (() => undefined);
  const dataDir = resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true });

  await preflight(options.ports);
  const mailPorts = {
    smtpPort: options.ports.mailSmtp ?? (await freePort()),
    webPort: options.ports.mailWeb ?? (await freePort()),
  };

  const children: ChildProcess[] = [];
  const stops: (() => Promise<void> | void)[] = [];
  const stopAll = async () => {
    for (const step of stops.reverse()) await step();
    for (const child of children) {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((done) => {
          const timer = setTimeout(() => {
            child.kill('SIGKILL');
            done(undefined);
          }, 3000);
          child.once('exit', () => {
            clearTimeout(timer);
            done(undefined);
          });
        });
      }
    }
  };
  let stopping: Promise<void> | undefined;
  // Once only: a part that failed to start stops the others, and the caller's catch stops again.
  const stop = () => (stopping ??= stopAll());

  try {
    // Every part is awaited, failed or not, so none is left running when another fails to start.
    const [dynamo, cognito, sqs, mail] = await allOrStop(stop, [
      startDynamoDbLocal({ port: options.ports.dynamodb, dataDir: join(dataDir, 'dynamodb') }).then(
        (part) => {
          children.push(part.process);
          onPart('DynamoDB Local', `${part.endpoint} (data in ${join(dataDir, 'dynamodb')})`);
          return part;
        },
      ),
      startCognitoLocal({ port: options.ports.cognito, dataDir: join(dataDir, 'cognito') }).then((part) => {
        children.push(part.process);
        return part;
      }),
      startSqsLocal({ port: options.ports.sqs }).then((part) => {
        stops.push(part.stop);
        return part;
      }),
      startMailDev({ ...mailPorts, mailDir: join(dataDir, 'mail') }).then((part) => {
        children.push(part.process);
        onPart('Mail (maildev)', `${part.webUrl} (SMTP ${part.smtp.port}; mail in ${join(dataDir, 'mail')})`);
        return part;
      }),
    ]);
    await ensureTable(dynamo.endpoint, LOCAL_TABLE);

    const identityClient = cognitoClient(cognito.endpoint);
    const identity = await ensureUserPool(identityClient, join(dataDir, 'cognito'));
    const issuer = `${cognito.endpoint}/${identity.userPoolId}`;
    onPart('Cognito (cognito-local)', `${cognito.endpoint} (user pool ${identity.userPoolId})`);

    const queueClient = createQueueClient('us-east-1', sqs.endpoint);
    const queues = await createQueues(queueClient, LOCAL_STAGE, options.visibilityTimeoutSeconds);
    queueClient.destroy();
    onPart(
      'SQS (fauxqs)',
      `${sqs.endpoint} (${queues.map((queue) => `${queue.definition.name} + DLQ`).join(', ')})`,
    );

    const marketChoice =
      options.marketData ?? (process.env.MARKET_DATA === 'massive' ? 'massive' : 'simulator');
    const vendorKeyed = Boolean(process.env.MASSIVE_API_KEY || process.env.MARKET_DATA_SECRET_ID);
    let marketStandIn: VendorStandIn | undefined;
    if (marketChoice === 'massive' && !vendorKeyed) {
      marketStandIn = await startVendorStandIn({ market: marketModel(), delayedMinutes: 15 });
      stops.push(marketStandIn.close);
      onPart(
        'Market data (Massive stand-in)',
        `${marketStandIn.baseUrl} (Massive's and Finnhub's shapes over the simulator; fault drills: POST /__stand-in/faults)`,
      );
    }
    // Set every time: a test process may start a simulator stack after a stand-in one.
    delete process.env.MASSIVE_BASE_URL;
    delete process.env.FINNHUB_BASE_URL;
    const marketEnv: Record<string, string> = {
      MARKET_DATA: marketChoice,
      ...(marketStandIn
        ? { MASSIVE_BASE_URL: marketStandIn.baseUrl, FINNHUB_BASE_URL: marketStandIn.baseUrl }
        : {}),
    };

    const keys = ensureNotificationKeys(join(dataDir, 'notification-keys.json'));
    const xsrfKey = ensureXsrfSecret(join(dataDir, 'xsrf-key.json'));
    const env: Record<string, string> = {
      STAGE: LOCAL_STAGE,
      // No CloudWatch reads the EMF lines here: they would only be noise among the logs (decision 251). A
      // developer checking a metric sets POWERTOOLS_METRICS_DISABLED=false before npm start.
      POWERTOOLS_METRICS_DISABLED: process.env.POWERTOOLS_METRICS_DISABLED ?? 'true',
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      TABLE_NAME: LOCAL_TABLE,
      DYNAMODB_ENDPOINT: dynamo.endpoint,
      SQS_ENDPOINT: sqs.endpoint,
      AUTH_ISSUER: issuer,
      AUTH_CLIENT_ID: identity.clientId,
      ...Object.fromEntries(queues.map((queue) => [queueUrlVariable(queue.definition.name), queue.url])),
      EMAIL_ADAPTER: 'smtp',
      MAIL_SMTP_HOST: mail.smtp.host,
      MAIL_SMTP_PORT: String(mail.smtp.port),
      APP_BASE_URL: `http://localhost:${options.ports.http}`,
      // cognito-local has no hosted UI or federation: Google sign-in goes through the local stand-in.
      AUTH_HOSTED_UI_URL: `http://localhost:${options.ports.http}${GOOGLE_STAND_IN_PATH}`,
      GOOGLE_SIGN_IN: 'enabled',
      EXPORTS_DIR: join(dataDir, 'exports'),
      ...marketEnv,
      ...keys,
      ...xsrfKey,
    };
    Object.assign(process.env, env);
    resetConfigForTests();
    resetMarketAccessForTests();
    resetXsrfSecretForTests();

    const table = { client: createTableClient('us-east-1', dynamo.endpoint), name: LOCAL_TABLE };
    // Jobs held by the previous run of this process died with it (workers and queue are in-process): end their
    // leases now, before anything new takes one, so the first dispatch below sends them again (job-lease.ts).
    const orphanedJobs = await expireLeasesHeldBefore(table, new Date());
    await seedLocalData({ table, cognito: identityClient, userPoolId: identity.userPoolId, now: new Date() });
    identityClient.destroy();

    const workers = startWorkers({
      endpoint: sqs.endpoint,
      queues,
      logger: logger.child({ part: 'workers' }),
    });
    stops.push(() => workers.stop());
    onPart(
      'Workers',
      queues.map((queue) => `${queue.definition.worker}, ${queue.definition.deadLetterWorker}`).join('; '),
    );
    const jobsQueue = queues.find((queue) => queue.definition.name === 'jobs');
    if (orphanedJobs > 0 && jobsQueue) {
      const dispatchClient = createQueueClient('us-east-1', sqs.endpoint);
      const recovered = await buildDueJobDispatcher({
        table,
        queue: dispatchClient,
        queueUrl: jobsQueue.url,
        clock: { now: () => new Date() },
        logger: logger.child({ part: 'recovery' }),
      })();
      dispatchClient.destroy();
      onPart(
        'Recovered jobs',
        `${recovered.redispatched} of ${orphanedJobs} held when the last run stopped, sent again`,
      );
    }

    if (options.scheduler !== false) {
      const scheduler = startScheduler(logger.child({ part: 'scheduler' }));
      stops.push(() => scheduler.stop());
      onPart('Scheduler (croner)', scheduler.schedules.join('; '));
    }

    const runtimeConfig: RuntimeConfig = {
      stage: LOCAL_STAGE,
      region: 'us-east-1',
      userPoolId: identity.userPoolId,
      userPoolClientId: identity.clientId,
      userPoolEndpoint: cognito.endpoint,
      marketData: marketDataIsSimulated() ? 'simulated' : 'live',
      marketSource: marketAccess().source,
      supportEmail: 'support@thetix.app',
    };
    const googleStandIn = buildGoogleStandIn({
      cognitoEndpoint: cognito.endpoint,
      ...identity,
      appOrigin: `http://localhost:${options.ports.http}`,
    });
    stops.push(() => googleStandIn.close());
    const server: Server = await startHttpAdapter({
      port: options.ports.http,
      webDist: resolve(options.webDist),
      runtimeConfig,
      publicOrigin: env.APP_BASE_URL!,
      pageHead: servedPageHead,
      logger: logger.child({ part: 'http' }),
      localPages: googleStandIn.serve,
    });
    stops.push(() => new Promise<void>((done) => server.close(() => done())));
    const address = server.address();
    const httpPort = typeof address === 'object' && address ? address.port : options.ports.http;
    const urls = {
      http: `http://localhost:${httpPort}`,
      dynamodb: dynamo.endpoint,
      sqs: sqs.endpoint,
      cognito: cognito.endpoint,
      mail: mail.webUrl,
    };
    onPart('Web app and API', urls.http);

    const stack: LocalStack = {
      urls,
      identity: { ...identity, issuer },
      queueUrls: Object.fromEntries(queues.map((queue) => [queue.definition.name, queue.url])),
      env,
      ...(marketStandIn ? { marketStandIn } : {}),
      stop,
    };
    writeFileSync(
      join(dataDir, 'local-stack.json'),
      JSON.stringify({ urls, identity: stack.identity }, null, 2),
    );
    return stack;
  } catch (error) {
    await stop();
    throw error;
  }
}
