import { Box, Button, Group, Heading, Stack, Text } from '@chakra-ui/react';
import type { CampaignView } from '@thetix/shared/contracts/campaigns';
import { lazy, Suspense, useState } from 'react';
import { SimulatedDataBadge } from '../../../components/simulated-data-badge';
import { basisLine, cents, referencePrice, type BasisView } from '../model/campaign-view';

/** nivo loads with the chart, not with the route (docs/decisions.md, lazy charts). */
const BasisChartPlot = lazy(() =>
  import('./basis-chart-plot').then((module) => ({ default: module.BasisChartPlot })),
);

const VIEWS: Record<BasisView, { button: string; line: string; color: string; explain: string }> = {
  lowered: {
    button: 'Premium lowers the basis',
    line: 'Adjusted basis per share',
    color: '#047857',
    explain: 'What the shares cost, less the option premium kept in this cycle.',
  },
  income: {
    button: 'Premium as income',
    line: 'Basis per share',
    color: '#1d4ed8',
    explain: 'What the shares cost at purchase or assignment; the premium counts as income beside it.',
  },
};

/**
 * The campaign's cost basis per share over time, from the API's `basis` series (one point per day with a line),
 * both ways behind a toggle, with the price buy-and-hold is valued at (today's while the campaign runs) drawn across.
 */
export function BasisChart({ campaign }: { campaign: CampaignView }) {
  const [view, setView] = useState<BasisView>('lowered');
  const chosen = VIEWS[view];
  const points = basisLine(campaign.basis, view);
  const price = referencePrice(campaign);
  const reference =
    price === null
      ? null
      : { label: campaign.status === 'open' ? 'Price now' : 'Price at end', value: price };
  const values = points.map((point) => point.y).concat(reference ? [reference.value] : []);
  const low = Math.min(...values);
  const high = Math.max(...values);
  const pad = (high - low) * 0.1 || Math.max(1, high * 0.02);
  const now = view === 'lowered' ? campaign.adjusted_basis_per_share : campaign.basis_per_share;
  return (
    <Stack
      as="section"
      aria-label="Cost basis over time"
      gap="3"
      p="4"
      bg="white"
      rounded="xl"
      borderWidth="1px"
    >
      <Stack direction="row" justify="space-between" align="center" gap="2" wrap="wrap">
        <Heading as="h3" size="sm">
          {campaign.ticker} cost basis over time
        </Heading>
        <SimulatedDataBadge />
      </Stack>
      <Group attached alignSelf="start" maxW="full">
        {(Object.keys(VIEWS) as BasisView[]).map((id) => (
          <Button
            key={id}
            size="xs"
            variant={id === view ? 'solid' : 'outline'}
            colorPalette={id === view ? 'brand' : 'gray'}
            aria-pressed={id === view}
            onClick={() => setView(id)}
          >
            {VIEWS[id].button}
          </Button>
        ))}
      </Group>
      <Text fontSize="xs" color="fg.muted">
        {chosen.explain}
      </Text>
      <Box
        h={{ base: '56', md: '64' }}
        role="img"
        aria-label={`${chosen.line} of the ${campaign.ticker} campaign${points.length ? `, from ${cents(points[0]!.y)} to ${cents(points.at(-1)!.y)}` : ''}`}
        data-basis-view={view}
        data-points={points.length}
      >
        {points.length === 0 ? (
          <Stack h="full" align="center" justify="center" textAlign="center" bg="gray.50" rounded="md" px="4">
            <Text fontSize="sm" color="fg.muted">
              No shares held yet: the basis starts when a put is assigned. Until then the cash securing the
              put is the capital at risk ({cents(campaign.capital_at_risk)}).
            </Text>
          </Stack>
        ) : (
          <Suspense fallback={<Box h="full" bg="gray.50" rounded="md" aria-hidden="true" />}>
            <BasisChartPlot
              label={chosen.line}
              color={chosen.color}
              points={points}
              low={low - pad}
              high={high + pad}
              reference={reference}
            />
          </Suspense>
        )}
      </Box>
      <Stack direction="row" gap="4" wrap="wrap" fontSize="sm">
        <Text>
          <Box
            as="span"
            display="inline-block"
            w="3"
            h="0.5"
            bg={chosen.color}
            verticalAlign="middle"
            mr="1.5"
          />
          {chosen.line}: <strong>{cents(now)}</strong>
        </Text>
        {reference ? (
          <Text color="fg.muted">
            {reference.label}: {cents(reference.value)}
          </Text>
        ) : null}
      </Stack>
    </Stack>
  );
}
