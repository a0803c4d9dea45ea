import { createMarketSimulator } from '@thetix/shared/market/simulator/market-simulator';
import { planSchema } from '@thetix/shared/thetix/plan';
import { visibleWidgets } from '@thetix/shared/thetix/widgets';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../platform/clock';
import { buildPortfolioService } from '../portfolio/portfolio-service';
import { createInMemoryPortfolioRepository } from '../portfolio/testing/in-memory-portfolio-repository';
import { materialize } from '../thetix/materializer/materialize';
import { OPEN_CALL_ACTION_WORDS } from '../thetix/materializer/portfolio-queries';
import type { Planner } from '../thetix/planner/planner-port';
import { buildInMemoryPortfolioData } from '../thetix/testing/in-memory-portfolio-data';
import type { StoredChat, StoredTurn } from './chat-entities';
import { planTurn, type ChatTurnDependencies } from './chat-job';
import { actionPlan, aspectsOf, planOpportunityTurn, reportPlan, wantsActionPlan } from './chat-planning';

const context = { now: new Date('2026-11-24T15:00:00Z'), heldTickers: ['AAPL'], history: [] };
const notice: Planner = async () => ({
  plan: planSchema.parse([
    { kind: 'message', title: 'x', data: { query: 'notice', params: { code: 'cannot_answer' } } },
  ]),
  debug: { planner: 'rules', notes: [] },
});

describe('questions about one opportunity', () => {
  it.each([
    ['what happens if I get assigned?', ['assignment']],
    ['What if the stock drops 10%?', ['what_if']],
    ['what are the alternatives?', ['alternatives']],
    ['What is the risk of this trade?', ['risk']],
    ['What return does this give me?', ['returns']],
    ['is there earnings risk and what do I earn?', ['risk', 'returns']],
  ])('reads "%s" as %j', (question, aspects) => {
    expect(aspectsOf(question)).toEqual(aspects);
  });

  it('plans the sides a question names as opportunity_analysis items of that opportunity', async () => {
    const result = await planOpportunityTurn(notice, 'what happens if I get assigned?', 'opp-1', context);
    expect(result.plan).toEqual([
      expect.objectContaining({
        kind: 'markdown',
        data: { query: 'opportunity_analysis', params: { opportunity_id: 'opp-1', aspect: 'assignment' } },
      }),
    ]);
  });

  it('answers a question it cannot read with the returns and the risk, never a refusal', async () => {
    const result = await planOpportunityTurn(notice, 'tell me a story', 'opp-1', context);
    expect(result.plan.map((item) => (item.data.params as { aspect: string }).aspect)).toEqual([
      'returns',
      'risk',
    ]);
  });
});

describe('fixed plans', () => {
  it('recognises an action-plan question', () => {
    expect(wantsActionPlan('What should I do today?')).toBe(true);
    expect(wantsActionPlan('price of AAPL')).toBe(false);
  });

  it('gives every report and the action plan a valid plan', () => {
    for (const plan of [actionPlan(), reportPlan('daily'), reportPlan('weekly'), reportPlan('onboarding')])
      expect(planSchema.safeParse(plan).success).toBe(true);
    expect(reportPlan('weekly').map((item) => item.data.query)).toContain('income_summary');
  });

  it('opens the action plan and the daily report with a morning brief carried by the last, hidden item', () => {
    // Act
    const plan = actionPlan();

    // Assess
    expect(reportPlan('daily')).toEqual(plan);
    expect(plan.filter((item) => item.answer)).toEqual([plan.at(-1)]);
    expect(plan.at(-1)).toMatchObject({
      answer: { kind: 'brief' },
      visible: false,
      data: { query: 'income_summary', params: { range: { kind: 'this_month' }, sources: ['options'] } },
    });
    // What the brief reads comes before it: open calls, opportunities, this year's income.
    expect(plan.map((item) => item.data.query)).toEqual(
      expect.arrayContaining(['open_calls', 'opportunities', 'income_summary']),
    );
  });
});

describe('the morning brief on the example portfolio', () => {
  it('names the open call expiring soonest with the holdings review’s action, and hides empty sections', async () => {
    // Prepare: the example portfolio in memory; Tuesday Nov 24, 2026, 11:00 in New York
    const now = new Date('2026-11-24T16:00:00Z');
    const market = createMarketSimulator();
    const { repository } = createInMemoryPortfolioRepository();
    let counter = 0;
    const service = buildPortfolioService({
      portfolio: repository,
      market,
      clock: fixedClock(now.toISOString()),
      ids: () => `id-${(counter += 1)}`,
    });
    await service.loadExamplePortfolio('user-1');
    const portfolio = buildInMemoryPortfolioData({ service, repository, market, now });
    const [call] = (await portfolio.holdingReviews('user-1')).flatMap((review) =>
      review.open_calls.map((open) => ({ ...open, ticker: review.ticker })),
    );

    // Act
    const { widgets } = await materialize({
      context: { userId: 'user-1', now, market, portfolio, question: 'What should I do today?' },
      plan: actionPlan(),
    });

    // Assess
    const [brief] = widgets;
    expect(brief).toMatchObject({ widget: 'markdown', title: 'Answer' });
    const text = (brief as { content: string }).content;
    expect(text.startsWith(`1. **${call!.ticker} $${call!.strike} call × ${call!.contracts}**`)).toBe(true);
    expect(text).toContain(`**${OPEN_CALL_ACTION_WORDS[call!.action]}**: ${call!.reason}`);
    expect(text).toContain('**Income**: options income this year is **$');
    expect(visibleWidgets(widgets).some((widget) => widget.widget === 'message')).toBe(false);
  });
});

describe('turns of a report chat', () => {
  const general: Planner = async () => ({
    plan: planSchema.parse([
      { kind: 'markdown', title: 'Delta', data: { query: 'explain', params: { topic: 'delta' } } },
    ]),
    debug: { planner: 'rules', notes: [], intents: ['explain'] },
  });
  const deps = { planner: general, clock: fixedClock('2026-11-24T16:00:00Z') } as ChatTurnDependencies;
  const createTurn = (id: string, query: string): StoredTurn => ({
    id,
    query,
    plan: null,
    widgets: null,
    createdAt: '2026-11-24T16:00:00Z',
    completedAt: null,
    error: null,
    debug: null,
  });
  const report = createTurn('turn-daily', '☀️ Daily action plan · Tue, Nov 24');
  const chatOf = (turns: StoredTurn[]) =>
    ({ chatType: 'report', metaData: { report_type: 'daily' }, turns }) as unknown as StoredChat;

  it('plans the report’s own turn with the report’s fixed plan', async () => {
    // Act
    const planned = await planTurn(deps, chatOf([report]), report, []);

    // Assess
    expect(planned.plan).toEqual(reportPlan('daily'));
  });

  it('plans a follow-up question with the general planner', async () => {
    // Prepare
    const follow = createTurn('turn-2', 'What is delta?');

    // Act
    const planned = await planTurn(deps, chatOf([report, follow]), follow, []);

    // Assess
    expect(planned.debug.intents).toEqual(['explain']);
  });
});
