import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { scheduleDefinitions } from '@thetix/shared/schedules';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { resetConfigForTests } from '../config';
import { runSchedule } from '../local/scheduler-local';
import { GENERATE_OPPORTUNITIES, runKey } from '../opportunities/opportunity-run-repository';
import { fixedClock } from '../platform/clock';
import { createUserWithProfile, stack, stackTable } from '../testing/stack-client';
import { buildJobLeases, expireLeasesHeldBefore, leaseKey, MAX_REDISPATCHES } from './job-lease';
import { JOB_FAILED_MESSAGE, type JobMessage } from './job-message';

const schedule = scheduleDefinitions.find((definition) => definition.name === 'dispatch-due-jobs')!;
/** A claim made long ago by a worker that then died: its lease has long expired. */
const crashedLeases = () => buildJobLeases(stackTable(), fixedClock('2020-01-01T00:00:00.000Z'));

const read = async (key: JobMessage['key']) =>
  (
    await stackTable().client.send(
      new GetCommand({ TableName: stackTable().name, Key: key, ConsistentRead: true }),
    )
  ).Item;

async function eventually<T>(probe: () => Promise<T>, accept: (value: T) => boolean): Promise<T> {
  let value = await probe();
  for (let attempt = 0; attempt < 100 && !accept(value); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = await probe();
  }
  return value;
}

const put = (item: Record<string, unknown>) =>
  stackTable().client.send(new PutCommand({ TableName: stackTable().name, Item: item }));

describe('the dispatcher recovers jobs whose lease expired (issue 20 item 4)', () => {
  beforeAll(() => {
    Object.assign(process.env, stack().env);
    resetConfigForTests();
  });

  it('sends a generation run stuck processing since a crash again, and it completes', async () => {
    // Prepare: an all-accounts run a worker claimed and never finished (kill -9 mid-run)
    const user = await createUserWithProfile();
    const key = runKey(user.userId);
    await put({
      ...key,
      entity: 'opportunity-run',
      user_id: user.userId,
      account_id: null,
      job_kind: GENERATE_OPPORTUNITIES,
      job_id: randomUUID(),
      job_status: 'processing',
      job_requested_at: '2020-01-01T00:00:00.000Z',
      job_started_at: '2020-01-01T00:00:05.000Z',
    });
    await crashedLeases().take(key, GENERATE_OPPORTUNITIES, { fresh: true });
    // Act
    const result = (await runSchedule(schedule, new Date())) as { redispatched: number };
    // Assess: the stack's worker ran it again; finishing released the lease
    expect(result.redispatched).toBeGreaterThanOrEqual(1);
    const job = await eventually(
      () => read(key),
      (item) => item?.job_status === undefined,
    );
    expect(job).toMatchObject({
      job_redispatched_at: expect.any(String),
      job_completed_at: expect.any(String),
    });
    expect(job?.job_status).toBeUndefined();
    expect(
      await eventually(
        () => read(leaseKey(key)),
        (item) => item === undefined,
      ),
    ).toBeUndefined();
  });

  it('marks a job failed once it was sent again too often, and drops its lease', async () => {
    // Prepare
    const key = { pk: `TEST#${randomUUID()}`, sk: 'JOB' };
    await put({ ...key, job_status: 'processing', job_kind: 'no-such-kind' });
    await crashedLeases().take(key, 'no-such-kind', { fresh: true });
    await stackTable().client.send(
      new PutCommand({
        TableName: stackTable().name,
        Item: { ...(await read(leaseKey(key))), lease_redispatches: MAX_REDISPATCHES },
      }),
    );
    // Act
    await runSchedule(schedule, new Date());
    // Assess
    expect(await read(key)).toMatchObject({ job_status: 'failed', job_error: JOB_FAILED_MESSAGE });
    expect(await read(leaseKey(key))).toBeUndefined();
  });

  it('drops the lease of a job that finished, sends nothing and leaves the job alone', async () => {
    // Prepare
    const key = { pk: `TEST#${randomUUID()}`, sk: 'JOB' };
    await put({ ...key, job_completed_at: '2020-01-01T00:01:00.000Z' });
    await crashedLeases().take(key, 'no-such-kind', { fresh: true });
    // Act
    await runSchedule(schedule, new Date());
    // Assess
    expect(await read(leaseKey(key))).toBeUndefined();
    expect(await read(key)).toEqual({ ...key, job_completed_at: '2020-01-01T00:01:00.000Z' });
  });

  it('after a restart of the whole local product, sends a job held by the dead run again at once', async () => {
    // Prepare: a run claimed a moment ago by a worker of the previous process, its lease still minutes from expiry
    const user = await createUserWithProfile();
    const key = runKey(user.userId);
    const restartedAt = new Date();
    await put({
      ...key,
      entity: 'opportunity-run',
      user_id: user.userId,
      account_id: null,
      job_kind: GENERATE_OPPORTUNITIES,
      job_id: randomUUID(),
      job_status: 'processing',
      job_requested_at: new Date(restartedAt.getTime() - 20_000).toISOString(),
      job_started_at: new Date(restartedAt.getTime() - 10_000).toISOString(),
    });
    const previousRun = buildJobLeases(
      stackTable(),
      fixedClock(new Date(restartedAt.getTime() - 10_000).toISOString()),
    );
    await previousRun.take(key, GENERATE_OPPORTUNITIES, { fresh: true });
    const held = await read(leaseKey(key));

    // Act
    const ended = await expireLeasesHeldBefore(stackTable(), restartedAt);
    const result = (await runSchedule(schedule, new Date())) as { redispatched: number };

    // Assess: without the restart pass the lease would have waited until its expiry, minutes away
    expect(Date.parse(String(held?.gsi2sk))).toBeGreaterThan(restartedAt.getTime() + 60_000);
    expect(ended).toBeGreaterThanOrEqual(1);
    expect(result.redispatched).toBeGreaterThanOrEqual(1);
    const job = await eventually(
      () => read(key),
      (item) => item?.job_status === undefined,
    );
    expect(job).toMatchObject({ job_completed_at: expect.any(String) });
  });
});

describe("a worker's claim and the lease the dispatcher took (decision 284)", () => {
  it('keeps a lease that outlasts the worker and renews one that ends sooner or is missing', async () => {
    // Prepare: three jobs; the first's lease just taken by a dispatch, the second's nearly over, the third's none
    const now = new Date('2030-03-04T15:00:00.000Z');
    const leases = buildJobLeases(stackTable(), fixedClock(now.toISOString()));
    const [fresh, ending, missing] = [1, 2, 3].map((n) => ({
      pk: `LEASE-TEST#${randomUUID()}`,
      sk: `JOB#${n}`,
    }));
    await leases.take(fresh!, 'thetix-card', { fresh: true, from: now });
    await buildJobLeases(stackTable(), fixedClock('2030-03-04T14:58:00.000Z')).take(ending!, 'thetix-card', {
      fresh: true,
    });
    const freshBefore = (await read(leaseKey(fresh!)))?.gsi2sk;
    const endingBefore = (await read(leaseKey(ending!)))?.gsi2sk;

    // Act
    for (const key of [fresh!, ending!, missing!]) await leases.renew(key, 'thetix-card');

    // Assess
    expect((await read(leaseKey(fresh!)))?.gsi2sk).toBe(freshBefore);
    expect(String((await read(leaseKey(ending!)))?.gsi2sk) > String(endingBefore)).toBe(true);
    expect((await read(leaseKey(missing!)))?.lease_kind).toBe('thetix-card');
    for (const key of [fresh!, ending!, missing!]) await leases.release(key);
  });
});
