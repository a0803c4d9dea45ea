import {
  Box,
  Button,
  HStack,
  Heading,
  Slider,
  Stack,
  Table,
  Text,
  useBreakpointValue,
} from '@chakra-ui/react';
import type { WhatIfInputs } from '@thetix/shared/contracts/what-if';
import {
  WHAT_IF_COLUMNS,
  whatIfCurves,
  whatIfGrid,
  type WhatIfGrid,
  type WhatIfPosition,
} from '@thetix/shared/options/what-if-grid';
import { lazy, Suspense, useMemo, useState } from 'react';
import { SimulatedDataBadge } from '../../../components/simulated-data-badge';
import { money, wholeMoney } from '../model/format';
import { volatilityBounds, whatIfColumnLabel } from '../model/what-if-position';
import { ChartPlaceholder } from './chart-placeholder';

/** nivo loads with the first chart drawn, not with the drawer (docs/decisions.md, lazy charts). */
const WhatIfChartPlot = lazy(() =>
  import('./what-if-chart-plot').then((module) => ({ default: module.WhatIfChartPlot })),
);

/** Date columns on a phone: today, halfway and expiry (the curves' three moments) fit 390 px beside the price. */
const PHONE_COLUMNS = 3;

const signedWhole = (cents: number): string =>
  `${cents > 0 ? '+' : cents < 0 ? '−' : ''}${wholeMoney(Math.abs(cents) / 100)}`;

const percent = (fraction: number): string => `${Math.round(fraction * 100)}%`;

/**
 * What if (issue 32 item 1): the whole position's P&L by stock price and date, priced in the browser with the
 * project's Black-Scholes at the volatility the slider sets (the chain's implied volatility to start, markers at the
 * past year's low, average and high), and the curves today, halfway and at expiry. The expiry column is the
 * drawer's payoff at expiry.
 */
export function WhatIfPanel(props: {
  position: WhatIfPosition;
  spot: number;
  whatIf: WhatIfInputs;
  /** The volatility the slider starts at; the inputs' implied volatility when absent. */
  volatility?: number;
  /** The strike line on the chart. */
  strike: number;
}) {
  const { position, spot, whatIf, strike } = props;
  const start = Math.round((props.volatility ?? whatIf.implied_volatility) * 100);
  const [now] = useState(() => new Date());
  const [points, setPoints] = useState(start);
  const columns = useBreakpointValue({ base: PHONE_COLUMNS, md: WHAT_IF_COLUMNS }) ?? WHAT_IF_COLUMNS;
  const market = useMemo(
    () => ({ spot, rate: whatIf.rate, dividendYield: whatIf.dividend_yield, volatility: points / 100 }),
    [spot, whatIf.rate, whatIf.dividend_yield, points],
  );
  const grid = useMemo(
    () => whatIfGrid({ position, market, now, columns }),
    [position, market, now, columns],
  );
  const curves = useMemo(() => whatIfCurves({ position, market, now }), [position, market, now]);
  const bounds = volatilityBounds(whatIf);
  const range = whatIf.volatility_range;
  return (
    <Stack as="section" aria-label="What if" gap="3" p="4" bg="white" rounded="lg" borderWidth="1px">
      <HStack justify="space-between" align="start" gap="2">
        <Heading as="h4" size="sm">
          What if
        </Heading>
        {whatIf.simulated ? <SimulatedDataBadge simulated /> : null}
      </HStack>
      <Text fontSize="xs" color="gray.600">
        Profit or loss of {position.shares.toLocaleString('en-US')} shares from {money(position.costBasis)}{' '}
        and the call, by price at the date, priced with Black-Scholes at {points}% volatility.
      </Text>
      <Stack gap="1">
        <HStack justify="space-between">
          <Text fontSize="sm" fontWeight="medium" id="what-if-volatility-label">
            Implied volatility: {points}%
          </Text>
          {points === start ? null : (
            <Button size="xs" variant="ghost" onClick={() => setPoints(start)}>
              Back to the chain&apos;s {start}%
            </Button>
          )}
        </HStack>
        <Slider.Root
          aria-label={['Implied volatility']}
          min={bounds.min}
          max={bounds.max}
          step={1}
          value={[points]}
          onValueChange={(details) => setPoints(details.value[0] ?? points)}
          colorPalette="brand"
          size="sm"
          pb={range ? '5' : '0'}
        >
          <Slider.Control>
            <Slider.Track>
              <Slider.Range />
            </Slider.Track>
            <Slider.Thumbs />
            {range ? (
              <Slider.MarkerGroup>
                {(
                  [
                    ['Low', range.low],
                    ['Avg', range.average],
                    ['High', range.high],
                  ] as const
                ).map(([label, value]) => (
                  <Slider.Marker key={label} value={Math.min(bounds.max, Math.max(bounds.min, value * 100))}>
                    <Slider.MarkerIndicator />
                    <Text as="span" fontSize="2xs" color="gray.600" whiteSpace="nowrap">
                      {label}
                    </Text>
                  </Slider.Marker>
                ))}
              </Slider.MarkerGroup>
            ) : null}
          </Slider.Control>
        </Slider.Root>
        <Text fontSize="xs" color="gray.600" data-testid="volatility-markers">
          {range
            ? `Past year: low ${percent(range.low)}, average ${percent(range.average)}, high ${percent(range.high)} (20-day realised volatility, in place of an implied-volatility history). The chain's: ${start}%.`
            : `The chain's implied volatility: ${start}%. Too little price history for the past year's range.`}
        </Text>
      </Stack>
      <WhatIfGridTable grid={grid} />
      <Box h="56" role="img" aria-label="Profit and loss today, halfway and at expiry by stock price">
        <Suspense fallback={<ChartPlaceholder />}>
          <WhatIfChartPlot curves={curves} strike={strike} spot={spot} />
        </Suspense>
      </Box>
    </Stack>
  );
}

/** The grid: prices down the side (±1σ and ±2σ marked, today's price in bold), dates across, P&L in whole dollars. */
export function WhatIfGridTable({ grid }: { grid: WhatIfGrid }) {
  const last = grid.columns.length - 1;
  return (
    <Box overflowX="auto" data-testid="what-if-grid">
      <Table.Root size="sm" css={{ '& td, & th': { px: '1', py: '1' } }}>
        <Table.Caption captionSide="bottom" fontSize="xs" color="gray.600" textAlign="start" mt="1">
          One standard deviation by expiry: {money(grid.expectedMove)}.
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader fontSize="xs">Price</Table.ColumnHeader>
            {grid.columns.map((column, index) => (
              <Table.ColumnHeader
                key={column.at.toISOString()}
                textAlign="end"
                fontSize="xs"
                whiteSpace="nowrap"
              >
                {whatIfColumnLabel(column.at, index)}
                {index === last ? (
                  <Text as="span" display="block" fontSize="2xs" color="gray.600" fontWeight="normal">
                    expiry
                  </Text>
                ) : null}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {grid.rows.map((row) => (
            <Table.Row
              key={row.sigmas}
              data-sigmas={row.sigmas}
              bg={row.sigmas === 0 ? 'blue.50' : row.mark ? 'gray.50' : undefined}
            >
              <Table.Cell
                fontSize="xs"
                whiteSpace="nowrap"
                fontWeight={row.sigmas === 0 ? 'bold' : undefined}
              >
                {money(row.price)}
                {row.mark ? (
                  <Text as="span" fontSize="2xs" color="gray.600" fontWeight="medium" ms="1">
                    {row.sigmas > 0 ? '+' : '−'}
                    {row.mark}σ
                  </Text>
                ) : null}
              </Table.Cell>
              {row.cells.map((cents, index) => (
                <Table.Cell
                  key={grid.columns[index]?.at.toISOString()}
                  textAlign="end"
                  fontSize="xs"
                  fontVariantNumeric="tabular-nums"
                  whiteSpace="nowrap"
                  color={cents > 0 ? 'green.700' : cents < 0 ? 'red.700' : 'gray.700'}
                >
                  {signedWhole(cents)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
