import { Badge, Box, Stack, Table, Text } from '@chakra-ui/react';
import type { IncomeGoalResponse } from '@thetix/shared/contracts/income-goal';
import { formatDollars } from '../../../lib/money-format';

const capital = (word: string) => `${word[0]!.toUpperCase()}${word.slice(1)}`;

type Row = IncomeGoalResponse['solver'][number];

const cells = (row: Row) => [
  `${capital(row.risk)} ${capital(row.duration)}`,
  `${formatDollars(row.monthlyIncome.median)} (${formatDollars(row.monthlyIncome.low)}–${formatDollars(row.monthlyIncome.high)})`,
  formatDollars(row.yearlyUpsideGivenUp.median),
  row.assignments.median.toFixed(1),
];
const COLUMNS = ['Goal', 'A month (range)', 'Upside given up a year', 'Assignments a year'];

/** The goal solver: each risk level and cadence on all holdings, the least risky one that reaches the goal marked. */
export function GoalSolverTable({ tracking }: { tracking: IncomeGoalResponse }) {
  const marked = (index: number) =>
    index === tracking.pick ? (
      <Badge colorPalette="green" ms="2">
        Least risk that reaches it
      </Badge>
    ) : null;
  return (
    <Stack gap="2">
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
            {tracking.solver.map((row, index) => (
              <Table.Row
                key={`${row.risk}-${row.duration}`}
                data-picked={index === tracking.pick || undefined}
              >
                {cells(row).map((cell, column) => (
                  <Table.Cell key={COLUMNS[column]} fontVariantNumeric="tabular-nums">
                    {cell}
                    {column === 0 ? marked(index) : null}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <Stack hideFrom="md" gap="2" role="list" aria-label="Goal solver">
        {tracking.solver.map((row, index) => (
          <Stack
            key={`${row.risk}-${row.duration}`}
            role="listitem"
            gap="0.5"
            p="3"
            rounded="md"
            bg="gray.50"
          >
            {cells(row).map((cell, column) => (
              <Stack key={COLUMNS[column]} direction="row" justify="space-between" gap="3" fontSize="sm">
                <Text color="gray.600">{COLUMNS[column]}</Text>
                <Text fontVariantNumeric="tabular-nums" textAlign="end">
                  {cell}
                  {column === 0 ? marked(index) : null}
                </Text>
              </Stack>
            ))}
          </Stack>
        ))}
      </Stack>
      <Text fontSize="xs" color="gray.600">
        Each row applies one goal to every holding, backtested over the past year like the calculator; ranges
        are the 10th to 90th percentile of its scenarios, dividends included.
      </Text>
    </Stack>
  );
}
