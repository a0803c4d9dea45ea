import { Box, HStack, Text } from '@chakra-ui/react';
import { provenanceLabel, shortSourceName, sourceName } from '@thetix/shared/market/provenance-label';
import { useRuntimeConfig } from '../lib/runtime-config';
import { useMarketStatus } from './market-status';

type Tone = 'simulated' | 'live' | 'stale';

const TONES: Readonly<Record<Tone, { bg: string; border: string; dot: string; text: string }>> = {
  simulated: { bg: 'orange.50', border: 'orange.200', dot: 'orange.500', text: 'orange.800' },
  live: { bg: 'gray.50', border: 'gray.200', dot: 'green.500', text: 'gray.700' },
  stale: { bg: 'yellow.50', border: 'yellow.300', dot: 'yellow.600', text: 'yellow.900' },
};

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const time = new Intl.DateTimeFormat('en-US', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'America/New_York',
});

function Pill({ tone, label, short, title }: { tone: Tone; label: string; short?: string; title: string }) {
  const colors = TONES[tone];
  return (
    <HStack
      gap="1.5"
      px="2"
      py="0.5"
      rounded="full"
      bg={colors.bg}
      borderWidth="1px"
      borderColor={colors.border}
      flexShrink={1}
      minW={0}
      title={title}
      data-testid="market-data-badge"
    >
      <Box boxSize="1.5" rounded="full" bg={colors.dot} aria-hidden="true" flexShrink={0} />
      <Text
        fontSize="xs"
        fontWeight="medium"
        color={colors.text}
        whiteSpace="nowrap"
        truncate
        display={short ? { base: 'none', lg: 'block' } : 'block'}
      >
        {label}
      </Text>
      {short ? (
        <Text
          fontSize="xs"
          fontWeight="medium"
          color={colors.text}
          whiteSpace="nowrap"
          truncate
          display={{ base: 'block', lg: 'none' }}
          aria-hidden="true"
        >
          {short}
        </Text>
      ) : null}
    </HStack>
  );
}

/**
 * Where the figures on screen come from, in every header and beside market figures (DESIGN.md, "The market
 * simulator"; issue 29 item 4). The simulator says "Simulated market data". A vendor says its name, its delay and
 * the time of the figures ("Massive · Delayed 15 min · as of 10:32 AM ET"), or "Market closed · last close Nov 26";
 * served past their freshness, they say "stale"; the vendor's offline stand-in says its prices are simulated.
 */
export function SimulatedDataBadge({
  simulated: always = false,
  compact = false,
}: {
  simulated?: boolean;
  /** In a header: the simulator's badge says "Simulated" below the large breakpoint, leaving the header room. */
  compact?: boolean;
} = {}) {
  const { marketData, marketSource } = useRuntimeConfig();
  // `simulated`: figures the simulator computed whatever the source (the calculator's backtest).
  const live = !always && marketSource !== undefined && marketSource !== 'simulator';
  if (live) return <LiveMarketBadge source={marketSource} simulated={marketData === 'simulated'} />;
  if (marketData !== 'simulated' && !always) return null;
  return (
    <Pill
      tone="simulated"
      label="Simulated market data"
      short={compact ? 'Simulated' : undefined}
      title="Prices come from a deterministic market simulator, not a live market feed."
    />
  );
}

/** A vendor's badge: its name, delay and the figures' time from GET /api/market-data/status, polled each minute. */
function LiveMarketBadge({ source, simulated }: { source: string; simulated: boolean }) {
  const status = useMarketStatus(true);
  const name = sourceName(source);
  if (!status.data)
    return (
      <Pill
        tone={simulated ? 'simulated' : 'stale'}
        label={status.isError ? `${name} · Market data unavailable` : name}
        title={status.isError ? 'The market-data vendor could not be reached.' : name}
      />
    );
  const now = new Date();
  const full = provenanceLabel(status.data, now);
  const delay = status.data.delayedMinutes > 0 ? `Delayed ${status.data.delayedMinutes} min` : 'Real time';
  const closedOn = status.data.lastSession
    ? shortDate.format(new Date(`${status.data.lastSession}T12:00:00Z`))
    : undefined;
  const stale = status.data.stale ? ' · stale' : '';
  const label = status.data.marketOpen
    ? full
    : `${name} · ${delay} · Market closed${closedOn ? `, last close ${closedOn}` : ''}${stale}`;
  const brief = shortSourceName(source);
  const short = status.data.marketOpen
    ? `${brief} · ${status.data.delayedMinutes > 0 ? `${status.data.delayedMinutes} min delay` : 'real time'} · ${time.format(new Date(status.data.asOf))}${stale}`
    : `${brief} · closed${closedOn ? ` ${closedOn}` : ''}${stale}`;
  const tone: Tone = status.data.stale ? 'stale' : simulated ? 'simulated' : 'live';
  return (
    <Pill
      tone={tone}
      label={label}
      short={short}
      title={`${full}${simulated ? '. The stand-in serves the simulator\u2019s prices in the vendor\u2019s shapes.' : ''}`}
    />
  );
}
