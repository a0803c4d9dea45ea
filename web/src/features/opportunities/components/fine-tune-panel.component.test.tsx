import { screen, waitFor, within } from '@testing-library/react';
import type { OptionChainRow } from '@thetix/shared/contracts/market-data';
import type { RecalculationRequest } from '@thetix/shared/contracts/opportunities';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInDom } from '../../../components/testing/render-in-dom';
import { createCoveredCall } from '../testing/covered-call-fixture';
import { FineTunePanel } from './fine-tune-panel';

const EXPIRATION = '2026-12-18';

/** The proposal is the conservative $520 call; balanced and aggressive sit at $507.50 and $495 on the same date. */
const opportunity = createCoveredCall({
  related_risk_levels: [
    {
      strike: 520,
      expiration: EXPIRATION,
      risk_level: 'conservative',
      delta: 0.16,
      premium: 2.37,
      strategy_name: 'c',
    },
    {
      strike: 507.5,
      expiration: EXPIRATION,
      risk_level: 'balanced',
      delta: 0.28,
      premium: 5.2,
      strategy_name: 'b',
    },
    {
      strike: 495,
      expiration: EXPIRATION,
      risk_level: 'aggressive',
      delta: 0.41,
      premium: 9.1,
      strategy_name: 'a',
    },
  ],
});

const chainRow = (strike: number, delta: number): OptionChainRow => ({
  symbol: `MSFT261218C${String(strike * 1000).padStart(8, '0')}`,
  type: 'call',
  strike,
  expiration: EXPIRATION,
  delta,
  gamma: 0.01,
  theta: -0.1,
  vega: 0.5,
  impliedVolatility: 0.23,
  premium: 2,
  lastBid: 1.95,
  lastAsk: 2.05,
  lastTradePrice: 2,
  openInterest: 500,
  volume: 40,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Market data and the calculator at the fetch boundary; each recalculation answers the strike it was asked. */
function stubApi() {
  const recalculations: RecalculationRequest[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const { pathname } = new URL(String(url), 'http://localhost');
    if (pathname === '/api/token') return json({ token: 'xsrf-token-for-tests' });
    if (pathname === '/api/options/MSFT/expirations')
      return json({
        ticker: 'MSFT',
        expirations: [{ date: EXPIRATION, kind: 'monthly', daysToExpiry: 25 }],
        dataSource: 'simulated',
      });
    if (pathname === '/api/options/MSFT')
      return json({
        ticker: 'MSFT',
        expiration: EXPIRATION,
        underlyingPrice: 487.93,
        asOf: '2026-11-23T15:00:00.000Z',
        options: [chainRow(495, 0.41), chainRow(507.5, 0.28), chainRow(520, 0.16), chainRow(530, 0.1)],
        dataSource: 'simulated',
      });
    if (pathname === '/api/opportunities/calculator') {
      const request = JSON.parse(String(init?.body)) as RecalculationRequest;
      recalculations.push(request);
      return json({
        details: {
          ...opportunity.details,
          strike: request.strike,
          expiration: request.expiration,
          contracts: request.contracts,
          risk_level: request.risk_level ?? 'custom',
        },
        expected_outcome: opportunity.expected_outcome,
        warnings: [],
      });
    }
    return json({ message: 'Not stubbed', code: 'NOT_FOUND' }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return recalculations;
}

const strikeRow = (strike: string) =>
  within(screen.getByRole('radiogroup', { name: 'Strike price' }))
    .getAllByRole('radio')
    .find((row) => row.textContent?.startsWith(strike))!;

describe('Fine Tune risk level (spec part 2 §4)', { timeout: 30_000 }, () => {
  let recalculations: RecalculationRequest[];
  beforeEach(() => {
    recalculations = stubApi();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('jumps to the related strike of the chosen level, shows custom off the levels, and adopts a matching one', async () => {
    // Prepare
    const { user } = renderInDom(
      <FineTunePanel
        opportunity={opportunity}
        applied={{ details: opportunity.details, warnings: [] }}
        onUpdating={() => undefined}
        onApply={() => undefined}
        onReset={() => undefined}
      />,
    );
    const risk = screen.getByRole('combobox', { name: 'Risk level' });
    await waitFor(() => expect(strikeRow('$530.00')).toBeTruthy());
    expect(risk).toHaveProperty('value', 'conservative');
    expect(strikeRow('$520.00').getAttribute('aria-checked')).toBe('true');

    // Act: choose Balanced
    await user.selectOptions(risk, 'balanced');

    // Assess
    await waitFor(() => expect(strikeRow('$507.50').getAttribute('aria-checked')).toBe('true'));
    expect(recalculations.at(-1)).toMatchObject({
      strike: 507.5,
      expiration: EXPIRATION,
      risk_level: 'balanced',
    });
    expect(risk).toHaveProperty('value', 'balanced');

    // Act: a strike no level proposes
    await user.click(strikeRow('$530.00'));

    // Assess
    await waitFor(() => expect(strikeRow('$530.00').getAttribute('aria-checked')).toBe('true'));
    expect(risk).toHaveProperty('value', 'custom');
    expect(recalculations.at(-1)).toMatchObject({ strike: 530, risk_level: 'custom' });

    // Act: the aggressive level's strike, picked from the list
    await user.click(strikeRow('$495.00'));

    // Assess
    await waitFor(() => expect(strikeRow('$495.00').getAttribute('aria-checked')).toBe('true'));
    expect(risk).toHaveProperty('value', 'aggressive');
    expect(recalculations).toHaveLength(3);
  });
  it("keeps the proposal's level when only the number of contracts changes", async () => {
    // Prepare: as the engine sends it, the related levels leave out the proposal's own
    const proposal = createCoveredCall();
    const { user } = renderInDom(
      <FineTunePanel
        opportunity={proposal}
        applied={{ details: proposal.details, warnings: [] }}
        onUpdating={() => undefined}
        onApply={() => undefined}
        onReset={() => undefined}
      />,
    );
    const risk = screen.getByRole('combobox', { name: 'Risk level' });
    await waitFor(() => expect(strikeRow('$520.00')).toBeTruthy());

    // Act
    await user.click(screen.getByRole('button', { name: 'Fewer contracts' }));

    // Assess
    await waitFor(() => expect(recalculations).toHaveLength(1));
    expect(recalculations[0]).toMatchObject({ strike: 520, contracts: 5, risk_level: 'conservative' });
    expect(risk).toHaveProperty('value', 'conservative');
  });

  it("says 'Apply and back to Overview Tab' in the drawer's tabs, and 'Apply' beside the overview (issue 34 item 6)", () => {
    // Act
    const props = {
      opportunity,
      applied: { details: opportunity.details, warnings: [] },
      onUpdating: () => undefined,
      onApply: () => undefined,
      onReset: () => undefined,
    };
    const tabs = renderInDom(<FineTunePanel {...props} inTabs />);
    const inTabs = screen.getByRole('button', { name: 'Apply and back to Overview Tab' });
    tabs.unmount();
    renderInDom(<FineTunePanel {...props} inTabs={false} />);

    // Assess
    expect(inTabs).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply and back to Overview Tab' })).toBeNull();
  });
});
