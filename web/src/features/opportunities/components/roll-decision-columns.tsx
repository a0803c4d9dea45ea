import { Badge, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import type { DecisionChoice, DecisionColumn, RollDecision } from '@thetix/shared/contracts/what-if';
import type { ReactNode } from 'react';
import { SimulatedDataBadge } from '../../../components/simulated-data-badge';
import { calendarDate, fractionPercent, money, signedMoney } from '../model/format';

const RISK_PALETTE = { none: 'gray', low: 'yellow', high: 'red' } as const;
const RISK_WORDS = { none: 'None', low: 'Low', high: 'High' } as const;

interface Row {
  readonly label: string;
  readonly value: (column: DecisionColumn) => ReactNode;
}

const historyText = (column: DecisionColumn): string => {
  const history = column.history;
  if (!history) return 'No history';
  if (history.times === 0 || history.average_per_contract === null) return 'Rule never fired';
  return `${signedMoney(history.average_per_contract)} a contract on average, ${history.gains} of ${history.times} ahead`;
};

const ROWS: readonly Row[] = [
  { label: 'Cash now', value: (column) => signedMoney(column.cash_now) },
  {
    label: "Result at expiry at today's price",
    value: (column) => `${signedMoney(column.result_at_expiry)} (${calendarDate(column.settles_on)})`,
  },
  { label: 'New breakeven', value: (column) => money(column.breakeven) },
  {
    label: 'Annualised return on capital at risk',
    value: (column) =>
      column.annualized_return === null ? '—' : fractionPercent(column.annualized_return, 1),
  },
  { label: 'Days added', value: (column) => String(column.days_added) },
  {
    label: 'Chance of finishing in the money',
    value: (column) => (column.probability_itm === null ? '—' : fractionPercent(column.probability_itm, 0)),
  },
  {
    label: 'Early assignment before ex-dividend',
    value: (column) => (
      <Badge
        colorPalette={RISK_PALETTE[column.early_assignment.level]}
        variant="subtle"
        title={column.early_assignment.text}
      >
        {RISK_WORDS[column.early_assignment.level]}
      </Badge>
    ),
  },
  { label: 'Same rule, last 2 years', value: historyText },
];

/**
 * The roll decision (issue 32 item 2): roll, close now and let it go side by side, the suggestion marked and its
 * reason in a sentence. Three columns from the medium breakpoint; on a phone each choice is a card of label/value
 * rows, the suggested one first. `taxEffect` is the slot for the tax line (worked out in shared/src/tax/).
 */
export function RollDecisionColumns(props: {
  decision: RollDecision;
  simulated: boolean;
  taxEffect?: Partial<Record<DecisionChoice, ReactNode>>;
  /** Said under the columns whenever the tax row is shown: information, not tax advice. */
  taxNotice?: string;
}) {
  const { decision, taxEffect } = props;
  const rows: readonly Row[] = taxEffect
    ? [...ROWS, { label: 'Tax effect', value: (column) => taxEffect[column.choice] ?? '—' }]
    : ROWS;
  return (
    <Stack
      as="section"
      aria-label="Roll, close or let it go"
      gap="3"
      p="4"
      bg="white"
      rounded="lg"
      borderWidth="1px"
    >
      <Stack direction="row" justify="space-between" align="start" gap="2">
        <Heading as="h4" size="sm">
          Roll, close or let it go
        </Heading>
        {props.simulated ? <SimulatedDataBadge simulated /> : null}
      </Stack>
      <Text fontSize="sm" color="gray.800" data-testid="decision-reason">
        <Text as="span" fontWeight="semibold">
          Suggested:{' '}
        </Text>
        {decision.pick_reason}
      </Text>
      <Grid
        templateColumns={{ base: '1fr', md: `repeat(${decision.columns.length}, minmax(0, 1fr))` }}
        gap="3"
        data-testid="decision-columns"
      >
        {/* On a phone the suggested choice comes first; side by side the order is roll, close, let it go. */}
        {decision.columns.map((column) => {
          const picked = column.choice === decision.pick;
          return (
            <Stack
              key={column.choice}
              data-choice={column.choice}
              data-picked={picked ? '' : undefined}
              order={{ base: picked ? -1 : 0, md: 0 }}
              gap={{ base: '1.5', md: '2' }}
              p="3"
              rounded="lg"
              borderWidth={picked ? '2px' : '1px'}
              borderColor={picked ? 'brand.500' : 'gray.200'}
              bg={picked ? 'brand.50' : 'white'}
            >
              <Stack gap="1">
                {picked ? (
                  <Badge colorPalette="brand" variant="solid" alignSelf="start">
                    Suggested
                  </Badge>
                ) : null}
                <Text fontWeight="semibold" fontSize="sm">
                  {column.title}
                </Text>
              </Stack>
              {rows.map((row) => (
                // On a phone label and value share a line, so the three stacked choices stay short.
                <Flex
                  key={row.label}
                  direction={{ base: 'row', md: 'column' }}
                  justify="space-between"
                  align={{ base: 'baseline', md: 'stretch' }}
                  gap={{ base: '3', md: '0' }}
                >
                  <Text fontSize="xs" color="gray.600">
                    {row.label}
                  </Text>
                  <Text
                    fontSize="sm"
                    fontVariantNumeric="tabular-nums"
                    textAlign={{ base: 'end', md: 'start' }}
                  >
                    {row.value(column)}
                  </Text>
                </Flex>
              ))}
            </Stack>
          );
        })}
      </Grid>
      {decision.history_window ? (
        <Text fontSize="xs" color="gray.600">
          Last 2 years: the goal&apos;s calls sold on the real closes from{' '}
          {calendarDate(decision.history_window.from)} to {calendarDate(decision.history_window.to)}, each
          choice played out whenever the same rule fired at the same days before expiry (the calculator&apos;s
          backtest).
        </Text>
      ) : null}
      <Text fontSize="xs" color="gray.600">
        Results count the shares from their cost, premiums in and buy-backs out, if the stock stays at
        today&apos;s price. Not investment advice.
      </Text>
      {taxEffect && props.taxNotice ? (
        <Text fontSize="xs" color="gray.600" data-testid="decision-tax-notice">
          Tax effect: lots first in, first out, as on the position&apos;s Taxes tab. {props.taxNotice}
        </Text>
      ) : null}
    </Stack>
  );
}
