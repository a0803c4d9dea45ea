import { createMarketSimulator } from '@thetix/shared/market/simulator/market-simulator';
import { planItem, type PlanItem } from '@thetix/shared/thetix/plan';
import { sanitizeWidgets } from '@thetix/shared/thetix/widgets';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { createInMemoryPortfolioRepository } from '../../portfolio/testing/in-memory-portfolio-repository';
import { buildPortfolioService } from '../../portfolio/portfolio-service';
import { buildInMemoryPortfolioData } from '../testing/in-memory-portfolio-data';
import { materialize } from './materialize';
import type { PortfolioData, QueryContext } from './materializer-types';
import { SIMULATED_FOOTNOTE } from './market-queries';
import { ruleProse } from './prose';

/** Every query of the catalogue, materialized against the simulator and the example portfolio in memory. */

const market = createMarketSimulator();
const now = new Date('2026-11-24T16:00:00Z');
const userId = 'user-1';
let portfolio: PortfolioData;

beforeAll(async () => {
  let counter = 0;
  const { repository } = createInMemoryPortfolioRepository();
  const service = buildPortfolioService({
    portfolio: repository,
    market,
    clock: fixedClock(now.toISOString()),
    ids: () => `id-${(counter += 1)}`,
  });
  await service.loadExamplePortfolio(userId);
  portfolio = buildInMemoryPortfolioData({
    service,
    repository,
    market,
    now,
    goals: {
      AAPL: { riskLevel: 'balanced', cadence: 'weekly' },
      MSFT: { riskLevel: 'balanced', cadence: 'weekly' },
      KO: { riskLevel: 'conservative', cadence: 'monthly' },
    },
  });
});

const context = (): QueryContext => ({ userId, now, market, portfolio, question: 'test' });
const isAnswer = (widget: { widget: string; title?: string }) =>
  widget.widget === 'markdown' && widget.title === 'Answer';
/** The evidence widgets (the Answer that leads them is read apart, as `answer`). */
const run = async (items: PlanItem[]) => {
  const result = await materialize({ context: context(), plan: items });
  return {
    ...result,
    widgets: result.widgets.filter((widget) => !isAnswer(widget)),
    answer: result.widgets.find(isAnswer) as { content?: string; computations?: unknown[] } | undefined,
    first: result.widgets[0],
  };
};

describe('materialize', () => {
  it.each([
    ['quote', planItem('quote', 'price', 'Apple', { tickers: ['AAPL'] }), 'price'],
    ['quote table', planItem('quote', 'table', 'Quotes', { tickers: ['AAPL', 'KO'] }), 'table'],
    [
      'price_history',
      planItem('price_history', 'chart', 'MSFT vs GOOGL', {
        tickers: ['MSFT', 'GOOGL'],
        range: { kind: 'year_to_date' },
      }),
      'chart',
    ],
    [
      'option_chain',
      planItem('option_chain', 'optionsChain', 'Chain', {
        ticker: 'AAPL',
        expiration: { kind: 'next_friday' },
      }),
      'optionsChain',
    ],
    [
      'option_contract',
      planItem('option_contract', 'optionContract', 'Call', {
        ticker: 'MSFT',
        expiration: { kind: 'next_monthly' },
        select: { by: 'delta', delta: 0.3 },
      }),
      'optionContract',
    ],
    [
      'covered_call_candidates',
      planItem('covered_call_candidates', 'table', 'Ideas', { source: 'holdings' }),
      'table',
    ],
    ['positions', planItem('positions', 'table', 'Positions', {}), 'table'],
    ['open_calls', planItem('open_calls', 'table', 'Open calls', {}), 'table'],
    [
      'portfolio_value_history',
      planItem('portfolio_value_history', 'chart', 'Value', { range: { kind: 'last_days', days: 90 } }),
      'chart',
    ],
    [
      'income_summary',
      planItem('income_summary', 'chart', 'Income', { range: { kind: 'last_days', days: 365 } }),
      'chart',
    ],
    ['transactions', planItem('transactions', 'table', 'History', { type: 'option' }), 'table'],
    [
      'dividend_calendar',
      planItem('dividend_calendar', 'table', 'Dividends', { source: 'holdings', days: 120 }),
      'table',
    ],
    [
      'earnings_calendar',
      planItem('earnings_calendar', 'table', 'Earnings', { source: 'holdings', days: 120 }),
      'table',
    ],
    [
      'payoff',
      planItem('payoff', 'payoff', 'Payoff', {
        ticker: 'KO',
        shares: 100,
        calls: [{ quantity: -1, expiration: { kind: 'next_monthly' }, select: { by: 'delta', delta: 0.3 } }],
      }),
      'payoff',
    ],
    [
      'yield_estimate',
      planItem('yield_estimate', 'table', 'Yield', { tickers: ['KO'], delta: 0.2 }),
      'table',
    ],
    ['alert', planItem('alert', 'alarm', 'Alert', { ticker: 'AAPL', direction: 'above', price: 1 }), 'alarm'],
    ['explain', planItem('explain', 'markdown', 'Delta', { topic: 'delta' }), 'markdown'],
    [
      'notice',
      planItem('notice', 'message', 'Sorry', { code: 'unknown_ticker', subject: 'ZZZZZ' }),
      'message',
    ],
  ])('%s becomes a valid widget', async (_, item, widgetKind) => {
    // Act
    const result = await run([item]);
    // Assess
    expect(result.debug.dropped_widgets).toBe(0);
    expect(result.widgets).toHaveLength(1);
    expect(result.widgets[0]!.widget).toBe(widgetKind);
    expect(sanitizeWidgets(JSON.parse(JSON.stringify(result.widgets)))).toEqual(result.widgets);
    // A plan without answers (a model's) still opens with one wherever the query states a figure.
    if (result.answer) expect(result.first).toBe(result.answer);
  });

  it('follows a notice with its suggested questions as buttons that ask them; markdown keeps them as a list (issue 30 item 6)', async () => {
    // Prepare
    const suggestions = ['income this year', 'covered calls on my shares'];

    // Act
    const asMessage = await run([
      planItem('notice', 'message', 'Sorry', { code: 'cannot_answer', suggestions }),
    ]);
    const asMarkdown = await run([
      planItem('notice', 'markdown', 'Sorry', { code: 'cannot_answer', suggestions }),
    ]);

    // Assess
    expect(asMessage.widgets.map((widget) => widget.widget)).toEqual(['message', 'buttonGroup']);
    expect(asMessage.widgets[1]).toMatchObject({
      buttons: suggestions.map((question) => ({ label: question, query: question })),
    });
    expect((asMessage.widgets[0] as { message: string }).message).toMatch(/Try one of these:$/);
    expect(asMarkdown.widgets).toHaveLength(1);
    expect((asMarkdown.widgets[0] as { content: string }).content).toContain('- covered calls on my shares');
  });

  it('opens a plan whose items carry no answer with the answer of each query, and says how its figures were made', async () => {
    // Act
    const result = await run([
      planItem('income_summary', 'table', 'Income', {
        range: { kind: 'year_to_date' },
        group_by: 'total',
        sources: ['options'],
      }),
      planItem('covered_call_candidates', 'table', 'Ideas', { source: 'holdings' }),
    ]);

    // Assess
    expect(result.first).toBe(result.answer);
    expect(result.answer?.content).toMatch(/^- Your options income this year is \*\*\$[\d,]+\.\d{2}\*\*/);
    expect(result.answer?.content).toContain('Best pick on your shares');
    expect(JSON.stringify(result.answer?.computations)).toContain('× 100 ×');
    expect(JSON.stringify(result.answer?.computations)).toContain('Realised option income');
  });

  it('charts a comparison as the change since the first day, one series per ticker of equal length', async () => {
    const { widgets } = await run([
      planItem('price_history', 'chart', 'Compare', {
        tickers: ['MSFT', 'GOOGL'],
        range: { kind: 'last_days', days: 30 },
      }),
    ]);
    const chart = widgets[0] as { series: { name: string; x: string[]; y: number[] }[]; footnote?: string };
    expect(chart.series.map((line) => line.name)).toEqual(['MSFT', 'GOOGL']);
    for (const line of chart.series) {
      expect(line.y[0]).toBe(0);
      expect(line.x).toHaveLength(line.y.length);
    }
    expect(chart.footnote).toBe(SIMULATED_FOOTNOTE);
  });

  it('fills rule prose from the values it summarises, with no number of its own', async () => {
    const { widgets } = await run([
      planItem('quote', 'price', 'Apple', { tickers: ['AAPL'] }),
      planItem('llm', 'markdown', 'Summary', { instruction: 'Summarise', refs: [0], template: 'quote' }),
    ]);
    const price = widgets[0] as { value: number };
    const prose = widgets[1] as { content: string };
    expect(prose.content).toContain(price.value.toFixed(2));
    expect(prose.content).toContain('AAPL');
  });

  it('answers an unknown ticker with "No market data for" and no price', async () => {
    const { widgets } = await run([planItem('quote', 'price', 'Price', { tickers: ['ZZZZZ'] })]);
    expect(widgets).toEqual([
      expect.objectContaining({ widget: 'message', message: 'No market data for ZZZZZ' }),
    ]);
  });

  it("checks a model's prose against the data and removes invented numbers", async () => {
    const { widgets, debug } = await materialize({
      context: context(),
      plan: [
        planItem('alert', 'alarm', 'Alert', { ticker: 'AAPL', direction: 'below', price: 1 }),
        planItem('llm', 'markdown', 'Summary', { instruction: 'Say it', refs: [0] }),
      ],
      prose: async () => 'AAPL would need to fall below $1.00; analysts expect 42.7% upside.',
    });
    const prose = widgets.find((widget) => widget.widget === 'markdown' && widget.title === 'Summary') as {
      content: string;
    };
    expect(prose.content).toContain('$1.00');
    expect(prose.content).not.toContain('42.7');
    expect(debug.untraceable_numbers).toBe(1);
  });

  it('reports each item before it runs, so the job can show progress and stop on cancel', async () => {
    const seen: number[] = [];
    await materialize({
      context: context(),
      plan: [
        planItem('explain', 'markdown', 'A', { topic: 'theta' }),
        planItem('explain', 'markdown', 'B', { topic: 'vega' }),
      ],
      beforeItem: async (index) => {
        seen.push(index);
      },
    });
    expect(seen).toEqual([0, 1]);
  });

  it("warns in the candidates summary when assignment would sell below the shares' cost", () => {
    const text = ruleProse({ instruction: 'x', refs: [0], template: 'candidates' }, [
      {
        widget: { widget: 'table', columns: [], rows: [] },
        facts: {
          candidates: [
            {
              ticker: 'MSFT',
              strike: 492.5,
              expiration: '2026-12-04',
              premium: 3.4,
              annualized_percent: 28.63,
              assignment_percent: 29.64,
              if_called_percent: -1.16,
              total_premium: 2040,
            },
            {
              ticker: 'AAPL',
              strike: 277.5,
              expiration: '2026-12-04',
              premium: 1.68,
              annualized_percent: 25.11,
              assignment_percent: 26.84,
              if_called_percent: 31.19,
              total_premium: 3024,
            },
          ],
        },
      },
    ]);
    expect(text).toContain(
      'Careful: assignment would sell MSFT (-1.16% if called) below what the shares cost you',
    );
    expect(text).not.toContain('AAPL (31.19%');
  });
});
