import { screen } from '@testing-library/react';
import type { Performance } from '@thetix/shared/contracts/portfolio';
import { describe, expect, it } from 'vitest';
import { renderInDom } from '../../../components/testing/render-in-dom';
import { GainsView } from './gains-view';

const createPerformance = (overrides: Partial<Performance> = {}): Performance => ({
  ticker: null,
  netOptionsIncome: 1200,
  realizedOptionsIncome: 1200,
  unrealizedOptionsIncome: 0,
  dividends: 300,
  totalValue: 250_000,
  openValue: -400,
  realizedEquityProfit: 0,
  unrealizedEquityProfit: 5000,
  totalIncome: 1500,
  realizedProfit: 1500,
  unrealizedProfit: 5000,
  totalProfit: 6500,
  totalDayChange: 120,
  totalDayChangePercent: 0.05,
  changePercent: 2.67,
  incomeSince: {
    yearToDate: { since: '2026-01-01', options: 1200, equity: 5000, dividends: 300, totalIncome: 1500 },
  },
  openCallContracts: 3,
  openPutContracts: 0,
  assignedCount: 0,
  expiredCount: 2,
  manuallyClosedCount: 0,
  chart: [
    { date: '2026-09-01', totalIncome: 0, options: 0, equity: 0, dividends: 0, portfolioValue: 240_000 },
    {
      date: '2026-11-25',
      totalIncome: 1500,
      options: 1200,
      equity: 5000,
      dividends: 300,
      portfolioValue: 250_000,
    },
  ],
  lastUpdated: '2026-11-26T15:00:00.000Z',
  dataSource: 'simulated',
  ...overrides,
});

describe('GainsView states (spec part 2 §2, §8)', () => {
  it('shows a skeleton while loading and "No data available" on a failure', () => {
    // Act
    const loading = renderInDom(<GainsView performance={undefined} isPending isError={false} />);
    const loadingText = loading.container.textContent;
    loading.unmount();
    renderInDom(<GainsView performance={undefined} isPending={false} isError />);

    // Assess
    expect(loadingText).not.toContain('Income YTD');
    expect(screen.getByText('No data available')).toBeDefined();
  });

  it('shows the income, the open calls and the simulated data badge when loaded', () => {
    // Act
    renderInDom(<GainsView performance={createPerformance()} isPending={false} isError={false} />);

    // Assess
    expect(screen.getByText('$1,500.00')).toBeDefined();
    expect(screen.getByText(/3 open calls/)).toBeDefined();
    expect(screen.getAllByText('Simulated market data').length).toBeGreaterThan(0);
    expect(screen.queryByText('No option positions to display')).toBeNull();
  });

  it('says "No option positions to display" and "No data to display" for an empty portfolio', () => {
    // Act
    renderInDom(
      <GainsView
        performance={createPerformance({ openCallContracts: 0, chart: [] })}
        isPending={false}
        isError={false}
      />,
    );

    // Assess
    expect(screen.getByText(/No option positions to display/)).toBeDefined();
    expect(screen.getByText('No data to display')).toBeDefined();
  });

  it('splits options income into calls and puts, adding up to it, once the portfolio has puts', () => {
    // Act
    renderInDom(
      <GainsView
        performance={createPerformance({
          openPutContracts: 1,
          incomeSince: {
            yearToDate: {
              since: '2026-01-01',
              options: 1200,
              optionsFromCalls: 881.3,
              optionsFromPuts: 318.7,
              equity: 5000,
              dividends: 300,
              totalIncome: 1500,
            },
          },
        })}
        isPending={false}
        isError={false}
      />,
    );

    // Assess
    const parts = screen.getByTestId('option-income-parts').textContent;
    expect(parts).toBe('from calls $881.30 · from puts $318.70');
    expect(Math.round(881.3 * 100) + Math.round(318.7 * 100)).toBe(1200 * 100);
  });

  it('shows no split without puts, nor for an answer without the parts', () => {
    // Act
    const withoutPuts = renderInDom(
      <GainsView
        performance={createPerformance({
          incomeSince: {
            yearToDate: {
              since: '2026-01-01',
              options: 1200,
              optionsFromCalls: 1200,
              optionsFromPuts: 0,
              equity: 5000,
              dividends: 300,
              totalIncome: 1500,
            },
          },
        })}
        isPending={false}
        isError={false}
      />,
    );
    const withoutPutsParts = screen.queryByTestId('option-income-parts');
    withoutPuts.unmount();
    renderInDom(<GainsView performance={createPerformance()} isPending={false} isError={false} />);

    // Assess
    expect(withoutPutsParts).toBeNull();
    expect(screen.queryByTestId('option-income-parts')).toBeNull();
    expect(screen.getByText('Options YTD')).toBeDefined();
  });
});
