import { newYorkInstant } from '@thetix/shared/calendar/nyse-calendar';
import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../http/errors';
import { PermanentJobError } from '../jobs/job-state';
import type { JobContext } from '../jobs/job-worker';
import { fixedClock } from '../platform/clock';
import { createLogger } from '../platform/logger';
import { buildGenerateOpportunitiesProcessor } from './generate-opportunities-job';
import type { GenerationResult } from './opportunity-generation';
import { runKey } from './opportunity-run-repository';
import type { AlertRun, SendOpportunityAlert } from '../notifications/opportunity-alerts';
import { nextRunSlot } from './run-schedule';
import { createInMemoryRuns } from './testing/in-memory-ports';

const NOW = newYorkInstant('2026-11-16', 14, 0);
const result = (overrides: Partial<GenerationResult> = {}): GenerationResult => ({
  accounts: 1,
  created: 1,
  refreshed: 0,
  expired: 0,
  skipped: 0,
  holdsPositions: true,
  newCards: [],
  ...overrides,
});
const context = (
  key: JobContext['message']['key'],
  run?: string,
  sink: (line: string) => void = () => undefined,
): JobContext => ({
  message: { kind: 'generate-opportunities', key, ...(run === undefined ? {} : { run }) },
  logger: createLogger({ sink, level: 'info' }),
  step: async () => undefined,
});

function createProcessor(
  generate: () => Promise<GenerationResult>,
  alert: SendOpportunityAlert = async () => ({ sent: false, reason: 'nothing-new' }),
) {
  const runs = createInMemoryRuns();
  const alerts: AlertRun[] = [];
  const processor = buildGenerateOpportunitiesProcessor({
    generate: async () => generate(),
    runs: runs.repository,
    alert: async (run) => {
      alerts.push(run);
      return alert(run);
    },
    clock: fixedClock(NOW.toISOString()),
  });
  return { processor, runs, alerts };
}

describe('generate-opportunities processor', () => {
  it('books the next half-hourly slot of a user who holds positions', async () => {
    const { processor, runs } = createProcessor(async () => result());
    await processor(context(runKey('user-1')));
    expect(runs.scheduled.get('user-1')).toEqual(nextRunSlot(NOW, 'user-1'));
  });

  it('ends the chain of a user who holds nothing', async () => {
    const { processor, runs } = createProcessor(async () => result({ holdsPositions: false }));
    await processor(context(runKey('user-1')));
    expect(runs.scheduled.has('user-1')).toBe(false);
  });

  it('keeps the chain booked when a run fails, so SQS retries and the next slot still come', async () => {
    const { processor, runs } = createProcessor(async () => {
      throw new Error('table throttled');
    });
    await expect(processor(context(runKey('user-1')))).rejects.toThrow('table throttled');
    expect(runs.scheduled.has('user-1')).toBe(true);
  });

  it('starts the chain from a one-account run, and fails a run of a missing account for good', async () => {
    const { processor, runs } = createProcessor(async () => result());
    await processor(context(runKey('user-1', 'account-1')));
    expect(runs.scheduled.get('user-1')).toEqual(nextRunSlot(NOW, 'user-1'));

    const missing = createProcessor(async () => {
      throw new NotFoundError('Account account-9 not found');
    });
    await expect(missing.processor(context(runKey('user-1', 'account-9')))).rejects.toBeInstanceOf(
      PermanentJobError,
    );
  });

  it('fails a message whose key is not a run', async () => {
    const { processor } = createProcessor(async () => result());
    await expect(processor(context({ pk: 'USER#u', sk: 'PROFILE' }))).rejects.toBeInstanceOf(
      PermanentJobError,
    );
  });

  it('hands the cards the run created to the alert, with the run a scheduled message names', async () => {
    const card = { accountName: 'Brokerage', accountHadCards: true, carriedOver: false } as const;
    const newCards = [{ ...card, opportunity: { id: 'opp_1' } }] as unknown as GenerationResult['newCards'];
    const { processor, alerts } = createProcessor(async () => result({ newCards }));
    await processor(context(runKey('user-1'), '2026-11-16T19:00:00.000Z'));
    await processor(context(runKey('user-1', 'account-1')));
    expect(alerts).toEqual([
      { userId: 'user-1', runId: 'OPP_RUN#ALL#2026-11-16T19:00:00.000Z', cards: newCards },
      { userId: 'user-1', cards: newCards },
    ]);
  });

  it('logs a failed alert and still completes the run and books the next slot', async () => {
    const lines: string[] = [];
    const { processor, runs } = createProcessor(
      async () => result(),
      async () => {
        throw new Error('smtp down');
      },
    );
    await expect(processor(context(runKey('user-1'), undefined, (line) => lines.push(line)))).resolves.toBe(
      undefined,
    );
    expect(runs.scheduled.get('user-1')).toEqual(nextRunSlot(NOW, 'user-1'));
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged.find((line) => line.message === 'opportunity alert failed')).toMatchObject({
      level: 'ERROR',
      errorMessage: 'smtp down',
    });
    expect(logged.find((line) => line.message === 'opportunities generated')).toMatchObject({
      alert: 'failed',
      created: 1,
    });
  });
});
