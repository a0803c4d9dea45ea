import type { CampaignView } from '@thetix/shared/contracts/campaigns';
import type { PutSellOpportunity } from '@thetix/shared/contracts/opportunities';
import type { WatchlistForPuts } from '@thetix/shared/contracts/watchlist';
import { generateOpportunities } from '@thetix/shared/opportunities/generate-opportunities';
import { formatUsd } from '@thetix/shared/opportunities/wording';
import { roundCents } from '@thetix/shared/portfolio/money';
import type { QueryParams } from '@thetix/shared/thetix/plan';
import { watchlistPutInputs } from '../../opportunities/watchlist-puts';
import { NoDataError, type MaterializedItem, type QueryContext } from './materializer-types';

/** The risk level a ticker off the watchlist is priced at: a new watchlist entry's default (wheel-service.ts). */
export const DEFAULT_PUT_RISK = 'conservative' as const;

/**
 * The cash-secured put to sell on one ticker (issue 31 item 5), from the put engine run with the inputs a generation
 * run reads (opportunity-generation.ts): the user's positions in the securing account, the watchlist entry with its
 * account's cash for puts less the account's open puts on other tickers (`watchlistPutInputs`, decision 361), and the
 * engine's own deduction of the ticker's open puts (`generateOpportunities`). So for a watched ticker the put is the
 * `put_sell` card the Wheel page shows. A ticker off the watchlist is priced at the default risk with the cash of the
 * visible account with the most set aside (decision 390). `max_strike` narrows the strikes like a target price.
 */
export async function wheelPuts(
  context: QueryContext,
  params: QueryParams<'wheel_puts'>,
  title: string,
): Promise<MaterializedItem> {
  const { ticker } = params;
  const [{ watchlist, cash }, inputs] = await Promise.all([
    context.portfolio.wheelInputs(context.userId),
    context.portfolio.engineInputs(context.userId, context.accountId),
  ]);
  const visible = new Set(inputs.map((input) => input.accountId));
  const watched = watchlist.find(
    (entry) => entry.ticker === ticker && entry.accountId !== null && visible.has(entry.accountId),
  );
  // Off the watchlist: the visible account with the most cash for puts (decision 390); one without a cash row has none.
  const listed = watchlist.find((row) => row.ticker === ticker);
  const cashFor = (id: string) => cash.find((row) => row.accountId === id)?.cashForPuts ?? 0;
  const account = watched
    ? undefined
    : [...visible].sort((a, b) => cashFor(b) - cashFor(a) || a.localeCompare(b))[0];
  const entry: WatchlistForPuts | undefined =
    watched ??
    (account !== undefined
      ? {
          ticker,
          targetPrice: listed?.targetPrice ?? null,
          targetAllocationPercent: null,
          riskLevel: listed?.riskLevel ?? DEFAULT_PUT_RISK,
          accountId: account,
          cashForPuts: cashFor(account),
        }
      : undefined);
  if (!entry?.accountId) throw new NoDataError('You have no account to set cash aside in for a put.');
  const accountId = entry.accountId;
  const positions = inputs.find((input) => input.accountId === accountId)?.positions ?? [];
  const sized = watchlistPutInputs([entry], accountId, positions)[0] ?? {
    ticker,
    riskLevel: entry.riskLevel,
    cash: 0,
  };
  const ceilings = [sized.targetPrice, params.max_strike].filter((value) => value !== undefined);
  const putInput = {
    ...sized,
    ...(ceilings.length > 0 ? { targetPrice: Math.min(...ceilings) } : {}),
  };
  const generated = generateOpportunities({
    accountId,
    positions: positions.filter((position) => position.ticker === ticker),
    goals: {},
    market: context.market,
    now: context.now,
    watchlist: [putInput],
  });
  const put = generated.opportunities.find(
    (opportunity): opportunity is PutSellOpportunity =>
      opportunity.opportunity_type === 'put_sell' && opportunity.primary_ticker === ticker,
  );
  const base = {
    ticker,
    // `unsecured`: on the watchlist without a visible account's cash behind it; its risk and target are used.
    source: watched ? 'watchlist' : listed ? 'unsecured' : 'default',
    risk_level: entry.riskLevel,
    account_id: accountId,
    account_name: cash.find((row) => row.accountId === accountId)?.name ?? '',
    cash_for_puts: entry.cashForPuts,
    cash_for_this_put: sized.cash,
    target_price: entry.targetPrice,
    max_strike: params.max_strike ?? null,
  };
  if (!put) {
    const skipped = generated.skipped.find((skip) => skip.subject === 'put_sell' && skip.ticker === ticker);
    if (skipped?.reason === 'not_covered') throw new NoDataError(`No market data for ${ticker}.`);
    // A ceiling the question set is not "your target price": the engine's reason says the question's words.
    const questionCeiling =
      params.max_strike !== undefined &&
      (entry.targetPrice === null || params.max_strike <= entry.targetPrice);
    const reason =
      skipped?.reason === 'no_strike_under_target' && questionCeiling
        ? `No liquid ${ticker} put has a strike at or under ${formatUsd(params.max_strike!)}.`
        : (skipped?.message ?? `No ${ticker} put to sell.`);
    return {
      widget: { widget: 'message', title, message: reason, type: 'info' },
      facts: { ...base, put: null, reason, reason_code: skipped?.reason ?? null },
    };
  }
  const details = put.details;
  const facts = {
    ...base,
    put: {
      opportunity_id: put.id,
      option_symbol: details.option_symbol,
      strike: details.strike,
      expiration: details.expiration,
      days_to_expiry: details.days_to_expiry,
      contracts: details.contracts,
      premium: details.premium,
      total_premium: details.total_premium,
      collateral: details.collateral,
      effective_buy_price: details.effective_buy_price,
      discount_percent: details.discount * 100,
      yield_percent: details.collateral_yield * 100,
      annualized_yield_percent: details.annualized_yield * 100,
      assignment_chance_percent: details.assignment_chance * 100,
      delta: details.delta,
      current_price: details.current_price,
      earnings_date: details.earnings_date,
      ex_dividend_date: details.ex_dividend_date,
      warnings: put.warnings.map((warning) => warning.message),
    },
  };
  const round2 = (value: number) => Math.round(value * 100) / 100;
  return {
    widget: {
      widget: 'table',
      title,
      columns: [
        'Put',
        'Contracts',
        'Premium ($)',
        'Collateral ($)',
        'Buy price if assigned ($)',
        'Yield (%)',
        'Annualised (%)',
        'Assignment odds (%)',
      ],
      rows: [
        [
          details.option_symbol,
          details.contracts,
          details.total_premium,
          details.collateral,
          round2(details.effective_buy_price),
          round2(details.collateral_yield * 100),
          round2(details.annualized_yield * 100),
          round2(details.assignment_chance * 100),
        ],
      ],
      footnote: `${watched || listed ? 'Your watchlist entry' : `Not on your watchlist: ${DEFAULT_PUT_RISK} risk`} and the cash set aside in ${base.account_name || 'your account'}, as a generation run prices it. Premium at the mid; assignment odds are the market's risk-neutral chance, not a forecast.`,
    },
    facts,
  };
}

/** The campaign an answer is about: the open one, else the newest. */
const campaignOf = (campaigns: readonly CampaignView[]): CampaignView | undefined =>
  campaigns.find((campaign) => campaign.status === 'open') ?? campaigns[0];

/**
 * The caller's wheel on one ticker (issue 31 item 5), from the campaign service the Wheel page and the position page
 * read (functions/src/campaigns/campaign-service.ts): the open campaign (else the newest), its figures as the route
 * gives them, and its basis over time for the chart. With no campaign, the position's average cost as the position
 * page shows it, so "my real cost basis" still has an answer.
 */
export async function wheelCampaign(
  context: QueryContext,
  params: QueryParams<'wheel_campaign'>,
  kind: string,
  title: string,
): Promise<MaterializedItem> {
  const { ticker } = params;
  const [campaigns, positions] = await Promise.all([
    context.portfolio.campaigns(context.userId, ticker, context.accountId),
    context.portfolio.positions(context.userId, context.accountId),
  ]);
  const position = positions.find((row) => row.ticker === ticker);
  const positionFacts = position
    ? { shares: position.amount, average_cost: roundCents(position.avgCostBasis) }
    : null;
  const campaign = campaignOf(campaigns);
  if (!campaign) {
    if (!position) throw new NoDataError(`You have no ${ticker} position and no wheel on ${ticker}.`);
    return {
      widget: {
        widget: 'table',
        title,
        columns: ['Ticker', 'Shares', 'Average cost ($)'],
        rows: [[ticker, position.amount, positionFacts!.average_cost]],
        footnote: `No option was sold on ${ticker}, so no premium lowers its basis: the average cost is the position page's.`,
      },
      facts: { ticker, campaign: null, campaign_count: 0, position: positionFacts },
    };
  }
  const facts = {
    ticker,
    campaign_count: campaigns.length,
    position: positionFacts,
    campaign: {
      id: campaign.id,
      account_name: campaign.account_name,
      status: campaign.status,
      phase: campaign.phase,
      start: campaign.start,
      end: campaign.end,
      days: campaign.days,
      days_in: campaign.days_in,
      cycle_count: campaign.cycle_count,
      roll_count: campaign.roll_count,
      shares: campaign.shares,
      basis_per_share: campaign.basis_per_share,
      adjusted_basis_per_share: campaign.adjusted_basis_per_share,
      premium_per_share:
        campaign.basis_per_share !== null && campaign.adjusted_basis_per_share !== null
          ? Math.round((campaign.basis_per_share - campaign.adjusted_basis_per_share) * 10_000) / 10_000
          : null,
      put_income: campaign.put_income,
      call_income: campaign.call_income,
      dividends: campaign.dividends,
      realised: campaign.realised,
      unrealised: campaign.unrealised,
      result: campaign.result,
      peak_capital_at_risk: campaign.peak_capital_at_risk,
      return_on_capital_percent:
        campaign.return_on_capital === null ? null : campaign.return_on_capital * 100,
      annualised_return_percent:
        campaign.annualised_return === null ? null : campaign.annualised_return * 100,
      assignment_rate_percent: campaign.assignment_rate === null ? null : campaign.assignment_rate * 100,
      buy_and_hold: campaign.buy_and_hold && {
        result: campaign.buy_and_hold.result,
        return_on_capital_percent: campaign.buy_and_hold.return_on_capital * 100,
      },
      open_options: campaign.open_options.map((option) => ({
        type: option.type,
        strike: option.strike,
        expiration: option.expiration,
        contracts: option.contracts,
      })),
    },
  };
  const points = campaign.basis.filter((point) => point.basis_per_share !== null);
  const footnote =
    'From the campaign the Wheel page shows: the adjusted basis is the shares’ cost less the premium the cycle still carries; unrealised figures and buy-and-hold at today’s marks.';
  if (kind === 'chart' && points.length > 0)
    return {
      widget: {
        widget: 'chart',
        kind: 'line',
        title,
        series: [
          {
            name: 'Basis per share',
            x: points.map((point) => point.date),
            y: points.map((point) => point.basis_per_share!),
          },
          {
            name: 'Adjusted for premiums',
            x: points.map((point) => point.date),
            y: points.map((point) => point.adjusted_basis_per_share!),
          },
        ],
        xlabel: 'Date',
        ylabel: 'Per share ($)',
        footnote,
      },
      facts,
    };
  return {
    widget: {
      widget: 'table',
      title,
      columns: ['Figure', 'Value'],
      rows: [
        ['Phase', campaign.phase],
        ['Days', campaign.days],
        ['Put income ($)', campaign.put_income],
        ['Call income ($)', campaign.call_income],
        ['Basis per share ($)', campaign.basis_per_share ?? '—'],
        ['Adjusted basis per share ($)', campaign.adjusted_basis_per_share ?? '—'],
        ['Result ($)', campaign.result],
        ['Buy-and-hold result ($)', campaign.buy_and_hold?.result ?? '—'],
      ],
      footnote,
    },
    facts,
  };
}

/**
 * The caller's watchlist and the cash each visible account set aside for puts (issue 31 item 5), from the wheel
 * service the Wheel page reads (GET /api/watchlist's entries through `watchlistForPuts`, GET /api/cash).
 */
export async function wheelWatchlist(
  context: QueryContext,
  _params: QueryParams<'wheel_watchlist'>,
  title: string,
): Promise<MaterializedItem> {
  const [{ watchlist, cash }, inputs] = await Promise.all([
    context.portfolio.wheelInputs(context.userId),
    context.portfolio.engineInputs(context.userId, context.accountId),
  ]);
  const visible = new Set(inputs.map((input) => input.accountId));
  const accounts = cash.filter((account) => visible.has(account.accountId));
  const names = new Map(accounts.map((account) => [account.accountId, account.name]));
  const facts = {
    entries: watchlist.map((entry) => ({
      ticker: entry.ticker,
      target_price: entry.targetPrice,
      target_allocation_percent: entry.targetAllocationPercent,
      risk_level: entry.riskLevel,
      account_name: entry.accountId ? (names.get(entry.accountId) ?? null) : null,
    })),
    accounts: accounts.map((account) => ({
      name: account.name,
      cash_balance: account.cashBalance,
      cash_set_aside: account.cashSetAside,
      cash_for_puts: account.cashForPuts,
    })),
  };
  if (facts.entries.length === 0 && facts.accounts.every((account) => account.cash_set_aside === 0))
    throw new NoDataError(
      'Your watchlist is empty and no cash is set aside for puts: add both on the Wheel page.',
    );
  return {
    widget: {
      widget: 'table',
      title,
      columns: ['Ticker', 'Target price ($)', 'Target allocation (%)', 'Risk', 'Cash from'],
      rows: facts.entries.map((entry) => [
        entry.ticker,
        entry.target_price ?? '—',
        entry.target_allocation_percent ?? '—',
        entry.risk_level,
        entry.account_name ?? '—',
      ]),
      footnote: `Cash for puts: ${facts.accounts.map((account) => `${account.name} ${formatUsd(account.cash_for_puts)} of ${formatUsd(account.cash_balance)}`).join('; ') || 'none'}. One pot per account, shared by the tickers it secures.`,
    },
    facts,
  };
}
