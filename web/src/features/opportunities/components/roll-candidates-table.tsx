import { Box, Heading, Stack, Table, Text } from '@chakra-ui/react';
import type { RollCandidate } from '@thetix/shared/contracts/opportunities';
import { calendarDate, money, signedMoney } from '../model/format';

/**
 * The rolls looked at (issue 18 item 10): strikes at or above the held one on the next expirations, each with its
 * net credit or debit, the new call's delta and the days it adds. "No credit roll available" is said plainly when
 * none pays a credit. The proposed one (`chosen`, same symbol) is marked.
 */
export function RollCandidatesTable(props: { candidates: readonly RollCandidate[]; chosenSymbol?: string }) {
  const { candidates, chosenSymbol } = props;
  const anyCredit = candidates.some((candidate) => candidate.is_credit);
  return (
    <Stack as="section" aria-label="Roll candidates" gap="2" p="4" bg="white" rounded="lg" borderWidth="1px">
      <Heading as="h4" size="sm" color="gray.800">
        Rolls looked at
      </Heading>
      {anyCredit ? null : (
        <Text fontSize="sm" fontWeight="medium" color="red.700">
          No credit roll available
        </Text>
      )}
      {candidates.length === 0 ? null : (
        <Box overflowX="auto">
          <Table.Root size="sm" minW="md">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Roll to</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Days added</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">New delta</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Net credit</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {candidates.map((candidate) => {
                const chosen = candidate.symbol === chosenSymbol;
                return (
                  <Table.Row
                    key={candidate.symbol}
                    data-symbol={candidate.symbol}
                    aria-current={chosen ? 'true' : undefined}
                    bg={chosen ? 'brand.50' : undefined}
                  >
                    <Table.Cell fontWeight={chosen ? 'bold' : 'normal'}>
                      {money(candidate.strike)} · {calendarDate(candidate.expiration)}
                      {chosen ? (
                        <Text as="span" fontSize="2xs" color="brand.700" ml="1.5">
                          proposed
                        </Text>
                      ) : null}
                    </Table.Cell>
                    <Table.Cell textAlign="end">+{candidate.time_extension}</Table.Cell>
                    <Table.Cell textAlign="end">{candidate.delta.toFixed(2)}</Table.Cell>
                    <Table.Cell
                      textAlign="end"
                      color={candidate.net_credit < 0 ? 'red.600' : 'green.700'}
                      data-testid="roll-net-credit"
                    >
                      {signedMoney(candidate.net_credit)}
                      {candidate.net_credit < 0 ? ' debit' : ''}
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Stack>
  );
}
