import { HStack, Stack, Text } from '@chakra-ui/react';
import type { PriceWidget } from '@thetix/shared/thetix/widgets';
import { money, signedMoney, signedPercent } from './format';
import { WidgetFrame } from './widget-frame';

/** A price; with change and change percent the price card, green up and red down. */
export function PriceWidgetView({ widget }: { widget: PriceWidget }) {
  const value = typeof widget.value === 'number' ? money(widget.value) : widget.value;
  const change = widget.change ?? widget.change_percent;
  const tone = change === undefined || change === 0 ? 'gray.600' : change > 0 ? 'green.700' : 'red.600';
  return (
    <WidgetFrame kind="price" title={widget.title} footnote={widget.footnote}>
      <Stack gap="0.5">
        {widget.title?.includes(widget.symbol) ? null : (
          <Text fontSize="sm" fontWeight="semibold" color="gray.600">
            {widget.symbol}
          </Text>
        )}
        <HStack gap="3" align="baseline" flexWrap="wrap">
          <Text fontSize="3xl" fontWeight="bold" fontVariantNumeric="tabular-nums" color="gray.900">
            {value}
          </Text>
          {change === undefined ? null : (
            <Text
              fontWeight="semibold"
              fontVariantNumeric="tabular-nums"
              color={tone}
              data-testid="price-change"
            >
              {widget.change === undefined ? null : signedMoney(widget.change)}
              {widget.change !== undefined && widget.change_percent !== undefined ? ' ' : null}
              {widget.change_percent === undefined ? null : `(${signedPercent(widget.change_percent)})`}
            </Text>
          )}
        </HStack>
      </Stack>
    </WidgetFrame>
  );
}
