import { Box, Stack, Table, Text } from '@chakra-ui/react';
import type { TaxLotsResponse } from '@thetix/shared/contracts/tax';
import { formatCents } from '../../../lib/money-format';

type Lot = TaxLotsResponse['accounts'][number]['lots'][number];

const signed = (value: number) => `${value < 0 ? '−' : '+'}${formatCents(Math.abs(value))}`;
const term = (lot: Lot) =>
  lot.termToday === 'long'
    ? 'Long-term'
    : `Short-term until ${lot.longTermFrom}${lot.holdingPeriodAdjustments.length > 0 ? ' (moved by past calls)' : ''}`;

const COLUMNS = ['Bought', 'Shares', 'Cost a share', 'Unrealized', 'If sold today'] as const;
const cells = (lot: Lot) => [
  lot.acquiredOn + (lot.origin === 'put_assignment' ? ' (put assigned)' : ''),
  lot.shares.toLocaleString('en-US'),
  formatCents(lot.costPerShare),
  signed(lot.unrealisedGain),
  term(lot),
];

/** An account's open lots: a table from the tablet up, label/value pairs on a phone (decision 270's rule). */
export function TaxLotsTable({ lots }: { lots: readonly Lot[] }) {
  return (
    <>
      <Box hideBelow="md" overflowX="auto">
        <Table.Root size="sm" variant="line">
          <Table.Header>
            <Table.Row>
              {COLUMNS.map((column) => (
                <Table.ColumnHeader key={column}>{column}</Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {lots.map((lot) => (
              <Table.Row key={lot.id} data-lot-shares={lot.shares}>
                {cells(lot).map((cell, index) => (
                  <Table.Cell key={COLUMNS[index]} fontVariantNumeric="tabular-nums">
                    {cell}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <Stack hideFrom="md" gap="2" role="list" aria-label="Tax lots">
        {lots.map((lot) => (
          <Stack
            key={lot.id}
            role="listitem"
            data-lot-shares={lot.shares}
            gap="0.5"
            p="3"
            rounded="md"
            bg="gray.50"
            fontSize="sm"
          >
            {cells(lot).map((cell, index) => (
              <Stack key={COLUMNS[index]} direction="row" justify="space-between" gap="3">
                <Text color="gray.600">{COLUMNS[index]}</Text>
                <Text fontVariantNumeric="tabular-nums" textAlign="end">
                  {cell}
                </Text>
              </Stack>
            ))}
          </Stack>
        ))}
      </Stack>
    </>
  );
}
