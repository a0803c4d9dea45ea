import { Grid, HStack, Stack, Text } from '@chakra-ui/react';
import type { WheelCalculatorResponse } from '@thetix/shared/contracts/calculator';
import { HIGH_PERCENTILE, LOW_PERCENTILE } from '@thetix/shared/calculator/percentile-range';
import { SimulatedDataBadge } from '../../../components/simulated-data-badge';
import { formatCount, formatDollars } from '../../../lib/money-format';
import { scaleFor } from './income-range-bar';
import { KEPT_LABEL, longDate, Metric, Outcome, PREMIUM_LABEL, type Headline } from './income-estimate';

export const WHEEL_PREMIUM_HINT = 'What the puts and calls sold for, at the bid.';
export const WHEEL_KEPT_HINT =
  'Premium plus what the shares gained or lost, those still held at the last close.';

/** "+ shares gained $1,200" or "− shares lost $3,000": the share result's sign in words, never a double minus. */
const shareWords = (result: number) =>
  result < 0 ? `− shares lost ${formatDollars(-result)}` : `+ shares gained ${formatDollars(result)}`;

/**
 * The wheel's estimate (issue 31 item 4), laid out as the covered calls' (`IncomeEstimate`): the premium the puts and
 * calls sold for and, beside it, what the wheel kept after assignments (the premium plus the shares' result, shares
 * still held at the end valued at the last close), each as median with low and high; then the other period, the
 * put/call split, assignments and call-aways, and the same cash in the stock over the same dates (buy-and-hold).
 */
export function WheelEstimate({
  response,
  headline = 'yearly',
}: {
  response: WheelCalculatorResponse;
  headline?: Headline;
}) {
  const { portfolio } = response;
  const yearly = headline === 'yearly';
  const lead = yearly ? portfolio.yearly_income : portfolio.monthly_income;
  const leadKept = yearly ? portfolio.kept_yearly : portfolio.kept_monthly;
  const other = yearly ? portfolio.monthly_income : portfolio.yearly_income;
  const otherKept = yearly ? portfolio.kept_monthly : portfolio.kept_yearly;
  const otherName = yearly ? 'Monthly' : 'Yearly';
  const scale = scaleFor(lead, leadKept);
  const unit = yearly ? 'a year' : 'a month';
  const parts = yearly ? portfolio.kept_breakdown.yearly : portfolio.kept_breakdown.monthly;
  return (
    <Stack gap="5">
      <HStack justify="space-between" align="center" gap="3" wrap="wrap">
        <Text fontSize="sm" fontWeight="medium" color="gray.600">
          Estimated {yearly ? 'yearly' : 'monthly'} income from the wheel
        </Text>
        {response.dataSource === 'simulated' ? <SimulatedDataBadge simulated /> : null}
      </HStack>
      {response.pricingNote ? (
        <Text fontSize="xs" color="gray.600">
          {response.pricingNote}
        </Text>
      ) : null}
      <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }} gap="3">
        <Outcome
          title={PREMIUM_LABEL}
          hint={WHEEL_PREMIUM_HINT}
          income={lead}
          unit={unit}
          percent={portfolio.percent_return}
          scale={scale}
        />
        <Outcome
          title={KEPT_LABEL}
          hint={WHEEL_KEPT_HINT}
          income={leadKept}
          unit={unit}
          percent={portfolio.kept_percent}
          scale={scale}
          emphasis
        />
      </Grid>
      <Text fontSize="sm" color="gray.700" fontVariantNumeric="tabular-nums" data-testid="kept-formula">
        {KEPT_LABEL}, the median {yearly ? 'year' : 'month'}: premium {formatDollars(parts.premium)}{' '}
        {shareWords(parts.share_result)} = {formatDollars(parts.kept)} {unit}.
      </Text>
      <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }} gap="3">
        <Metric name={`${otherName} premium`} range={other} format={formatDollars} />
        <Metric name={`${otherName} kept`} range={otherKept} format={formatDollars} />
        <Metric name="Put premium" unit="a year" range={portfolio.put_income} format={formatDollars} />
        <Metric name="Call premium" unit="a year" range={portfolio.call_income} format={formatDollars} />
        <Metric
          name="Buy-and-hold"
          unit="a year"
          range={portfolio.buy_and_hold_result}
          format={formatDollars}
        />
        <Metric
          name="Wheel minus buy-and-hold"
          unit="a year"
          range={portfolio.vs_buy_and_hold}
          format={formatDollars}
        />
        <Metric name="Assignments" unit="a year" range={portfolio.average_assignments} format={formatCount} />
        <Metric name="Called away" unit="a year" range={portfolio.call_aways} format={formatCount} />
        <Metric name="Value at the end" range={portfolio.ending_value} format={formatDollars} />
        <Metric name="Shares held at the end" range={portfolio.shares_value_at_end} format={formatDollars} />
      </Grid>
      <Text fontSize="xs" color="gray.600" lineHeight="tall">
        Backtest of the wheel over the year to {longDate.format(new Date(response.start_date))}, starting from
        the amount entered as cash: cash-secured puts at your risk level until one is assigned, then covered
        calls on the shares until they are called away, then puts again. Premium collected is what the options
        sold for, at the bid. Kept after assignments is that premium plus what the shares gained or lost, with
        shares still held at the end valued at the last close, and it can be below zero. Buy-and-hold puts the
        same cash into the stock on the first day. Dividends and interest on cash are left out. Low and high
        are the {LOW_PERCENTILE}th and {HIGH_PERCENTILE}th percentiles of each figure. Past results do not
        guarantee future income.
      </Text>
    </Stack>
  );
}
