/**
 * The local product as its own process tree for the crash check (crash.ts): the whole local stack (DynamoDB Local,
 * cognito-local, fauxqs, workers, the per-minute scheduler, the HTTP adapter) on the data folder and ports crash.ts
 * gives it in the environment, with the suite's one-page site. Prints `READY <http url>` once it answers; crash.ts
 * kills its whole process group with SIGKILL and starts it again on the same folder.
 */
import { createLogger } from '../../functions/src/platform/logger';
import { startLocalStack } from '../../functions/src/local/stack';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const stack = await startLocalStack({
  dataDir: env('THETIX_DATA_DIR'),
  webDist: env('THETIX_WEB_DIST'),
  ports: {
    http: Number(env('PORT')),
    dynamodb: Number(env('DYNAMODB_PORT')),
    sqs: Number(env('SQS_PORT')),
    cognito: Number(env('COGNITO_PORT')),
    mailSmtp: Number(env('MAIL_SMTP_PORT')),
    mailWeb: Number(env('MAIL_WEB_PORT')),
  },
  logger: createLogger({ level: 'error' }),
});
console.log(`READY ${stack.urls.http}`);
