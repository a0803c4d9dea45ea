import { createMarketSimulator } from '@thetix/shared/market/simulator/market-simulator';
import type { LedgerLine } from '@thetix/shared/portfolio/ledger';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { resetConfigForTests } from '../config';
import { buildGoalSelectionRepository } from '../goals/goal-selection-repository';
import type { JobContext } from '../jobs/job-worker';
import { buildGenerateOpportunitiesProcessor } from '../opportunities/generate-opportunities-job';
import { buildGoalReader } from '../opportunities/goal-reader';
import { buildOpportunityGenerator } from '../opportunities/opportunity-generation';
import { buildOpportunityRepository } from '../opportunities/opportunity-repository';
import { buildOpportunityRunRepository, runKey } from '../opportunities/opportunity-run-repository';
import { buildPortfolioReader } from '../opportunities/portfolio-reader';
import { systemClock } from '../platform/clock';
import { createLogger } from '../platform/logger';
import { buildPortfolioRepository } from '../portfolio/portfolio-repository';
import { createUserWithProfile, stack, stackTable, writeAs } from '../testing/stack-client';
import { sendOpportunityAlert } from './opportunity-alerts';
import { mailInbox } from './testing/mail-inbox';

/**
 * Opportunity alerts as the generation job sends them, in this process with the stack's configuration: the real
 * table, the real alert sender (SMTP to the stack's maildev, read back through its REST API).
 */
beforeAll(() => {
  Object.assign(process.env, stack().env);
  resetConfigForTests();
});

const inbox = () => mailInbox(stack().urls.mail);

/** A user with e-mail on, a manual account holding AAPL with a goal, and the generation job over the stack's table. */
async function createInvestor() {
  const user = await createUserWithProfile();
  expect((await writeAs(user, '/api/subscriptions', 'POST', { channels: { email: true } })).status).toBe(200);
  const accountId = randomUUID();
  const table = stackTable();
  const portfolio = buildPortfolioRepository(table);
  await portfolio.createAccount({
    id: accountId,
    userId: user.userId,
    name: 'Manual',
    source: 'manual',
    hidden: false,
    cashBalance: 0,
    createdAt: new Date().toISOString(),
  });
  const selections = buildGoalSelectionRepository(table);
  const hold = async (ticker: string, price: number) => {
    const line: LedgerLine = {
      id: randomUUID(),
      accountId,
      groupId: randomUUID(),
      ticker,
      symbol: ticker,
      timestamp: '2026-01-05T15:00:00.000Z',
      tickerType: 'equity',
      orderType: 'buy',
      quantity: 300,
      price,
      fees: 0,
      source: 'manual',
      testData: false,
    };
    await portfolio.putLines(user.userId, [line]);
    await selections.putSelection(user.userId, {
      scope: accountId,
      ticker,
      goalId: 'balanced_weekly',
      selectedAt: new Date().toISOString(),
    });
  };
  await hold('AAPL', 200);
  const processor = buildGenerateOpportunitiesProcessor({
    generate: buildOpportunityGenerator({
      opportunities: buildOpportunityRepository(table),
      portfolio: buildPortfolioReader(table),
      goals: buildGoalReader(table),
      market: createMarketSimulator(),
      clock: systemClock,
    }),
    runs: buildOpportunityRunRepository(table, systemClock),
    alert: sendOpportunityAlert,
    clock: systemClock,
  });
  const runJob = (run: string) =>
    processor({
      message: { kind: 'generate-opportunities', key: runKey(user.userId), run },
      logger: createLogger({ level: 'error', sink: () => undefined }),
      step: async () => undefined,
    } satisfies JobContext);
  return { ...user, accountId, hold, runJob };
}

describe('opportunity alerts from generation runs', () => {
  it('e-mails nothing for the first run, then one alert for a new holding, once for a duplicate delivery', async () => {
    // Prepare
    const investor = await createInvestor();

    // Act: the first run (the onboarding report covers it), then MSFT is bought and the next slot runs twice.
    await investor.runJob('2026-11-25T15:00:00.000Z');
    const afterFirstRun = await inbox().list(investor.email);
    await investor.hold('MSFT', 400);
    await investor.runJob('2026-11-25T15:30:00.000Z');
    await investor.runJob('2026-11-25T15:30:00.000Z');

    // Assess
    expect(afterFirstRun).toEqual([]);
    const [mail, ...more] = await inbox().waitForMessages(investor.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toMatch(/new covered-call opportunit/);
    expect(mail!.text).toContain('matches your goals: MSFT.');
    expect(mail!.text).not.toContain('AAPL');
    expect(mail!.html).toContain(`${stack().urls.http}/dashboard/opportunities?opportunity=opp_`);
    expect(mail!.text).toContain('Thetix is analytical software, not investment advice.');
    expect(mail!.text).toContain('Market data in this alert is simulated, not live quotes.');
    const source = await inbox().source(mail!.id);
    expect(source).toMatch(
      new RegExp(
        `List-Unsubscribe: <${stack().urls.http}/api/public/unsubscribe\\?token=v1\\.[A-Za-z0-9._%-]+opportunity_alerts[A-Za-z0-9._%-]+>`,
      ),
    );
    expect((await inbox().list(investor.email)).length).toBe(1);
  });
});
