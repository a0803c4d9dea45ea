import { SendMessageBatchCommand, type SQSClient } from '@aws-sdk/client-sqs';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ReportType } from '@thetix/shared/contracts/chats';
import { DUE_PARTITION, type JobMessage } from '../jobs/job-message';
import type { Logger } from '../platform/logger';
import { isConditionFailure, type Table } from '../platform/table';
import {
  AUDIENCE_SHARDS,
  audienceKey,
  fanOutKey,
  reportKey,
  THETIX_REPORT_FANOUT_JOB,
  THETIX_REPORT_JOB,
} from './report-entities';

const SEND_BATCH = 10;
const BACKSTOP_MS = 10 * 60_000;
const PUT_CONCURRENCY = 25;
const SEND_CONCURRENCY = 5;

/**
 * Asking for reports: the report item is put only if absent (one per user, type and period), and only a new one
 * sends a job. `send` takes up to 10 messages (SendMessageBatch).
 */
export function buildReportRequests(deps: {
  table: Table;
  send: (messages: readonly JobMessage[]) => Promise<void>;
  now: () => string;
}) {
  const claim = async (userId: string, type: ReportType, period: string): Promise<JobMessage | undefined> => {
    const key = reportKey(userId, type, period);
    try {
      await deps.table.client.send(
        new PutCommand({
          TableName: deps.table.name,
          Item: {
            ...key,
            entity: 'report',
            user_id: userId,
            report_type: type,
            period,
            job_kind: THETIX_REPORT_JOB,
            job_status: 'pending',
            job_requested_at: deps.now(),
            // A backstop: if the message is lost after this put, the dispatcher sends the job ten minutes later.
            gsi2pk: DUE_PARTITION,
            gsi2sk: new Date(Date.parse(deps.now()) + BACKSTOP_MS).toISOString(),
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      return { kind: THETIX_REPORT_JOB, key };
    } catch (error) {
      if (isConditionFailure(error)) return undefined;
      throw error;
    }
  };

  return {
    /** One report; 'exists' when this period's report was already asked for. */
    async request(userId: string, type: ReportType, period: string): Promise<'queued' | 'exists'> {
      const message = await claim(userId, type, period);
      if (!message) return 'exists';
      await deps.send([message]);
      return 'queued';
    },

    /** Registers a user for scheduled reports (idempotent). */
    async register(userId: string): Promise<void> {
      await deps.table.client.send(
        new PutCommand({
          TableName: deps.table.name,
          Item: { ...audienceKey(userId), entity: 'report-audience', user_id: userId },
        }),
      );
    },

    /**
     * The schedule's fan-out, in two stages so it scales: this puts one fan-out job per audience shard (each only
     * if absent, so a schedule that runs twice fans out once); each shard's job then requests its users' reports.
     */
    async fanOut(type: ReportType, period: string, logger: Logger): Promise<{ shards: number }> {
      const messages: JobMessage[] = [];
      for (let shard = 0; shard < AUDIENCE_SHARDS; shard += 1) {
        const key = fanOutKey(type, period, shard);
        try {
          await deps.table.client.send(
            new PutCommand({
              TableName: deps.table.name,
              Item: {
                ...key,
                entity: 'report-fanout',
                job_kind: THETIX_REPORT_FANOUT_JOB,
                job_status: 'pending',
                job_requested_at: deps.now(),
                gsi2pk: DUE_PARTITION,
                gsi2sk: new Date(Date.parse(deps.now()) + BACKSTOP_MS).toISOString(),
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            }),
          );
          messages.push({ kind: THETIX_REPORT_FANOUT_JOB, key });
        } catch (error) {
          if (!isConditionFailure(error)) throw error;
        }
      }
      for (let start = 0; start < messages.length; start += SEND_BATCH)
        await deps.send(messages.slice(start, start + SEND_BATCH));
      logger.info('report fan-out started', { type, period, shards: messages.length });
      return { shards: messages.length };
    },

    /** One shard's users get this period's report of `type`, each at most once; claims 25 at a time, sends 10 a batch. */
    async fanOutShard(
      type: ReportType,
      period: string,
      shard: number,
    ): Promise<{ users: number; queued: number }> {
      let users = 0;
      let queued = 0;
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await deps.table.client.send(
          new QueryCommand({
            TableName: deps.table.name,
            KeyConditionExpression: 'pk = :shard',
            ExpressionAttributeValues: { ':shard': `REPORT_AUDIENCE#${shard}` },
            ExclusiveStartKey: startKey,
          }),
        );
        const ids = (page.Items ?? []).map((item) => String(item.user_id));
        users += ids.length;
        const messages: JobMessage[] = [];
        for (let start = 0; start < ids.length; start += PUT_CONCURRENCY) {
          const claimed = await Promise.all(
            ids.slice(start, start + PUT_CONCURRENCY).map((id) => claim(id, type, period)),
          );
          messages.push(...claimed.filter((message) => message !== undefined));
        }
        const batches: JobMessage[][] = [];
        for (let start = 0; start < messages.length; start += SEND_BATCH)
          batches.push(messages.slice(start, start + SEND_BATCH));
        for (let start = 0; start < batches.length; start += SEND_CONCURRENCY)
          await Promise.all(batches.slice(start, start + SEND_CONCURRENCY).map((batch) => deps.send(batch)));
        queued += messages.length;
        startKey = page.LastEvaluatedKey;
      } while (startKey);
      return { users, queued };
    },
  };
}

export type ReportRequests = ReturnType<typeof buildReportRequests>;

/** Sends job messages in SendMessageBatch calls; a partial failure throws so the caller's run retries. */
export const batchSender =
  (queue: SQSClient, queueUrl: string) =>
  async (messages: readonly JobMessage[]): Promise<void> => {
    if (messages.length === 0) return;
    const sent = await queue.send(
      new SendMessageBatchCommand({
        QueueUrl: queueUrl,
        Entries: messages.map((message, index) => ({
          Id: String(index),
          MessageBody: JSON.stringify(message),
        })),
      }),
    );
    if (sent.Failed?.length) throw new Error(`${sent.Failed.length} report messages were not sent`);
  };
