import type { RiskLevel } from '@thetix/shared/contracts/calculator';

/**
 * Spec part 1 §2 and §9: six sample cards on the landing page. They are fixed illustrations, labelled as such, not
 * quotes: prices are rounded late-2025 levels and premiums are plausible, not live. Expiry is given in days so the
 * samples never show a date in the past.
 */
export interface SampleOpportunity {
  ticker: string;
  company: string;
  sharePrice: number;
  strike: number;
  daysToExpiry: number;
  /** Per share; one contract is 100 shares. */
  premium: number;
  risk: RiskLevel;
}

export const sampleOpportunities: readonly SampleOpportunity[] = [
  {
    ticker: 'AAPL',
    company: 'Apple Inc.',
    sharePrice: 270,
    strike: 280,
    daysToExpiry: 7,
    premium: 1.35,
    risk: 'conservative',
  },
  {
    ticker: 'MSFT',
    company: 'Microsoft Corporation',
    sharePrice: 510,
    strike: 525,
    daysToExpiry: 7,
    premium: 3.1,
    risk: 'balanced',
  },
  {
    ticker: 'NVDA',
    company: 'NVIDIA Corporation',
    sharePrice: 185,
    strike: 192.5,
    daysToExpiry: 7,
    premium: 2.05,
    risk: 'aggressive',
  },
  {
    ticker: 'KO',
    company: 'The Coca-Cola Company',
    sharePrice: 70,
    strike: 72.5,
    daysToExpiry: 30,
    premium: 0.62,
    risk: 'conservative',
  },
  {
    ticker: 'JPM',
    company: 'JPMorgan Chase & Co.',
    sharePrice: 305,
    strike: 315,
    daysToExpiry: 14,
    premium: 2.4,
    risk: 'balanced',
  },
  {
    ticker: 'AMZN',
    company: 'Amazon.com, Inc.',
    sharePrice: 230,
    strike: 235,
    daysToExpiry: 7,
    premium: 2.3,
    risk: 'aggressive',
  },
];
