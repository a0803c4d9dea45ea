import { describe, expect, it } from 'vitest';
import { TooManyRequestsError } from '../http/errors';
import { fixedClock } from '../platform/clock';
import type { StoredCard } from './card-entities';
import type { CardRepository } from './card-repository';
import { buildCardService } from './card-service';
import { nextSlot } from './card-job';

/** The refresh rules of spec part 3 §4 that need no table: the model cooldown and the cadence grid. */

const NOW = '2026-11-24T15:00:00.000Z';
const storedCard = (overrides: Partial<StoredCard> = {}): StoredCard => ({
  userId: 'user-1',
  id: 'card-1',
  collectionId: 'collection-1',
  query: 'price of AAPL',
  position: 0,
  cadenceSeconds: 0,
  result: [],
  materializedAt: NOW,
  scheduledAt: null,
  plan: null,
  debug: null,
  createdAt: NOW,
  queryUpdatedAt: NOW,
  planUpdatedAt: null,
  lastRefreshAt: null,
  modelProse: false,
  jobStatus: null,
  jobProgress: null,
  jobError: null,
  jobRun: null,
  alerts: new Map(),
  ...overrides,
});

function serviceWith(card: StoredCard) {
  const requested: string[] = [];
  const sent: string[] = [];
  const cards = {
    getCard: async () => card,
    requestRun: async (_user: string, _id: string, run: string) => {
      requested.push(run);
      return true;
    },
  } as unknown as CardRepository;
  const service = buildCardService({
    cards,
    clock: fixedClock(NOW),
    newId: () => 'abc',
    enqueue: async (message) => {
      sent.push(String(message.run));
    },
  });
  return { service, requested, sent };
}

const caller = { userId: 'user-1', readOnly: false };

describe('refreshing a card', () => {
  it('refuses a model-written card within 600 s of its last refresh, naming the time left', async () => {
    // Prepare
    const { service, requested } = serviceWith(
      storedCard({ modelProse: true, lastRefreshAt: '2026-11-24T14:58:00.000Z' }),
    );
    // Act
    const refused = service.refreshCard(caller, 'card-1');
    // Assess
    await expect(refused).rejects.toBeInstanceOf(TooManyRequestsError);
    await expect(refused).rejects.toThrow('Rate limited. Wait 8m');
    await expect(refused).rejects.toThrow('480 s left');
    expect(requested).toEqual([]);
  });

  it('refreshes a model-written card once the 600 s have passed', async () => {
    const { service, sent } = serviceWith(
      storedCard({ modelProse: true, lastRefreshAt: '2026-11-24T14:49:59.000Z' }),
    );
    await service.refreshCard(caller, 'card-1');
    expect(sent).toHaveLength(1);
  });

  it('refreshes a rule-written card at once, and shows no cooldown', async () => {
    const { service, sent } = serviceWith(storedCard({ lastRefreshAt: '2026-11-24T14:59:59.000Z' }));
    const card = await service.refreshCard(caller, 'card-1');
    expect(sent).toHaveLength(1);
    expect(card.refresh_available_at).toBeNull();
  });

  it('answers a card that is already updating as it is, without a second job', async () => {
    const { service, sent } = serviceWith(storedCard({ jobStatus: 'processing', jobRun: 'run-1' }));
    const card = await service.refreshCard(caller, 'card-1');
    expect(card.job_status).toBe('processing');
    expect(sent).toEqual([]);
  });
});

describe('nextSlot', () => {
  const now = new Date(NOW);
  it('stays on the cadence grid from the slot the run was for', () => {
    expect(nextSlot({ previous: '2026-11-24T14:59:50.000Z', cadenceSeconds: 30, now })?.toISOString()).toBe(
      '2026-11-24T15:00:20.000Z',
    );
  });
  it('skips missed slots instead of catching up', () => {
    expect(nextSlot({ previous: '2026-11-24T14:00:10.000Z', cadenceSeconds: 300, now })?.toISOString()).toBe(
      '2026-11-24T15:00:10.000Z',
    );
  });
  it('starts a cadence from now when there was no slot, and none for cadence 0', () => {
    expect(nextSlot({ previous: null, cadenceSeconds: 60, now })?.toISOString()).toBe(
      '2026-11-24T15:01:00.000Z',
    );
    expect(nextSlot({ previous: null, cadenceSeconds: 0, now })).toBeNull();
  });
  it('waits out a cooldown', () => {
    const earliest = new Date('2026-11-24T15:10:00.000Z');
    expect(nextSlot({ previous: null, cadenceSeconds: 30, now, earliest })?.toISOString()).toBe(
      earliest.toISOString(),
    );
  });
});
