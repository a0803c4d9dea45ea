import { addDays, type CalendarDate } from '@thetix/shared/calendar/calendar-date';
import { newYorkDate } from '@thetix/shared/calendar/nyse-calendar';
import { type Campaign, type CampaignMarks, campaignsOf } from '@thetix/shared/campaigns/campaigns';
import type {
  CampaignList,
  CampaignResponse,
  CampaignSummary,
  CampaignView,
  CampaignsQuery,
} from '@thetix/shared/contracts/campaigns';
import { type MarketModel, provenanceOf } from '@thetix/shared/market/market-model';
import { marketMarks } from '@thetix/shared/portfolio/market-marks';
import { roundCents, roundPerShare } from '@thetix/shared/portfolio/money';
import { NotFoundError } from '../http/errors';
import type { MarketNeeds } from '../market-data/market-access';
import { needsOfLines } from '../market-data/market-needs';
import type { Clock } from '../platform/clock';
import type { StoredAccount } from '../portfolio/portfolio-entities';
import type { PortfolioRepository } from '../portfolio/portfolio-repository';

export interface CampaignServiceDependencies {
  portfolio: PortfolioRepository;
  /** The simulator; what `loadMarket` falls back on when not given. */
  market: MarketModel;
  /** The market one request reads (functions/src/market-data/market-access.ts), as the positions read it. */
  loadMarket?: (needs: MarketNeeds, now: Date) => Promise<MarketModel>;
  clock: Clock;
}

export const campaignMessages = {
  accountNotFound: (id: string) => `Account ${id} not found`,
  campaignNotFound: (id: string) => `Campaign ${id} not found`,
  positionNotFound: (ticker: string) => `Position ${ticker} not found`,
};

/** Ratios keep six places (0.123456 is 12.3456 %): enough for a percentage with two decimals after the edge. */
const roundRatio = (value: number | null) => (value === null ? null : Math.round(value * 1e6) / 1e6 || 0);
const perShare = (value: number | null) => (value === null ? null : roundPerShare(value));
const roundShares = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * The campaigns read side (issue 31 item 3): the caller's ledger lines, read through the portfolio repository
 * (only the caller's partition, so another user's campaign is "not found"), folded by
 * shared/src/campaigns/campaigns.ts and marked with the market data the positions use.
 */
export function buildCampaignService(deps: CampaignServiceDependencies) {
  const { portfolio, market, clock } = deps;
  const marketFor = deps.loadMarket ?? (async () => market);

  const accountsInScope = async (userId: string, accountId: string | undefined): Promise<StoredAccount[]> => {
    if (!accountId) return (await portfolio.listAccounts(userId)).filter((account) => !account.hidden);
    const account = await portfolio.getAccount(userId, accountId);
    if (!account) throw new NotFoundError(campaignMessages.accountNotFound(accountId));
    return [account];
  };

  /** Campaigns of the accounts' lines, with the market they were marked with. */
  const derive = async (accounts: readonly StoredAccount[], ticker: string | undefined) => {
    const now = clock.now();
    const lines = (
      await Promise.all(
        accounts.map((account) => portfolio.listLines(account.userId, { accountId: account.id, ticker })),
      )
    ).flat();
    // Campaigns start with an option sold, so only tickers with option lines are read and marked.
    const optionLines = lines.filter((line) => line.tickerType === 'option');
    const optionTickers = new Set(optionLines.map((line) => line.ticker));
    const relevant = lines.filter((line) => optionTickers.has(line.ticker));
    const optionDates = optionLines.map((line) => newYorkDate(new Date(line.timestamp))).sort();
    const barsFrom = addDays(optionDates[0] ?? newYorkDate(now), -10);
    const live = await marketFor(needsOfLines(relevant, now, { barsFrom }), now);
    const campaigns = campaignsOf({ lines: relevant, now, marks: campaignMarks(live, now) });
    return { now, lines, live, campaigns };
  };

  const stamp = (live: MarketModel, now: Date) => {
    const provenance = provenanceOf(live, now);
    return {
      as_of: now.toISOString(),
      data_source: live.dataSource,
      provenance: { ...provenance, asOf: provenance.asOf.toISOString() },
    };
  };

  const names = (accounts: readonly StoredAccount[]) =>
    new Map(accounts.map((account) => [account.id, account.name]));

  const list = async (
    userId: string,
    query: CampaignsQuery,
    options: { requireLines?: boolean } = {},
  ): Promise<CampaignList> => {
    const accounts = await accountsInScope(userId, query.accountId);
    const { now, lines, live, campaigns } = await derive(accounts, query.ticker);
    if (options.requireLines && query.ticker && lines.length === 0)
      throw new NotFoundError(campaignMessages.positionNotFound(query.ticker));
    const accountNames = names(accounts);
    return {
      campaigns: campaigns
        .filter((campaign) => !query.status || campaign.status === query.status)
        .reverse()
        .map((campaign) => summaryView(campaign, accountNames.get(campaign.accountId) ?? '')),
      ...stamp(live, now),
    };
  };

  return {
    /** GET /api/campaigns: newest first. */
    list: (userId: string, query: CampaignsQuery) => list(userId, query),

    /** GET /api/positions/{ticker}/campaigns: the same list for one ticker; 404 when the caller never held it. */
    forPosition: (userId: string, ticker: string, query: Omit<CampaignsQuery, 'ticker'>) =>
      list(userId, { ...query, ticker }, { requireLines: true }),

    /** GET /api/campaigns/{id}: one campaign of the caller with its timeline. */
    async get(userId: string, id: string): Promise<CampaignResponse> {
      const accountId = id.slice(0, id.indexOf('~'));
      const account = await portfolio.getAccount(userId, accountId);
      if (!account) throw new NotFoundError(campaignMessages.campaignNotFound(id));
      const { now, live, campaigns } = await derive([account], undefined);
      const campaign = campaigns.find((candidate) => candidate.id === id);
      if (!campaign) throw new NotFoundError(campaignMessages.campaignNotFound(id));
      return { campaign: campaignView(campaign, account.name), ...stamp(live, now) };
    },
  };
}

export type CampaignService = ReturnType<typeof buildCampaignService>;

/** Marks as the positions value them (shared/src/portfolio/market-marks.ts), and closes on or before a day. */
export function campaignMarks(live: MarketModel, now: Date): CampaignMarks {
  const marks = marketMarks(live, now).live;
  return {
    spot: (ticker) => marks.spot(ticker),
    option: (option) => marks.option(option),
    closeOn: (ticker, date) => closeOnOrBefore(live, ticker, date),
  };
}

const closeOnOrBefore = (live: MarketModel, ticker: string, date: CalendarDate): number | undefined => {
  if (!live.covers(ticker) || date < live.dataRange.first) return undefined;
  const series = live.closes(ticker, addDays(date, -10), date);
  const last = series.closes.length > 0 ? series.closes[series.closes.length - 1] : undefined;
  return last !== undefined && Number.isFinite(last) && last > 0 ? last : undefined;
};

const figuresView = (figures: {
  putIncome: number;
  callIncome: number;
  dividends: number;
  realisedEquity: number;
  realised: number;
  unrealised: number;
  result: number;
  peakCapitalAtRisk: number;
  returnOnCapital: number | null;
  annualisedReturn: number | null;
  days: number;
}) => ({
  put_income: roundCents(figures.putIncome),
  call_income: roundCents(figures.callIncome),
  dividends: roundCents(figures.dividends),
  realised_equity: roundCents(figures.realisedEquity),
  realised: roundCents(figures.realised),
  unrealised: roundCents(figures.unrealised),
  result: roundCents(figures.result),
  peak_capital_at_risk: roundCents(figures.peakCapitalAtRisk),
  return_on_capital: roundRatio(figures.returnOnCapital),
  annualised_return: roundRatio(figures.annualisedReturn),
  days: figures.days,
});

export function summaryView(campaign: Campaign, accountName: string): CampaignSummary {
  const buyAndHold = campaign.buyAndHold;
  return {
    id: campaign.id,
    account_id: campaign.accountId,
    account_name: accountName,
    ticker: campaign.ticker,
    status: campaign.status,
    started_with: campaign.startedWith,
    start: campaign.start,
    end: campaign.end,
    phase: campaign.phase,
    days_in: { ...campaign.daysIn },
    cycle_count: campaign.cycles.length,
    roll_count: campaign.rolls.length,
    shares: roundShares(campaign.shares),
    basis_per_share: perShare(campaign.basisPerShare),
    adjusted_basis_per_share: perShare(campaign.adjustedBasisPerShare),
    capital_at_risk: roundCents(campaign.capitalAtRisk),
    ...figuresView(campaign),
    short_contracts_closed: campaign.shortContractsClosed,
    short_contracts_assigned: campaign.shortContractsAssigned,
    assignment_rate: roundRatio(campaign.assignmentRate),
    buy_and_hold: buyAndHold
      ? {
          money: roundCents(buyAndHold.money),
          start_price: roundPerShare(buyAndHold.startPrice),
          end_price: roundPerShare(buyAndHold.endPrice),
          shares: roundShares(buyAndHold.shares),
          value: roundCents(buyAndHold.value),
          result: roundCents(buyAndHold.result),
          return_on_capital: roundRatio(buyAndHold.returnOnCapital)!,
        }
      : null,
    group_ids: [...campaign.groupIds],
  };
}

const legView = (leg: {
  symbol: string;
  strike: number;
  expiration: string;
  contracts: number;
  price: number;
}) => ({
  symbol: leg.symbol,
  strike: leg.strike,
  expiration: leg.expiration,
  contracts: leg.contracts,
  price: roundPerShare(leg.price),
});

export function campaignView(campaign: Campaign, accountName: string): CampaignView {
  return {
    ...summaryView(campaign, accountName),
    phases: campaign.phases.map((span) => ({ ...span })),
    cycles: campaign.cycles.map((cycle) => ({
      number: cycle.number,
      start: cycle.start,
      end: cycle.end,
      ended_by: cycle.endedBy,
      ...figuresView(cycle),
    })),
    events: campaign.events.map((event) => ({
      date: event.date,
      timestamp: event.timestamp,
      kind: event.kind,
      cycle: event.cycle,
      line_ids: [...event.lineIds],
      option_type: event.optionType ?? null,
      from: event.from ? legView(event.from) : null,
      to: event.to ? legView(event.to) : null,
      shares: event.shares === undefined ? null : roundShares(event.shares),
      price: event.price === undefined ? null : roundPerShare(event.price),
      cash: roundCents(event.cash),
      implied: event.implied === true,
    })),
    rolls: campaign.rolls.map((roll) => ({
      date: roll.date,
      option_type: roll.optionType,
      from: legView(roll.from),
      to: legView(roll.to),
      net_credit: roundCents(roll.netCredit),
    })),
    basis: campaign.basis.map((point) => ({
      date: point.date,
      shares: roundShares(point.shares),
      basis_per_share: perShare(point.basisPerShare),
      adjusted_basis_per_share: perShare(point.adjustedBasisPerShare),
      capital_at_risk: roundCents(point.capitalAtRisk),
    })),
    open_options: campaign.openOptions.map((option) => ({
      symbol: option.symbol,
      type: option.type,
      strike: option.strike,
      expiration: option.expiration,
      contracts: option.contracts,
      average_price: roundPerShare(option.averagePrice),
    })),
  };
}
