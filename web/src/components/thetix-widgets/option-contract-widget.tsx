import { Badge, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { deltaLevel, type OptionContractWidget } from '@thetix/shared/thetix/widgets';
import { calendarDate, dateTime, fractionPercent, money, wholeNumber } from './format';
import { WidgetFrame } from './widget-frame';

/** Spec §9: the contract card calls a strike at the money when the price is within 1 % of it. */
export const CONTRACT_AT_THE_MONEY_FRACTION = 0.01;

export const isContractAtTheMoney = (strike: number, currentPrice: number | undefined): boolean =>
  currentPrice !== undefined && Math.abs(currentPrice - strike) <= strike * CONTRACT_AT_THE_MONEY_FRACTION;

const LEVEL_PALETTE = {
  'very low': 'green',
  low: 'teal',
  medium: 'yellow',
  high: 'orange',
  'very high': 'red',
} as const;

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap="0" minW="0">
      <Text fontSize="xs" color="gray.500">
        {label}
      </Text>
      <Text fontWeight="medium" fontVariantNumeric="tabular-nums" color="gray.900">
        {value}
      </Text>
    </Stack>
  );
}

const greek = (value: number) => value.toFixed(4);

/** One option contract: premium, quote, activity, greeks with the delta's level word, and when it was quoted. */
export function OptionContractWidgetView({ widget }: { widget: OptionContractWidget }) {
  const kind = widget.type === 'call' ? 'Call' : 'Put';
  const title = `${widget.symbol} ${money(widget.strike)} ${kind}`;
  const atTheMoney = isContractAtTheMoney(widget.strike, widget.current_price);
  const level = widget.delta === undefined ? undefined : deltaLevel(widget.delta);
  const fields: [string, string | undefined][] = [
    ['Premium', money(widget.premium)],
    ['Bid', widget.bid === undefined ? undefined : money(widget.bid)],
    ['Ask', widget.ask === undefined ? undefined : money(widget.ask)],
    ['Current price', widget.current_price === undefined ? undefined : money(widget.current_price)],
    ['Volume', widget.volume === undefined ? undefined : wholeNumber(widget.volume)],
    ['Open interest', widget.open_interest === undefined ? undefined : wholeNumber(widget.open_interest)],
    ['IV', widget.implied_volatility === undefined ? undefined : fractionPercent(widget.implied_volatility)],
    ['Delta', widget.delta === undefined ? undefined : greek(widget.delta)],
    ['Gamma', widget.gamma === undefined ? undefined : greek(widget.gamma)],
    ['Theta', widget.theta === undefined ? undefined : greek(widget.theta)],
    ['Vega', widget.vega === undefined ? undefined : greek(widget.vega)],
  ];
  return (
    <WidgetFrame kind="optionContract" title={title} footnote={widget.footnote}>
      <HStack gap="2" flexWrap="wrap">
        <Badge colorPalette={widget.type === 'call' ? 'blue' : 'purple'} variant="subtle">
          {kind}
        </Badge>
        <Badge variant="outline">Expires {calendarDate(widget.expiration)}</Badge>
        {atTheMoney ? (
          <Badge colorPalette="yellow" variant="solid">
            At the money
          </Badge>
        ) : null}
        {level ? (
          <Badge colorPalette={LEVEL_PALETTE[level]} variant="subtle" data-testid="delta-level">
            Delta {level}
          </Badge>
        ) : null}
      </HStack>
      <Grid templateColumns="repeat(auto-fill, minmax(7rem, 1fr))" gap="3" p="3" rounded="md" bg="gray.50">
        {fields.map(([label, value]) =>
          value === undefined ? null : <Field key={label} label={label} value={value} />,
        )}
      </Grid>
      {widget.last_updated ? (
        <Text fontSize="xs" color="gray.500">
          Last updated {dateTime(widget.last_updated)}
        </Text>
      ) : null}
    </WidgetFrame>
  );
}
