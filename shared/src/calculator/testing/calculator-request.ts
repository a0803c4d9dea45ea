import type { CalculatorRequest } from '../../contracts/calculator';

/** The as-of date the scenario tests use: a Monday, so the window opens on Monday 1 July 2024. */
export const TEST_AS_OF = '2025-06-30';

/** A parsed calculator request: one $100,000 position in FLAT, balanced, weekly, covered calls. */
export const createCalculatorRequest = (overrides: Partial<CalculatorRequest> = {}): CalculatorRequest => ({
  positions: { FLAT: 100_000 },
  risk_level: 'balanced',
  duration: 'weekly',
  allocation: 1,
  strategy: 'covered_call',
  ...overrides,
});
