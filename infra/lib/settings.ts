import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, type Config } from '@thetix/functions/config';
import { runtimeConfigSchema, type RuntimeConfig } from '@thetix/shared/contracts/runtime-config';
import type { Node } from 'constructs';

/** The monorepo root: NodejsFunction bundles from here so workspace packages resolve as they do locally. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const functionsSourceDir = join(repoRoot, 'functions', 'src');
export const depsLockFilePath = join(repoRoot, 'package-lock.json');
export const webDistDir = join(repoRoot, 'web', 'dist');

/** Everything a deployment varies on, read once from CDK context (cdk.json or `-c key=value`). */
export interface ThetixSettings {
  readonly stage: string;
  /** `thetix:googleClientId`: Google's OAuth client id, or `ssm:<parameter name>` to read it from SSM; empty: no Google. */
  readonly googleClientId: string;
  /** `thetix:googleClientSecretName`: the Secrets Manager secret (a plain string) with Google's client secret. */
  readonly googleClientSecretName: string;
  readonly domainName: string;
  /** Globally unique per region: the Cognito hosted-UI domain is `<prefix>.auth.<region>.amazoncognito.com`. */
  readonly authDomainPrefix: string;
  /** Defaults to the SPA's callback route (`/auth/callback`, web/src/config/paths.ts) on the domain. */
  readonly oauthCallbackUrls: readonly string[];
  readonly oauthLogoutUrls: readonly string[];
  readonly supportEmail: string;
  readonly logLevel: string;
  /** `simulated` unless a vendor answers market data: the SPA's badge and the report e-mails' footer. */
  readonly marketData: RuntimeConfig['marketData'];
  /** `thetix:marketData`: who answers market data (`MARKET_DATA`): the simulator, or Massive (decision 218). */
  readonly marketSource: Config['MARKET_DATA'];
  /**
   * `thetix:marketDataSecretName`: the stage's Secrets Manager secret with the vendors' keys (`MASSIVE_API_KEY`,
   * `FINNHUB_API_KEY`), made and filled outside the app; read only when a vendor is configured.
   */
  readonly marketDataSecretName: string;
  /** `thetix:marketDataDelayMinutes`: the vendor plan's quote delay (15 on Massive's delayed plans, 0 real time). */
  readonly marketDataDelayMinutes: number;
  /** The aggregator new brokerage connections go through (`BROKERAGE_ADAPTER`); the offline sandbox by default. */
  readonly brokerageAdapter: Config['BROKERAGE_ADAPTER'];
  /** Name of the stage's Secrets Manager secret with the aggregators' keys, created and filled outside the app. */
  readonly brokerageSecretName: string;
  /** The product's public origin, where the aggregators send the login window back (`PUBLIC_BASE_URL`). */
  readonly publicBaseUrl: string;
  /**
   * `thetix:mailFrom`: the From of report e-mails, sent with Amazon SES; its address or domain must be a verified
   * SES identity. Defaults to `Thetix <reports@<domainName>>`.
   */
  readonly mailFrom: string;
  /**
   * `thetix:notificationsSecretName`: the stage's Secrets Manager secret with the VAPID key pair and the unsubscribe
   * key (`VAPID_PUBLIC_KEY`, `VAPID_PRIVATE_KEY`, `UNSUBSCRIBE_SECRET`, optional `VAPID_SUBJECT`), made outside the app.
   */
  readonly notificationsSecretName: string;
  /** `thetix:planner` (rules | bedrock) and `thetix:bedrockModelId`: who turns Thetix questions into plans. */
  readonly thetixPlanner: Config['THETIX_PLANNER'];
  readonly bedrockModelId: string;
  /**
   * The blog's Ghost site (`thetix:ghostUrl`, e.g. `https://blog.example.com`) and its Content API key
   * (`thetix:ghostContentKey`, public, 26 hex characters): both set, the SPA reads the blog from Ghost; otherwise
   * it shows the Markdown posts it ships with. Passed to the SPA in config.json.
   */
  readonly ghost: RuntimeConfig['ghost'];
  /**
   * `thetix:alarmTopicName`: the SNS topic every alarm and the budget notify (default `thetix-<stage>-alarms`);
   * `thetix:alarmEmail`, when set, subscribes that address to it (the owner confirms the subscription by e-mail).
   */
  readonly alarmTopicName: string;
  readonly alarmEmail: string;
  /** `thetix:monthlyBudgetUsd`: the account's monthly cost budget; 80 % actual and 100 % forecast notify the topic. */
  readonly monthlyBudgetUsd: number;
  /** `web/dist` when it holds a build, so a synth before `npm run build` still works (without the site upload). */
  readonly webDistDir: string | undefined;
}

/**
 * Cognito requires a callback URL once OAuth flows are on; until `thetix:domainName` is set, the local runtime's
 * default address is a harmless placeholder.
 */
const localAppOrigin = 'http://localhost:3000';

/** What the paper model of 100,000 users costs a month, roughly (docs/decisions.md, decision 232); set it per stage. */
const defaultMonthlyBudgetUsd = '3000';

export function readSettings(node: Node, overrides: { webDistDir?: string } = {}): ThetixSettings {
  const stage = text(node, 'thetix:stage');
  if (!/^[a-z][a-z0-9-]{0,19}$/.test(stage)) {
    throw new Error(`Context thetix:stage must be lower-case letters, digits and dashes (got "${stage}")`);
  }
  const domainName = text(node, 'thetix:domainName');
  const appOrigin = domainName ? `https://${domainName}` : localAppOrigin;
  const marketDataSecretName = text(node, 'thetix:marketDataSecretName') || `thetix/${stage}/market-data`;
  const brokerageSecretName = text(node, 'thetix:brokerageSecretName') || `thetix/${stage}/brokerage`;
  const notificationsSecretName =
    text(node, 'thetix:notificationsSecretName') || `thetix/${stage}/notifications`;
  // The functions' own schema validates these and supplies their defaults, so the SPA and the Lambdas agree.
  const functionConfig = loadConfig({
    STAGE: stage,
    TABLE_NAME: 'validated-at-deploy',
    AUTH_ISSUER: 'https://validated-at-deploy.invalid',
    AUTH_CLIENT_ID: 'validated-at-deploy',
    SUPPORT_EMAIL: text(node, 'thetix:supportEmail') || undefined,
    LOG_LEVEL: text(node, 'thetix:logLevel') || undefined,
    BROKERAGE_ADAPTER: text(node, 'thetix:brokerageAdapter') || undefined,
    BROKERAGE_SECRET_ID: brokerageSecretName,
    PUBLIC_BASE_URL: appOrigin,
    THETIX_PLANNER: text(node, 'thetix:planner') || undefined,
    BEDROCK_MODEL_ID: text(node, 'thetix:bedrockModelId') || undefined,
    EMAIL_ADAPTER: 'ses',
    MAIL_FROM: text(node, 'thetix:mailFrom') || (domainName ? `Thetix <reports@${domainName}>` : undefined),
    VAPID_SECRET_ID: notificationsSecretName,
    MARKET_DATA: text(node, 'thetix:marketData') || undefined,
    MARKET_DATA_SECRET_ID: marketDataSecretName,
    MARKET_DATA_DELAY_MINUTES: text(node, 'thetix:marketDataDelayMinutes') || undefined,
  });
  const marketSource = functionConfig.MARKET_DATA;
  const marketData: RuntimeConfig['marketData'] = marketSource === 'simulator' ? 'simulated' : 'live';
  if (functionConfig.THETIX_PLANNER === 'openai')
    throw new Error(
      'Context thetix:planner is rules or bedrock in AWS (an OpenAI-compatible server is for local use)',
    );
  const ghostUrl = text(node, 'thetix:ghostUrl');
  const ghostContentKey = text(node, 'thetix:ghostContentKey');
  if (Boolean(ghostUrl) !== Boolean(ghostContentKey)) {
    throw new Error('Context thetix:ghostUrl and thetix:ghostContentKey are set together or not at all');
  }
  const ghost = ghostUrl
    ? runtimeConfigSchema.shape.ghost.parse({ url: ghostUrl, contentKey: ghostContentKey })
    : undefined;
  const alarmTopicName = text(node, 'thetix:alarmTopicName') || `thetix-${stage}-alarms`;
  if (!/^[A-Za-z0-9_-]{1,256}$/.test(alarmTopicName)) {
    throw new Error(
      `Context thetix:alarmTopicName must be an SNS topic name: letters, digits, - and _ (got "${alarmTopicName}")`,
    );
  }
  const alarmEmail = text(node, 'thetix:alarmEmail');
  if (alarmEmail && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(alarmEmail)) {
    throw new Error(`Context thetix:alarmEmail must be an e-mail address (got "${alarmEmail}")`);
  }
  const monthlyBudgetUsd = Number(text(node, 'thetix:monthlyBudgetUsd') || defaultMonthlyBudgetUsd);
  if (!Number.isFinite(monthlyBudgetUsd) || monthlyBudgetUsd <= 0) {
    throw new Error('Context thetix:monthlyBudgetUsd must be a positive number of US dollars');
  }
  const webDist = overrides.webDistDir ?? webDistDir;
  return {
    stage,
    googleClientId: text(node, 'thetix:googleClientId'),
    googleClientSecretName: text(node, 'thetix:googleClientSecretName') || `thetix/${stage}/google-oauth`,
    domainName,
    authDomainPrefix: text(node, 'thetix:authDomainPrefix') || `thetix-${stage}`,
    oauthCallbackUrls: list(node, 'thetix:oauthCallbackUrls', [`${appOrigin}/auth/callback`]),
    oauthLogoutUrls: list(node, 'thetix:oauthLogoutUrls', [`${appOrigin}/`]),
    supportEmail: functionConfig.SUPPORT_EMAIL,
    logLevel: functionConfig.LOG_LEVEL,
    marketData,
    marketSource,
    marketDataSecretName,
    marketDataDelayMinutes: functionConfig.MARKET_DATA_DELAY_MINUTES,
    brokerageAdapter: functionConfig.BROKERAGE_ADAPTER,
    brokerageSecretName,
    publicBaseUrl: appOrigin,
    mailFrom: functionConfig.MAIL_FROM,
    notificationsSecretName,
    thetixPlanner: functionConfig.THETIX_PLANNER,
    bedrockModelId: functionConfig.BEDROCK_MODEL_ID ?? '',
    ghost,
    alarmTopicName,
    alarmEmail,
    monthlyBudgetUsd,
    webDistDir: existsSync(join(webDist, 'index.html')) ? webDist : undefined,
  };
}

function text(node: Node, key: string): string {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') throw new Error(`Context ${key} must be a string`);
  return value.trim();
}

/** Lists come as JSON arrays from cdk.json and as comma-separated strings from `-c key=a,b`. */
function list(node: Node, key: string, fallback: readonly string[]): readonly string[] {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return fallback;
  const items = Array.isArray(value) ? value : String(value).split(',');
  return items.map((item) => String(item).trim()).filter(Boolean);
}
