import { Box, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import type { CalculatorResponse, Range } from '@thetix/shared/contracts/calculator';
import { HIGH_PERCENTILE, LOW_PERCENTILE } from '@thetix/shared/calculator/percentile-range';
import { SimulatedDataBadge } from '../../../components/simulated-data-badge';
import { formatCount, formatDollars, formatPercent } from '../../../lib/money-format';
import { IncomeRangeBar } from './income-range-bar';

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

const describe = (name: string, range: Range, format: (value: number) => string) =>
  `${name}: low ${format(range.low)}, median ${format(range.median)}, high ${format(range.high)}`;

function Metric(props: { name: string; unit?: string; range: Range; format: (value: number) => string }) {
  const { name, unit, range, format } = props;
  return (
    <Stack gap="1.5" p="4" rounded="xl" bg="gray.50" borderWidth="1px" borderColor="gray.100">
      <Text fontSize="sm" color="gray.600">
        {name}
      </Text>
      <Text fontSize="2xl" fontWeight="semibold" color="gray.900" lineHeight="1.1">
        {format(range.median)}
        {unit ? (
          <Text as="span" fontSize="sm" fontWeight="normal" color="gray.600" ms="1">
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

/** Which income leads: yearly on the landing page, monthly in onboarding ('covered-call monthly income'). */
export type Headline = 'yearly' | 'monthly';

/** The portfolio estimate: the headline income first, then the other income, return and assignments (spec part 1 §2). */
export function IncomeEstimate({
  response,
  headline = 'yearly',
}: {
  response: CalculatorResponse;
  headline?: Headline;
}) {
  const { yearly_income, monthly_income, percent_return, average_assignments } = response.portfolio;
  const lead = headline === 'yearly' ? yearly_income : monthly_income;
  const leadName = headline === 'yearly' ? 'Yearly income' : 'Monthly income';
  const other = headline === 'yearly' ? monthly_income : yearly_income;
  const otherName = headline === 'yearly' ? 'Monthly income' : 'Yearly income';
  return (
    <Stack gap="5">
      <HStack justify="space-between" align="start" gap="3" wrap="wrap">
        <Stack gap="1">
          <Text fontSize="sm" fontWeight="medium" color="gray.600">
            Estimated {leadName.toLowerCase()}
          </Text>
          <Text
            fontSize={{ base: '4xl', md: '5xl' }}
            fontWeight="bold"
            letterSpacing="tight"
            color="gray.900"
            lineHeight="1"
            fontVariantNumeric="tabular-nums"
          >
            {formatDollars(lead.median)}
          </Text>
        </Stack>
        {response.dataSource === 'simulated' ? <SimulatedDataBadge /> : null}
      </HStack>
      <Box>
        <IncomeRangeBar range={lead} label={describe(leadName, lead, formatDollars)} />
        <HStack justify="space-between" fontSize="sm" color="gray.600" fontVariantNumeric="tabular-nums">
          <Text>Low {formatDollars(lead.low)}</Text>
          <Text>High {formatDollars(lead.high)}</Text>
        </HStack>
      </Box>
      <Grid templateColumns={{ base: '1fr', sm: 'repeat(3, 1fr)' }} gap="3">
        <Metric name={otherName} range={other} format={formatDollars} />
        <Metric name="Yearly return" range={percent_return} format={formatPercent} />
        <Metric name="Assignments" unit="a year" range={average_assignments} format={formatCount} />
      </Grid>
      <Text fontSize="xs" color="gray.600" lineHeight="tall">
        Median of one-year covered-call backtest scenarios ending{' '}
        {longDate.format(new Date(response.start_date))}; low and high are the {LOW_PERCENTILE}th and{' '}
        {HIGH_PERCENTILE}th percentiles. Income is the premium collected, sold at the bid; gains given up when
        shares are called away are not counted. Past results do not guarantee future income.
      </Text>
    </Stack>
  );
}
