import { screen, waitFor, within } from '@testing-library/react';
import type { CalculatorResponse, WheelCalculatorResponse } from '@thetix/shared/contracts/calculator';
import type { Company } from '@thetix/shared/contracts/market-data';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInDom } from '../../../components/testing/render-in-dom';
import { PortfolioCalculator } from './portfolio-calculator';
import { PublicCalculator } from './public-calculator';

const range = (median: number) => ({ low: median * 0.8, median, high: median * 1.2 });

const createCompany = (overrides: Partial<Company> = {}): Company => ({
  ticker: 'AAPL',
  name: 'Apple Inc.',
  iconUrl: '/logos/aapl.svg',
  type: 'stock',
  sector: 'Technology',
  exchange: 'NASDAQ',
  weeklyOptions: true,
  ...overrides,
});

const createResponse = (): CalculatorResponse => ({
  portfolio: {
    yearly_income: range(8_400),
    monthly_income: range(700),
    percent_return: range(8.4),
    average_assignments: range(1.5),
    net_yearly_income: range(6_000),
    net_monthly_income: range(500),
    net_percent_return: range(6),
    upside_given_up: range(2_400),
    kept_breakdown: {
      yearly: { premium: 8_400, upside_given_up: 2_400, kept: 6_000 },
      monthly: { premium: 700, upside_given_up: 200, kept: 500 },
    },
  },
  tickers: { AAPL: { current_price: 270, shares: 370, contracts: 3 } },
  start_date: '2026-11-20',
  dataSource: 'simulated',
});

const createWheelResponse = (): WheelCalculatorResponse => ({
  strategy: 'wheel',
  portfolio: {
    yearly_income: range(9_600),
    monthly_income: range(800),
    percent_return: range(9.6),
    average_assignments: range(2),
    put_income: range(6_000),
    call_income: range(3_600),
    call_aways: range(1),
    kept_yearly: range(7_200),
    kept_monthly: range(600),
    kept_percent: range(7.2),
    ending_value: range(1_007_200),
    shares_value_at_end: range(500_000),
    buy_and_hold_result: range(12_000),
    buy_and_hold_percent: range(12),
    vs_buy_and_hold: range(-4_800),
    kept_breakdown: {
      yearly: { premium: 9_600, share_result: -2_400, kept: 7_200 },
      monthly: { premium: 800, share_result: -200, kept: 600 },
    },
  },
  tickers: { AAPL: { current_price: 270, cash: 1_000_000, contracts: 37 } },
  start_date: '2026-11-20',
  dataSource: 'simulated',
});

/** The directory knows these; any other ticker is a 404 like the market-data Lambda's. */
const directory: Record<string, Company> = {
  AAPL: createCompany(),
  MSFT: createCompany({ ticker: 'MSFT', name: 'Microsoft Corporation' }),
  KO: createCompany({ ticker: 'KO', name: 'The Coca-Cola Company' }),
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The browser's fetch at the API boundary: company lookups and the calculator, as the local stack answers them. */
function stubApi() {
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(url), 'http://localhost').pathname;
    const ticker = /^\/api\/companies\/(.+)$/.exec(path)?.[1];
    if (ticker !== undefined) {
      const company = directory[decodeURIComponent(ticker)];
      return company ? json(company) : json({ message: 'Unknown ticker', code: 'NOT_FOUND' }, 404);
    }
    if (path === '/api/public/covered-call-calculator') {
      const body = JSON.parse(String(init?.body)) as { strategy?: string };
      return json(body.strategy === 'wheel' ? createWheelResponse() : createResponse());
    }
    return json({ message: 'Not stubbed' }, 500);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const tickerInputs = () => screen.getAllByRole('textbox', { name: /^Ticker/ });

// Chakra in jsdom on a shared two-core machine: a test types a few keys and waits out the 300 ms lookup debounce.
describe('calculator rows (spec part 1 §4, §5)', { timeout: 60_000 }, () => {
  beforeEach(() => {
    stubApi();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('checks each typed ticker: Validating ticker..., then the company name or the not-found message', async () => {
    // Prepare
    const { user } = renderInDom(<PortfolioCalculator />);
    const [, second] = tickerInputs();

    // Act
    await user.type(second!, 'msft');

    // Assess
    expect(second).toHaveProperty('value', 'MSFT');
    expect(await screen.findByText('Validating ticker...')).toBeTruthy();
    expect(await screen.findByText('Microsoft Corporation')).toBeTruthy();

    // Act
    const third = tickerInputs()[2]!;
    await user.type(third, 'zzzz');

    // Assess
    expect(await screen.findByText('Ticker not found. Please check the symbol.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Invalid Tickers' })).toHaveProperty('disabled', true);
  });

  it('appends a blank row as each row is filled, stops at 10 rows, and removes a row', async () => {
    // Prepare
    const { user } = renderInDom(<PortfolioCalculator />);
    expect(tickerInputs()).toHaveLength(2);

    // Act
    for (let index = 1; index < 10; index += 1) {
      await user.click(tickerInputs()[index]!);
      await user.paste('KO');
    }

    // Assess
    expect(tickerInputs()).toHaveLength(10);
    expect(tickerInputs().every((input) => (input as HTMLInputElement).value !== '')).toBe(true);

    // Act
    await user.click(screen.getAllByRole('button', { name: 'Remove KO' })[0]!);

    // Assess: nine filled rows and the blank row that comes back
    const values = tickerInputs().map((input) => (input as HTMLInputElement).value);
    expect(values).toEqual(['AAPL', ...Array<string>(8).fill('KO'), '']);
  });

  it('enables Calculate once a changed row checks out, and sends the rows when pressed', async () => {
    // Prepare
    const fetch = stubApi();
    const { user } = renderInDom(<PortfolioCalculator />);
    const amount = screen.getByRole('textbox', { name: 'Amount invested' });
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url).includes('covered-call-calculator'))).toBe(true),
    );

    // Act
    await user.clear(amount);
    await user.type(amount, '250000');
    const calculate = await screen.findByRole('button', { name: 'Calculate' });
    await waitFor(() => expect(calculate).toHaveProperty('disabled', false));
    await user.click(calculate);

    // Assess
    await waitFor(() => {
      const bodies = fetch.mock.calls
        .filter(([url]) => String(url).includes('covered-call-calculator'))
        .map(
          ([, init]) => JSON.parse(String((init as RequestInit | undefined)?.body)) as { positions: object },
        );
      expect(bodies.at(-1)?.positions).toEqual({ AAPL: 250_000 });
    });
  });

  it('keeps a second stock typed on the public calculator, out of the estimate, with an inline Join the Beta prompt', async () => {
    // Prepare
    const { user } = renderInDom(
      <MemoryRouter>
        <PublicCalculator active />
      </MemoryRouter>,
    );
    await screen.findByText('$8,400');
    const second = screen.getByRole('textbox', { name: 'Ticker 2' });

    // Act
    await user.type(second, 'msft');
    await user.type(screen.getByRole('textbox', { name: 'Amount 2' }), '50000');

    // Assess: nothing typed is lost and no dialog takes over
    expect(second).toHaveProperty('value', 'MSFT');
    expect(screen.getByRole('textbox', { name: 'Amount 2' })).toHaveProperty('value', '50,000');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const prompt = screen.getByRole('region', { name: 'Calculate your whole portfolio' });
    expect(prompt.textContent).toContain('MSFT is not in this estimate');
    expect(within(prompt).getByRole('link', { name: 'Join the Beta' }).getAttribute('href')).toBe('/login');
    expect(screen.getByText('Not in this estimate')).toBeTruthy();
    // The estimate is still AAPL's, current, and Calculate has nothing new to send
    expect(screen.queryByText('Out of date')).toBeNull();
    expect(screen.getByRole('button', { name: 'Calculate' })).toHaveProperty('disabled', true);
  });
});

describe('results belong to the rows on screen (issue 18 item 15)', { timeout: 60_000 }, () => {
  beforeEach(() => {
    stubApi();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('marks the result out of date when the amount changes, and current again after Calculate', async () => {
    // Prepare
    const { user } = renderInDom(<PortfolioCalculator />);
    await screen.findByText('$700');
    const amount = screen.getByRole('textbox', { name: 'Amount invested' });

    // Act
    await user.clear(amount);
    await user.type(amount, '250000');

    // Assess
    const notice = await screen.findByText('Out of date');
    expect(notice.closest('[role="status"]')?.textContent).toContain(
      'These figures are for AAPL $1,000,000, not for the positions entered now.',
    );

    // Act
    const calculate = await screen.findByRole('button', { name: 'Calculate' });
    await waitFor(() => expect(calculate).toHaveProperty('disabled', false));
    await user.click(calculate);

    // Assess
    await waitFor(() => expect(screen.queryByText('Out of date')).toBeNull());
    expect(await screen.findByText('$700')).toBeTruthy();
  });

  it('marks the result out of date when the ticker changes', async () => {
    // Prepare
    const { user } = renderInDom(<PortfolioCalculator />);
    await screen.findByText('$700');
    const ticker = screen.getByRole('textbox', { name: 'Ticker' });

    // Act
    await user.clear(ticker);
    await user.type(ticker, 'msft');

    // Assess
    expect(await screen.findByText('Out of date')).toBeTruthy();
    expect(await screen.findByText('Microsoft Corporation')).toBeTruthy();
  });

  it('replaces the result with the not-found message when the ticker does not exist', async () => {
    // Prepare
    const { user } = renderInDom(<PortfolioCalculator />);
    await screen.findByText('$700');
    const ticker = screen.getByRole('textbox', { name: 'Ticker' });

    // Act
    await user.clear(ticker);
    await user.type(ticker, 'zzzzz');

    // Assess
    expect(await screen.findByText('Unable to Calculate Strategy')).toBeTruthy();
    expect(screen.getByText('ZZZZZ: Ticker not found. Please check the symbol.')).toBeTruthy();
    expect(screen.queryByText('$700')).toBeNull();
    expect(screen.queryByText('Premium collected')).toBeNull();
  });
});

describe('the wheel beside covered calls (issue 31 item 4)', { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const calculatorBodies = (fetch: ReturnType<typeof stubApi>) =>
    fetch.mock.calls
      .filter(([url]) => String(url).includes('covered-call-calculator'))
      .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

  it('recalculates at once with strategy wheel when the wheel is chosen, and shows its results', async () => {
    // Prepare
    const fetch = stubApi();
    const { user } = renderInDom(<PortfolioCalculator />);
    await screen.findByText('$700');
    expect(screen.getByRole('radio', { name: 'Covered calls' })).toHaveProperty('checked', true);
    expect(calculatorBodies(fetch)[0]).not.toHaveProperty('strategy');

    // Act
    await user.click(screen.getByRole('radio', { name: 'The wheel' }));

    // Assess: the same positions, risk and frequency, now for the wheel, with no Calculate press
    await waitFor(() =>
      expect(calculatorBodies(fetch).at(-1)).toEqual({
        positions: { AAPL: 1_000_000 },
        risk_level: 'balanced',
        duration: 'weekly',
        allocation: 1,
        strategy: 'wheel',
      }),
    );
    expect(await screen.findByText('Estimated monthly income from the wheel')).toBeTruthy();
    const kept = screen.getByRole('group', { name: 'Kept after assignments' });
    expect(kept.textContent).toContain('$600');
    expect(screen.getByTestId('kept-formula').textContent).toBe(
      'Kept after assignments, the median month: premium $800 − shares lost $200 = $600 a month.',
    );
    expect(screen.getByText('Start from cash: sell puts, take the shares, sell calls on them.')).toBeTruthy();

    // Act: back to covered calls
    await user.click(screen.getByRole('radio', { name: 'Covered calls' }));

    // Assess: the covered calls' answer again (cached by the query: no strategy in any covered-call request)
    expect(await screen.findByText('Estimated monthly income')).toBeTruthy();
    expect(screen.queryByText('Estimated monthly income from the wheel')).toBeNull();
    expect(calculatorBodies(fetch).filter((body) => body.strategy !== 'wheel')).toEqual([
      { positions: { AAPL: 1_000_000 }, risk_level: 'balanced', duration: 'weekly', allocation: 1 },
    ]);
  });
});
