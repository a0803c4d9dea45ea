import { Box, Grid, Stack, Text } from '@chakra-ui/react';
import type { PayoffWidget } from '@thetix/shared/thetix/widgets';
import { lazy, Suspense, useMemo } from 'react';
import { ChartLoading } from './chart-widget';
import { yDomain } from './chart-model';
import { money, signedMoney } from './format';
import { breakevens, describeLeg, payoffCurve, profitLossExtremes } from './payoff-model';
import { WidgetFrame } from './widget-frame';

const PayoffPlot = lazy(() => import('./payoff-plot').then((module) => ({ default: module.PayoffPlot })));

/** An open-ended profit or loss (a naked call's loss, a long call's profit) is unlimited. */
const extreme = (value: number) => (Number.isFinite(value) ? signedMoney(value) : 'Unlimited');

function Figure({ label, value, tone }: { label: string; value: string; tone?: string }) {
  return (
    <Stack gap="0">
      <Text fontSize="xs" color="gray.500">
        {label}
      </Text>
      <Text fontWeight="semibold" fontVariantNumeric="tabular-nums" color={tone ?? 'gray.900'}>
        {value}
      </Text>
    </Stack>
  );
}

/**
 * Profit and loss at expiration of stock and option legs, drawn over 100 steps, with the breakevens and the
 * maximum profit and loss when the widget asks for them (show_breakeven, show_max_profit_loss).
 */
export function PayoffWidgetView({ widget }: { widget: PayoffWidget }) {
  const points = useMemo(() => payoffCurve(widget), [widget]);
  const evens = useMemo(() => breakevens(widget.legs), [widget]);
  const { maxProfit, maxLoss } = useMemo(() => profitLossExtremes(widget.legs), [widget]);
  const domain = useMemo(() => yDomain([{ name: 'P&L', color: '', points }], [], true), [points]);
  const first = points[0];
  const last = points.at(-1);
  const shownEvens = widget.show_breakeven
    ? evens.filter((price) => first && last && price >= first.x && price <= last.x)
    : [];
  const legs = widget.legs.map(describeLeg);
  const summary =
    `Payoff at expiration of ${legs.join(', ')}` +
    (first && last ? `, from ${money(first.x)} to ${money(last.x)}` : '') +
    (widget.show_breakeven && evens.length > 0 ? `, breakeven at ${evens.map(money).join(' and ')}` : '') +
    '.';
  return (
    <WidgetFrame kind="payoff" title={widget.title ?? 'Payoff at expiration'} footnote={widget.footnote}>
      <Text fontSize="sm" color="gray.600">
        {legs.join(' · ')}
      </Text>
      {widget.show_breakeven || widget.show_max_profit_loss ? (
        <Grid templateColumns="repeat(auto-fill, minmax(8rem, 1fr))" gap="3" data-testid="payoff-figures">
          {widget.show_breakeven ? (
            <Figure label="Breakeven" value={evens.length === 0 ? 'None' : evens.map(money).join(', ')} />
          ) : null}
          {widget.show_max_profit_loss ? (
            <>
              <Figure label="Max profit" value={extreme(maxProfit)} tone="green.700" />
              <Figure label="Max loss" value={extreme(maxLoss)} tone="red.600" />
            </>
          ) : null}
        </Grid>
      ) : null}
      <Box h={{ base: '56', md: '64' }} role="img" aria-label={summary}>
        <Suspense fallback={<ChartLoading />}>
          <PayoffPlot
            points={points}
            breakevens={shownEvens}
            currentPrice={widget.current_price}
            domain={domain}
          />
        </Suspense>
      </Box>
    </WidgetFrame>
  );
}
