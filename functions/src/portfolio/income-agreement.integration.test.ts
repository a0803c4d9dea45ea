import { describe, expect, it } from 'vitest';
import { callApi, createUserWithProfile, writeAs } from '../testing/stack-client';

interface Group {
  type: string;
  profitLoss: number | null;
}
interface Page {
  groups: Group[];
  next_cursor: string | null;
  summary: { optionsIncome: number; dividends: number };
}
interface Performance {
  realizedOptionsIncome: number;
  dividends: number;
  totalIncome: number;
  incomeSince: { yearToDate: { since: string; options: number; dividends: number; totalIncome: number } };
}

const cents = (value: number) => Math.round(value * 100);

/**
 * Issue 18 item 4: the Gains view (performance), the dashboard's Income YTD (the same answer), the history summary
 * and the CSV (the groups' P&L) all read realised option income from one definition, so on the example portfolio
 * their totals agree, and they do not move between reloads when no trade happened.
 */
describe('income totals agree across pages on the example portfolio', () => {
  it('gains, history summary and the CSV figures give the same options income, all time and year to date', async () => {
    // Prepare
    const user = await createUserWithProfile();
    expect((await writeAs(user, '/api/test-data', 'POST')).status).toBe(201);
    const get = async <T>(path: string) => {
      const response = await callApi(path, { token: user.token });
      expect(response.status).toBe(200);
      return response.body as unknown as T;
    };
    // Act
    const performance = await get<Performance>('/api/portfolio/performance');
    const { since } = performance.incomeSince.yearToDate;
    const history = await get<Page>('/api/portfolio/transactions?limit=500');
    const historyYearToDate = await get<Page>(`/api/portfolio/transactions?limit=500&from=${since}`);
    const groups = await get<Group[]>('/api/portfolio/transactions');
    const reloaded = await get<Performance>('/api/portfolio/performance');
    // Assess
    const ytd = performance.incomeSince.yearToDate;
    expect(performance.realizedOptionsIncome).not.toBe(0);
    expect(history.summary.optionsIncome).toBeCloseTo(performance.realizedOptionsIncome, 2);
    expect(history.summary.dividends).toBeCloseTo(performance.dividends, 2);
    expect(historyYearToDate.summary.optionsIncome).toBeCloseTo(ytd.options, 2);
    expect(historyYearToDate.summary.dividends).toBeCloseTo(ytd.dividends, 2);
    expect(ytd.totalIncome).toBeCloseTo(ytd.options + ytd.dividends, 2);
    // The CSV's Profit/Loss column is each group's P&L: option groups add up to the realised option income.
    const csvOptions = groups
      .filter((group) => group.type === 'option')
      .reduce((sum, group) => sum + cents(group.profitLoss ?? 0), 0);
    expect(Math.abs(csvOptions - cents(performance.realizedOptionsIncome))).toBeLessThanOrEqual(
      groups.length,
    );
    // Stable between reloads: nothing was traded, so the income figures are the same.
    expect(reloaded.incomeSince.yearToDate).toEqual(performance.incomeSince.yearToDate);
    expect(reloaded.realizedOptionsIncome).toBe(performance.realizedOptionsIncome);
    expect(reloaded.totalIncome).toBe(performance.totalIncome);
  });
});
