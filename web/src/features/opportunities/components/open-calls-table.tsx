import { Badge, Box, Stack, Table, Text } from '@chakra-ui/react';
import type { OpenCallAction, OpenCallStatus } from '@thetix/shared/contracts/opportunities';
import { stackedOnPhone } from '../../../components/ui/stacked-table';
import { calendarDate, money, signedMoney } from '../model/format';
import {
  daysLeftLabel,
  moneynessLabel,
  OPEN_CALL_ACTION_LABELS,
  premiumCapturedLabel,
} from '../model/holdings';
import { OpenCallWhatIf } from './open-call-what-if';

const ACTION_PALETTE: Readonly<Record<OpenCallAction, string>> = {
  close: 'green',
  roll: 'orange',
  let_expire: 'gray',
  hold: 'gray',
};

/**
 * A position's open calls (issue 18 item 12): premium captured, days left, moneyness and the action the rules of
 * `open-call-rules.ts` suggest, with the reason in words. On a phone each call stacks as label/value pairs.
 */
export function OpenCallsTable({
  calls,
  spot = null,
}: {
  calls: readonly OpenCallStatus[];
  /** The stock's price now: with it, each call with what-if inputs gets its what-if grid (issue 32 item 1). */
  spot?: number | null;
}) {
  if (calls.length === 0) return null;
  return (
    <Stack as="section" aria-label="Open calls" gap="2" p="4" bg="white" rounded="xl" borderWidth="1px">
      <Text fontWeight="semibold" fontSize="sm">
        Open calls
      </Text>
      <Box overflowX={{ md: 'auto' }}>
        <Table.Root size="sm" minW={{ md: 'xl' }} css={stackedOnPhone}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Call</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Contracts</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Premium captured</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Days left</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Moneyness</Table.ColumnHeader>
              <Table.ColumnHeader>Suggested action</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {calls.map((call) => (
              <Table.Row key={call.symbol} data-symbol={call.symbol}>
                <Table.Cell data-primary="">
                  {money(call.strike)} · {calendarDate(call.expiration)}
                </Table.Cell>
                <Table.Cell textAlign="end" data-label="Contracts">
                  {call.contracts}
                </Table.Cell>
                <Table.Cell textAlign="end" data-label="Premium captured" data-testid="premium-captured">
                  {premiumCapturedLabel(call)}
                </Table.Cell>
                <Table.Cell textAlign="end" data-label="Days left">
                  {daysLeftLabel(call.days_to_expiry)}
                </Table.Cell>
                <Table.Cell textAlign="end" data-label="Moneyness">
                  {moneynessLabel(call)}
                </Table.Cell>
                <Table.Cell data-label="Suggested action">
                  <Badge colorPalette={ACTION_PALETTE[call.action]} variant="subtle">
                    {OPEN_CALL_ACTION_LABELS[call.action]}
                  </Badge>
                  {call.roll_net_credit !== null && call.action === 'roll' ? (
                    <Text as="span" fontSize="xs" color="gray.600" ml="2">
                      {signedMoney(call.roll_net_credit)} net
                    </Text>
                  ) : null}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <Stack gap="1">
        {calls.map((call) => (
          <Text key={call.symbol} fontSize="xs" color="gray.600">
            {calendarDate(call.expiration)} {money(call.strike)} call: {call.reason}
          </Text>
        ))}
      </Stack>
      {spot === null
        ? null
        : calls.map((call) => <OpenCallWhatIf key={call.symbol} call={call} spot={spot} />)}
    </Stack>
  );
}
