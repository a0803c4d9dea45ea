import { Box, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import type { CalculatorResponse, Range } from '@thetix/shared/contracts/calculator';
import { HIGH_PERCENTILE, LOW_PERCENTILE } from '@thetix/shared/calculator/percentile-range';
import { useId } from 'react';
import { SimulatedDataBadge } from '../../../components/simulated-data-badge';
import { formatCount, formatDollars, formatPercent } from '../../../lib/money-format';
import { IncomeRangeBar, scaleFor, type BarScale } from './income-range-bar';

export const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

export const describe = (name: string, range: Range, format: (value: number) => string) =>
  `${name}: low ${format(range.low)}, median ${format(range.median)}, high ${format(range.high)}`;

/** The two outcomes side by side: what the calls sold for, and what the backtest kept after assignments. */
export const PREMIUM_LABEL = 'Premium collected';
export const KEPT_LABEL = 'Kept after assignments';

export function Metric(props: {
  name: string;
  unit?: string;
  range: Range;
  format: (value: number) => string;
}) {
  const { name, unit, range, format } = props;
  return (
    <Stack gap="1.5" p="4" rounded="xl" bg="gray.50" borderWidth="1px" borderColor="gray.100">
      <Text fontSize="sm" color="gray.600">
        {name}
      </Text>
      <Text fontSize="2xl" fontWeight="semibold" color="gray.900" lineHeight="1.1">
        {format(range.median)}
        {unit ? ' ' : null}
        {unit ? (
          <Text as="span" fontSize="sm" fontWeight="normal" color="gray.600">
            {unit}
          </Text>
        ) : null}
      </Text>
      <IncomeRangeBar size="sm" range={range} label={describe(name, range, format)} />
      <Text fontSize="xs" color="gray.600" fontVariantNumeric="tabular-nums">
        {format(range.low)} – {format(range.high)}
      </Text>
    </Stack>
  );
}

/** One headline outcome: its median large, the low-high band and the yearly return beside it. */
export function Outcome(props: {
  title: string;
  hint: string;
  income: Range;
  /** The period the figure is for, said beside it ("a year", "a month"). */
  unit: string;
  percent: Range;
  scale: BarScale;
  emphasis?: boolean;
}) {
  const { title, hint, income, unit, percent, scale } = props;
  const titleId = useId();
  // Colour follows the sign: a loss is never shown in the product's green (issue 34 item 1).
  const negative = income.median < 0;
  const emphasis = (props.emphasis ?? false) && !negative;
  return (
    <Stack
      role="group"
      aria-labelledby={titleId}
      gap="2"
      p="4"
      rounded="xl"
      borderWidth="1px"
      borderColor={negative ? 'red.200' : emphasis ? 'brand.200' : 'gray.200'}
      bg={negative ? 'red.50' : emphasis ? 'brand.50' : 'white'}
      minW="0"
    >
      <Stack gap="0.5">
        <Text id={titleId} fontSize="sm" fontWeight="semibold" color="gray.800">
          {title}
        </Text>
        <Text fontSize="xs" color="gray.600">
          {hint}
        </Text>
      </Stack>
      <Text
        fontSize={{ base: '3xl', md: '4xl' }}
        fontWeight="bold"
        letterSpacing="tight"
        color={negative ? 'red.700' : 'gray.900'}
        lineHeight="1"
        fontVariantNumeric="tabular-nums"
        data-sign={negative ? 'negative' : 'positive'}
      >
        {formatDollars(income.median)}{' '}
        <Text as="span" fontSize="md" fontWeight="medium" color="gray.600" letterSpacing="normal">
          {unit}
        </Text>
      </Text>
      <Box>
        <IncomeRangeBar range={income} scale={scale} label={describe(title, income, formatDollars)} />
        <HStack justify="space-between" fontSize="sm" color="gray.600" fontVariantNumeric="tabular-nums">
          <Text>Low {formatDollars(income.low)}</Text>
          <Text>High {formatDollars(income.high)}</Text>
        </HStack>
      </Box>
      <Text fontSize="sm" color="gray.700" fontVariantNumeric="tabular-nums">
        {formatPercent(percent.median)} a year{' '}
        <Text as="span" color="gray.600">
          ({formatPercent(percent.low)} – {formatPercent(percent.high)})
        </Text>
      </Text>
    </Stack>
  );
}

/** Which income leads: yearly on the landing page, monthly in onboarding ('covered-call monthly income'). */
export type Headline = 'yearly' | 'monthly';

/**
 * The portfolio estimate (spec part 1 §2): the premium the calls sold for, and beside it what the backtest kept after
 * assignments (premium minus the upside given up when shares were called away), each as median with low and high;
 * then the other period's incomes, the upside given up and the assignments.
 */
export function IncomeEstimate({
  response,
  headline = 'yearly',
}: {
  response: CalculatorResponse;
  headline?: Headline;
}) {
  const { portfolio } = response;
  const yearly = headline === 'yearly';
  const period = yearly ? 'yearly' : 'monthly';
  const lead = yearly ? portfolio.yearly_income : portfolio.monthly_income;
  const leadKept = yearly ? portfolio.net_yearly_income : portfolio.net_monthly_income;
  const other = yearly ? portfolio.monthly_income : portfolio.yearly_income;
  const otherKept = yearly ? portfolio.net_monthly_income : portfolio.net_yearly_income;
  const otherName = yearly ? 'Monthly' : 'Yearly';
  const scale = scaleFor(lead, leadKept);
  const unit = yearly ? 'a year' : 'a month';
  // The kept median with the premium and gains given up of the same scenarios, so the sum holds on screen.
  const parts = yearly ? portfolio.kept_breakdown.yearly : portfolio.kept_breakdown.monthly;
  return (
    <Stack gap="5">
      <HStack justify="space-between" align="center" gap="3" wrap="wrap">
        <Text fontSize="sm" fontWeight="medium" color="gray.600">
          Estimated {period} income
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
          hint="What the calls sold for, at the bid."
          income={lead}
          unit={unit}
          percent={portfolio.percent_return}
          scale={scale}
        />
        <Outcome
          title={KEPT_LABEL}
          hint="Premium minus the gains given up when shares were called away."
          income={leadKept}
          unit={unit}
          percent={portfolio.net_percent_return}
          scale={scale}
          emphasis
        />
      </Grid>
      <Text fontSize="sm" color="gray.700" fontVariantNumeric="tabular-nums" data-testid="kept-formula">
        {KEPT_LABEL}, the median {yearly ? 'year' : 'month'}: premium {formatDollars(parts.premium)} − gains
        given up {formatDollars(parts.upside_given_up)} = {formatDollars(parts.kept)} {unit}.
      </Text>
      <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }} gap="3">
        <Metric name={`${otherName} premium`} range={other} format={formatDollars} />
        <Metric name={`${otherName} kept`} range={otherKept} format={formatDollars} />
        <Metric
          name="Gains given up"
          unit="a year"
          range={portfolio.upside_given_up}
          format={formatDollars}
        />
        <Metric name="Assignments" unit="a year" range={portfolio.average_assignments} format={formatCount} />
      </Grid>
      <Text fontSize="xs" color="gray.600" lineHeight="tall">
        Backtest of the year to {longDate.format(new Date(response.start_date))}. Premium collected is what
        the calls sold for, at the bid. Kept after assignments is that premium minus the rise above the strike
        given up when shares were called away and bought back: what selling calls added to simply holding the
        shares, dividends aside, and it can be below zero. Low and high are the {LOW_PERCENTILE}th and{' '}
        {HIGH_PERCENTILE}th percentiles of each figure. Past results do not guarantee future income.
      </Text>
    </Stack>
  );
}
