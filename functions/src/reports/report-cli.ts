import { GetQueueUrlCommand } from '@aws-sdk/client-sqs';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { reportTypeSchema } from '@thetix/shared/contracts/chats';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCAL_STAGE, LOCAL_TABLE } from '../local/stack';
import { createQueueClient } from '../platform/queue-client';
import { createTableClient } from '../platform/table-client';
import { queueName } from '@thetix/shared/queues';
import { chatKey } from '../chats/chat-entities';
import { reportChatId, reportKey, reportPeriod } from './report-entities';
import { batchSender, buildReportRequests } from './report-requests';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * `npm run report -- daily|weekly|onboarding EMAIL`: makes that user's report for the current period now, through
 * the running local stack (its queue and worker), and waits until it is made and delivered. Running it again for
 * the same period finds the report already made: one chat and one e-mail per period.
 */
async function main(): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const type = reportTypeSchema.safeParse(process.argv[2]);
  const email = process.argv[3]?.trim().toLowerCase();
  if (!type.success || !email) {
    console.error(
      'Usage: npm run report -- daily|weekly|onboarding <email>, e.g. npm run report -- daily investor@thetix.local',
    );
    process.exit(2);
  }
  const dataDir =
    process.env.THETIX_DATA_DIR ||
    join(resolve(dirname(fileURLToPath(import.meta.url)), '../../..'), '.data');
  const stateFile = join(dataDir, 'local-stack.json');
  if (!existsSync(stateFile)) {
    console.error('No local stack found: start the product first with npm start.');
    process.exit(1);
  }
  const state = JSON.parse(readFileSync(stateFile, 'utf8')) as {
    urls: { dynamodb: string; sqs: string; mail?: string };
  };
  const table = { client: createTableClient('us-east-1', state.urls.dynamodb), name: LOCAL_TABLE };
  const queue = createQueueClient('us-east-1', state.urls.sqs);
  try {
    const { Items = [] } = await table.client.send(
      new QueryCommand({
        TableName: table.name,
        IndexName: 'lookup',
        KeyConditionExpression: 'gsi1pk = :email AND gsi1sk = :profile',
        ExpressionAttributeValues: { ':email': `EMAIL#${email}`, ':profile': 'PROFILE' },
      }),
    );
    const userId = Items[0]?.id ?? String(Items[0]?.pk ?? '').replace('USER#', '');
    if (!userId) {
      console.error(`No user with the e-mail ${email} has signed in yet.`);
      process.exit(1);
    }
    const { QueueUrl } = await queue.send(
      new GetQueueUrlCommand({ QueueName: queueName(LOCAL_STAGE, 'jobs') }),
    );
    const requests = buildReportRequests({
      table,
      send: batchSender(queue, QueueUrl!),
      now: () => new Date().toISOString(),
    });
    const period = reportPeriod(type.data, new Date());
    if (type.data !== 'onboarding') await requests.register(String(userId));
    const outcome = await requests.request(String(userId), type.data, period);
    console.log(
      outcome === 'queued'
        ? `Making the ${type.data} report for ${period}...`
        : `The ${type.data} report for ${period} was already asked for.`,
    );
    const deadline = Date.now() + 120_000;
    for (;;) {
      const { Item: report } = await table.client.send(
        new GetCommand({
          TableName: table.name,
          Key: reportKey(String(userId), type.data, period),
          ConsistentRead: true,
        }),
      );
      if (report?.job_status === 'failed') throw new Error(`The report failed: ${String(report.job_error)}`);
      if (report && report.job_status === undefined && report.completed_on) break;
      if (Date.now() > deadline) throw new Error('The report is not made yet: is npm start running?');
      await sleep(500);
    }
    const { Item: chat } = await table.client.send(
      new GetCommand({
        TableName: table.name,
        Key: chatKey(String(userId), reportChatId(type.data, period)),
      }),
    );
    console.log(
      `Report chat: ${String(chat?.chat_title ?? reportChatId(type.data, period))} (id ${reportChatId(type.data, period)})`,
    );
    console.log(
      state.urls.mail ? `Mail inbox: ${state.urls.mail}` : 'Mail: see the local inbox printed by npm start.',
    );
  } finally {
    table.client.destroy();
    queue.destroy();
  }
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
