import { Alert, Box, Button, Grid, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { CoveredCallDetails, CoveredCallOpportunity } from '@thetix/shared/contracts/opportunities';
import { drawerDeltaLabel, pickRiskText } from '@thetix/shared/options/risk-labels';
import { SimulatedDataBadge } from '../../../components/simulated-data-badge';
import { aboutDays, calendarDate, fractionPercent, money, perShare } from '../model/format';
import { assignmentOutcome } from '../model/assignment-outcome';
import { tradeRationale } from '../model/trade-rationale';
import { InfoTip, TERM_TIPS } from './info-tip';
import { PriceChart } from './price-chart';
import { coveredCallWhatIf } from '../model/what-if-position';
import { WhatIfPanel } from './what-if-panel';
import { useMemo } from 'react';

export type DrawerPanel = 'details' | 'discover' | 'thetix';

/** Spec part 2 §2: six questions that open Ask Thetix. */
export const faqQuestions = (ticker: string): string[] => [
  `What happens if ${ticker} rises above the strike price?`,
  `What if ${ticker} falls before expiration?`,
  'Can I close this position before it expires?',
  'How was this premium calculated?',
  'What does the risk level mean for my shares?',
  'When do I receive the premium?',
];

function Tile({ label, tip, value, note }: { label: string; tip?: string; value: string; note?: string }) {
  return (
    <Stack gap="0.5" p="3" bg="white" rounded="lg" borderWidth="1px">
      <Text fontSize="xs" color="gray.600">
        {label}
        {tip ? <InfoTip text={tip} label={label} /> : null}
      </Text>
      <Text fontWeight="semibold" color="gray.900" fontVariantNumeric="tabular-nums">
        {value}
      </Text>
      {note ? (
        <Text fontSize="xs" color="gray.600">
          {note}
        </Text>
      ) : null}
    </Stack>
  );
}

export function CoveredCallOverview(props: {
  opportunity: CoveredCallOpportunity;
  details: CoveredCallDetails;
  onPanel: (panel: DrawerPanel, question?: string) => void;
}) {
  const { opportunity, details } = props;
  const ticker = opportunity.primary_ticker;
  const rationale = tradeRationale(opportunity, details);
  const outcome = assignmentOutcome(details);
  const whatIfPosition = useMemo(() => coveredCallWhatIf(details), [details]);
  return (
    <Stack gap="4">
      <Stack gap="1" p="4" rounded="xl" bg="brand.50" borderWidth="1px" borderColor="brand.200">
        <HStack justify="space-between" align="start">
          <Text fontSize="sm" color="brand.800" fontWeight="medium">
            Total Premium
            <InfoTip text={TERM_TIPS.premium} label="Total Premium" />
          </Text>
          <SimulatedDataBadge />
        </HStack>
        <Text
          fontSize="3xl"
          fontWeight="bold"
          color="brand.800"
          fontVariantNumeric="tabular-nums"
          lineHeight="1.1"
        >
          {money(details.total_premium)}
        </Text>
        {outcome.belowCost ? (
          <Text fontSize="sm" color="brand.800">
            {fractionPercent(details.annualized_yield)} annualized on the premium alone
          </Text>
        ) : (
          <Text fontSize="sm" color="brand.800">
            {fractionPercent(details.annualized_yield)} annualized yield
          </Text>
        )}
      </Stack>
      {outcome.belowCost ? (
        <Alert.Root status="warning" rounded="lg">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Loss if assigned: {money(Math.abs(outcome.total))}</Alert.Title>
            <Alert.Description>
              The strike plus the premium is below your cost of {perShare(details.entry_price)} a share: if
              the shares are called away, this trade locks in a loss of {money(Math.abs(outcome.total))}.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {details.tradeable_contracts === 0 ? (
        <Alert.Root status="warning" rounded="lg">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>
              You need {details.shares_needed} more shares to execute this trade
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <Grid templateColumns="repeat(2, minmax(0, 1fr))" gap="3">
        <Tile
          label="Risk Level"
          tip={TERM_TIPS.riskLevel}
          value={pickRiskText(details.risk_level, details.delta).value}
          note={`${drawerDeltaLabel(details.delta)} · delta ${details.delta.toFixed(2)}${pickRiskText(details.risk_level, details.delta).band}`}
        />
        <Tile
          label="Strike Price"
          tip={TERM_TIPS.strike}
          value={money(details.strike)}
          note={`Current ${money(details.current_price)}`}
        />
        <Tile
          label="Expiration"
          value={calendarDate(details.expiration)}
          note={aboutDays(details.days_to_expiry)}
        />
        <Tile label="Premium per Share" tip={TERM_TIPS.premium} value={perShare(details.premium)} />
        <Tile
          label="Contracts"
          value={`${details.contracts} (x100 shares)`}
          note={`${details.contracts * 100} shares covered`}
        />
        <Tile
          label="Assignment Risk"
          tip={TERM_TIPS.assignmentRisk}
          value={fractionPercent(details.assignment_chance, 0)}
        />
        <Tile label="If Called" value={outcome.label} note={outcome.note} />
      </Grid>
      <HStack gap="2" flexWrap="wrap">
        <Button size="sm" variant="outline" onClick={() => props.onPanel('details')}>
          Full Details
        </Button>
        <Button size="sm" variant="outline" onClick={() => props.onPanel('discover')}>
          Fine Tune
        </Button>
        <Button size="sm" variant="outline" onClick={() => props.onPanel('thetix')}>
          Ask Thetix
        </Button>
      </HStack>
      <Stack gap="1" p="4" bg="white" rounded="lg" borderWidth="1px">
        <Heading as="h4" size="sm">
          Why this trade
        </Heading>
        {rationale.lines.map((line) => (
          <Text key={line} fontSize="sm" color="gray.700">
            {line}
          </Text>
        ))}
        {rationale.proposed ? (
          <Text fontSize="xs" color="gray.600" pt="1">
            Thetix proposed the {money(opportunity.details.strike)} call: {rationale.proposed.join(' ')}
          </Text>
        ) : null}
      </Stack>
      <PriceChart
        ticker={ticker}
        strike={details.strike}
        currentPrice={details.current_price}
        daysToExpiry={details.days_to_expiry}
      />
      {opportunity.what_if ? (
        <WhatIfPanel
          // A fine-tuned strike or date starts its own slider at its own chain volatility.
          key={`${details.strike}|${details.expiration}|${details.contracts}`}
          position={whatIfPosition}
          spot={details.current_price}
          whatIf={opportunity.what_if}
          volatility={details.implied_volatility}
          strike={details.strike}
        />
      ) : null}
      <Stack gap="2" p="4" bg="white" rounded="lg" borderWidth="1px">
        <Heading as="h4" size="sm">
          Questions about this trade
        </Heading>
        {faqQuestions(ticker).map((question) => (
          <Box
            as="button"
            key={question}
            textAlign="start"
            fontSize="sm"
            color="brand.700"
            py="1.5"
            borderBottomWidth="1px"
            borderColor="gray.100"
            _hover={{ color: 'brand.900' }}
            onClick={() => props.onPanel('thetix', question)}
          >
            {question}
          </Box>
        ))}
      </Stack>
      <Stack gap="1" p="4" bg="white" rounded="lg" borderWidth="1px">
        <Heading as="h4" size="sm">
          Market Context
        </Heading>
        <Text fontSize="sm" color="gray.700">
          {opportunity.rationale.news_summary ?? 'No market news summary is available for this opportunity.'}
        </Text>
      </Stack>
    </Stack>
  );
}
