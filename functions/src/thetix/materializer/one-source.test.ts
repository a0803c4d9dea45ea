import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 28 item 1, the guard half: Thetix's queries read portfolio figures through `PortfolioData` (the services and
 * the engine the pages use) and never fold the ledger, price open calls or count coverable contracts themselves. A
 * query that starts computing its own figure fails here, before its answer can drift from the pages (the agreement
 * test, answer-agreement.integration.test.ts, then checks the figures themselves).
 */

const folder = import.meta.dirname;
const sources = readdirSync(folder)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  .map((name) => ({ name, text: readFileSync(join(folder, name), 'utf8') }));

/** Modules that compute a portfolio figure a second way: their answers belong to the portfolio and opportunity services. */
const SECOND_DEFINITIONS = [
  '@thetix/shared/portfolio/ledger',
  '@thetix/shared/portfolio/ledger-book',
  '@thetix/shared/portfolio/ledger-aggregates',
  '@thetix/shared/portfolio/realised-option-income',
  '@thetix/shared/portfolio/performance',
  '@thetix/shared/portfolio/transaction-groups',
  '@thetix/shared/portfolio/holdings',
  '@thetix/shared/opportunities/open-call-rules',
  '@thetix/shared/opportunities/open-call-review',
  '@thetix/shared/opportunities/roll-candidates',
];

describe('Thetix queries read the figures the pages show', () => {
  it('finds the materializer sources it guards', () => {
    expect(sources.map((source) => source.name)).toEqual(
      expect.arrayContaining(['portfolio-queries.ts', 'answers.ts', 'materialize.ts']),
    );
  });

  it.each(SECOND_DEFINITIONS)('no query imports %s', (module) => {
    const importers = sources
      .filter((source) => source.text.includes(`'${module}'`))
      .map((source) => source.name);
    expect(importers).toEqual([]);
  });

  it('reads transaction groups only to list transactions, never to add up income or open calls', () => {
    const calls = sources.flatMap((source) =>
      [...source.text.matchAll(/\.transactionGroups\(/g)].map(() => source.name),
    );
    expect(calls).toEqual(['portfolio-queries.ts']);
    const portfolioQueries = sources.find((source) => source.name === 'portfolio-queries.ts')!.text;
    const transactionsQuery = portfolioQueries.slice(
      portfolioQueries.indexOf('export async function transactions('),
    );
    expect(transactionsQuery).toContain('.transactionGroups(');
  });

  it('counts contracts with the engine’s share coverage, not a division of its own', () => {
    const divisions = sources.flatMap((source) =>
      [...source.text.matchAll(/Math\.floor\([^)]*\/\s*(?:CONTRACT_SIZE|SHARES_PER_CONTRACT|100)\b/g)].map(
        (match) => `${source.name}: ${match[0]}`,
      ),
    );
    expect(divisions).toEqual([]);
    expect(sources.find((source) => source.name === 'portfolio-queries.ts')!.text).toContain(
      'shareCoverage(',
    );
  });

  it('prices no held call itself: open calls come from the holdings review', () => {
    const portfolioQueries = sources.find((source) => source.name === 'portfolio-queries.ts')!.text;
    expect(portfolioQueries).not.toMatch(/priceOption\(/);
    expect(portfolioQueries).toContain('holdingReviews(');
  });
});
