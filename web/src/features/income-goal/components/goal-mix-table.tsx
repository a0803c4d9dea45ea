import { Box, Heading, Stack, Table, Text } from '@chakra-ui/react';
import type { IncomeGoalResponse } from '@thetix/shared/contracts/income-goal';
import { formatDollars } from '../../../lib/money-format';

type Mix = NonNullable<IncomeGoalResponse['goalMix']>;
type Holding = Mix['holdings'][number];

const capital = (word: string) => `${word[0]!.toUpperCase()}${word.slice(1)}`;
const dateLabel = (date: string | null) =>
  date === null
    ? '—'
    : new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      });
const band = (range: { low: number; median: number; high: number }) =>
  `${formatDollars(range.median)} (${formatDollars(range.low)}–${formatDollars(range.high)})`;

const COLUMNS = [
  'Holding',
  'Goal',
  'Call delta',
  'Next expiration',
  'A month (range)',
  'Upside given up a year',
];
const cells = (holding: Holding) => [
  holding.ticker,
  `${capital(holding.risk)} ${capital(holding.duration)}`,
  holding.targetDelta.toFixed(2),
  dateLabel(holding.expiration),
  band(holding.monthlyPremium),
  formatDollars(holding.yearlyUpsideGivenUp.median),
];

/**
 * The solver's per-holding mix (issue 32 item 4): a goal per holding, with the delta its calls are sold at and the
 * next expiration its cadence sells, that together reach the monthly goal at the median; the band, the share of the
 * backtest's scenarios that reach it and the upside given up below.
 */
export function GoalMixTable({ mix, monthlyGoal }: { mix: Mix; monthlyGoal: number }) {
  return (
    <Stack as="section" aria-label="Per-holding plan" gap="2">
      <Heading as="h4" size="xs">
        Per-holding plan
      </Heading>
      <Box hideBelow="md">
        <Table.Root size="sm" variant="line">
          <Table.Header>
            <Table.Row>
              {COLUMNS.map((column) => (
                <Table.ColumnHeader key={column}>{column}</Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {mix.holdings.map((holding) => (
              <Table.Row key={holding.ticker}>
                {cells(holding).map((cell, column) => (
                  <Table.Cell key={COLUMNS[column]} fontVariantNumeric="tabular-nums">
                    {cell}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <Stack hideFrom="md" gap="2" role="list" aria-label="Per-holding plan">
        {mix.holdings.map((holding) => (
          <Stack key={holding.ticker} role="listitem" gap="0.5" p="3" rounded="md" bg="gray.50">
            {cells(holding).map((cell, column) => (
              <Stack key={COLUMNS[column]} direction="row" justify="space-between" gap="3" fontSize="sm">
                <Text color="gray.600">{COLUMNS[column]}</Text>
                <Text fontVariantNumeric="tabular-nums" textAlign="end">
                  {cell}
                </Text>
              </Stack>
            ))}
          </Stack>
        ))}
      </Stack>
      <Text fontSize="sm" fontVariantNumeric="tabular-nums">
        {mix.reachesGoal
          ? `Together: ${band(mix.monthlyIncome)} a month with dividends; ${Math.round(mix.chanceOfReaching * 100)}% of the backtest's years reach ${formatDollars(monthlyGoal)} a month. Upside given up: ${formatDollars(mix.yearlyUpsideGivenUp.median)} a year (median), about ${mix.assignments.median.toFixed(1)} assignments a year.`
          : `No mix of goals on your holdings reaches ${formatDollars(monthlyGoal)} a month at the median; the closest, ${band(mix.monthlyIncome)} a month, is shown.`}
      </Text>
    </Stack>
  );
}
