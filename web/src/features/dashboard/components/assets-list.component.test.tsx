import { screen } from '@testing-library/react';
import type { Position } from '@thetix/shared/contracts/portfolio';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderInDom } from '../../../components/testing/render-in-dom';
import { AssetsList } from './assets-list';

const createPosition = (overrides: Partial<Position> = {}) =>
  ({
    ticker: 'KO',
    name: 'The Coca-Cola Company',
    amount: 300,
    totalOpenContracts: 1,
    currentPrice: 70,
    costBasis: 19_500,
    avgCostBasis: 65,
    totalGainPercent: 7.69,
    ...overrides,
  }) as Position;

const renderList = (props: Partial<Parameters<typeof AssetsList>[0]>) =>
  renderInDom(
    <MemoryRouter>
      <AssetsList positions={[]} hrefFor={(ticker) => `/dashboard/position/${ticker}`} {...props} />
    </MemoryRouter>,
  );

describe('AssetsList states (spec part 2 §2)', () => {
  it('says "No assets in portfolio" once loaded without holdings, not while loading', () => {
    // Act
    const loading = renderList({ isPending: true });
    const whileLoading = loading.container.textContent;
    loading.unmount();
    renderList({ positions: [createPosition({ amount: 0, totalOpenContracts: 0 })] });

    // Assess
    expect(whileLoading).not.toContain('No assets in portfolio');
    expect(screen.getByText('No assets in portfolio')).toBeDefined();
  });

  it('shows "Error: {message}" when the positions fail to load', () => {
    // Act
    renderList({ error: new Error('Service unavailable') });

    // Assess
    expect(screen.getByText('Error: Service unavailable')).toBeDefined();
  });

  it('lists each holding with a link to its page', () => {
    // Act
    renderList({ positions: [createPosition()] });

    // Assess
    expect(screen.getByRole('link').getAttribute('href')).toBe('/dashboard/position/KO');
    expect(screen.getByText(/300 shares · 1 open contracts/)).toBeDefined();
  });
});
