import { Box, Button, HStack, Heading, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import type {
  CoveredCallDetails,
  CoveredCallOpportunity,
  OpportunityRiskLevel,
  OpportunityWarning,
} from '@thetix/shared/contracts/opportunities';
import { contractsMaximum } from '@thetix/shared/opportunities/contracts-stepper';
import { strikeListRisk } from '@thetix/shared/options/risk-labels';
import { useEffect, useRef, useState } from 'react';
import { useExpirations } from '../api/get-expirations';
import { useOptionChain } from '../api/get-option-chain';
import { useRecalculateOpportunity } from '../api/recalculate-opportunity';
import { money, perShare } from '../model/format';
import {
  knownRiskLevels,
  relatedStrikeFor,
  riskLevelFor,
  selectableExpirations,
  strikeList,
  strikeRowPremium,
} from '../model/fine-tune';
import { ContractsStepper } from './contracts-stepper';
import { ExpirationCalendar } from './expiration-calendar';

export interface AppliedTrade {
  details: CoveredCallDetails;
  warnings: OpportunityWarning[];
}

/** Spec part 2 §2: the overlay shows for at least about a second. */
export const UPDATING_MINIMUM_MS = 1000;

const RISK_CHOICES: { value: OpportunityRiskLevel; label: string }[] = [
  { value: 'conservative', label: 'Conservative' },
  { value: 'balanced', label: 'Balanced' },
  { value: 'aggressive', label: 'Aggressive' },
  { value: 'custom', label: 'Custom' },
];

type Change = 'strike' | 'contracts';

/**
 * Fine Tune (spec part 2 §2, §4, §5): expiration calendar, risk select, contracts stepper and strike list. Each
 * change is recalculated by POST /api/opportunities/calculator; a failed strike recalculation keeps the chosen
 * strike and expiration with the last figures, a failed contracts one is ignored.
 */
export function FineTunePanel(props: {
  opportunity: CoveredCallOpportunity;
  applied: AppliedTrade;
  /** An admin viewing the user: the choices stay visible, Apply and Reset are hidden. */
  readOnly?: boolean;
  onUpdating: (updating: boolean) => void;
  onApply: (trade: AppliedTrade) => void;
  onReset: () => void;
  /**
   * Whether the drawer shows tabs (small screens): the spec's "Apply and back to Overview Tab" then says what
   * happens; beside the overview on a large screen there is no tab to go back to, so the button says "Apply".
   */
  inTabs?: boolean;
}) {
  const ticker = props.opportunity.primary_ticker;
  const [draft, setDraft] = useState<AppliedTrade>(props.applied);
  const details = draft.details;
  const [risk, setRisk] = useState<OpportunityRiskLevel>(details.risk_level);
  const expirations = useExpirations(ticker);
  const chain = useOptionChain(ticker, details.expiration);
  const recalculate = useRecalculateOpportunity();
  const related = props.opportunity.related_risk_levels;
  const levels = knownRiskLevels(props.opportunity);
  const strikeRef = useRef<HTMLDivElement>(null);

  // Apply and Reset hand in a new trade: the draft and its risk level start again from it.
  useEffect(() => {
    setDraft(props.applied);
    setRisk(props.applied.details.risk_level);
  }, [props.applied]);
  // Spec part 2 §9: scroll the chosen strike into view 100 ms after the list renders.
  useEffect(() => {
    const timer = window.setTimeout(
      () => strikeRef.current?.querySelector('[aria-checked="true"]')?.scrollIntoView({ block: 'nearest' }),
      100,
    );
    return () => window.clearTimeout(timer);
  }, [chain.data]);

  const run = (strike: number, expiration: string, contracts: number, change: Change) => {
    const level = riskLevelFor(levels, strike, expiration);
    setRisk(level);
    const started = Date.now();
    props.onUpdating(true);
    const done = () =>
      window.setTimeout(
        () => props.onUpdating(false),
        Math.max(0, UPDATING_MINIMUM_MS - (Date.now() - started)),
      );
    recalculate.mutate(
      {
        underlying: ticker,
        strike,
        expiration,
        contracts,
        account_id: props.opportunity.account_id,
        risk_level: level,
      },
      {
        onSuccess: (result) => setDraft({ details: result.details, warnings: result.warnings }),
        onError: () => {
          if (change === 'strike')
            setDraft((current) => ({ ...current, details: { ...current.details, strike, expiration } }));
        },
        onSettled: done,
      },
    );
  };

  const maximum = contractsMaximum(props.opportunity.details.tradeable_contracts);
  const selectable = selectableExpirations(expirations.data?.expirations ?? []);
  const listed = [
    props.opportunity.details.strike,
    ...related.filter((entry) => entry.expiration === details.expiration).map((entry) => entry.strike),
  ];
  const rows = chain.data ? strikeList(chain.data.options, listed, details.current_price) : [];

  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading as="h4" size="sm">
          Expiration date
        </Heading>
        {expirations.isPending ? (
          <Text fontSize="sm" color="gray.500">
            Loading dates...
          </Text>
        ) : (
          <ExpirationCalendar
            selectable={selectable}
            value={details.expiration}
            onChange={(expiration) => {
              const match = risk === 'custom' ? undefined : relatedStrikeFor(levels, risk, expiration);
              const strike = match && match.expiration === expiration ? match.strike : details.strike;
              run(strike, expiration, details.contracts, 'strike');
            }}
          />
        )}
      </Stack>
      <HStack gap="6" align="start" flexWrap="wrap">
        <Stack gap="2" minW="48">
          <Heading as="h4" size="sm">
            Risk level
          </Heading>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              aria-label="Risk level"
              value={risk}
              onChange={(event) => {
                const level = event.target.value as OpportunityRiskLevel;
                const match = relatedStrikeFor(levels, level, details.expiration);
                if (level === 'custom' || !match) return setRisk(level);
                run(match.strike, match.expiration, details.contracts, 'strike');
              }}
            >
              {RISK_CHOICES.map((choice) => (
                <option key={choice.value} value={choice.value} disabled={choice.value === 'custom'}>
                  {choice.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Stack>
        <Stack gap="2">
          <Heading as="h4" size="sm">
            Contracts
          </Heading>
          <ContractsStepper
            value={details.contracts}
            maximum={maximum}
            onChange={(contracts) => run(details.strike, details.expiration, contracts, 'contracts')}
          />
        </Stack>
      </HStack>
      <Stack gap="2">
        <Heading as="h4" size="sm">
          Strike price
        </Heading>
        <Box
          ref={strikeRef}
          maxH="72"
          overflowY="auto"
          overflowX="auto"
          borderWidth="1px"
          rounded="lg"
          bg="white"
          role="radiogroup"
          aria-label="Strike price"
        >
          {chain.isPending ? (
            <Text p="4" fontSize="sm" color="gray.500">
              Loading strikes...
            </Text>
          ) : rows.length === 0 ? (
            <Text p="4" fontSize="sm" color="gray.600">
              No strikes available for this expiration date
            </Text>
          ) : (
            <Table.Root size="sm" stickyHeader>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Strike</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Premium</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Delta</Table.ColumnHeader>
                  <Table.ColumnHeader>Risk</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Open Int.</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((row) => {
                  const chosen = row.strike === details.strike;
                  return (
                    <Table.Row
                      key={row.symbol}
                      role="radio"
                      aria-checked={chosen}
                      cursor="pointer"
                      bg={chosen ? 'brand.50' : undefined}
                      _hover={{ bg: chosen ? 'brand.50' : 'gray.50' }}
                      onClick={() => run(row.strike, details.expiration, details.contracts, 'strike')}
                    >
                      <Table.Cell fontWeight={chosen ? 'bold' : 'medium'}>
                        {money(row.strike)}
                        {row.strike <= details.current_price ? (
                          <Text as="span" fontSize="2xs" color="orange.700" ml="1.5">
                            in the money
                          </Text>
                        ) : null}
                      </Table.Cell>
                      <Table.Cell textAlign="end">{perShare(strikeRowPremium(row, details))}</Table.Cell>
                      <Table.Cell textAlign="end">{row.delta.toFixed(2)}</Table.Cell>
                      <Table.Cell>{strikeListRisk(row.delta)}</Table.Cell>
                      <Table.Cell textAlign="end">{row.openInterest.toLocaleString('en-US')}</Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          )}
        </Box>
      </Stack>
      <HStack justify="space-between" p="4" bg="white" rounded="lg" borderWidth="1px" flexWrap="wrap" gap="3">
        <Stack gap="0">
          <Text fontSize="xs" color="gray.600">
            Total Income
          </Text>
          <Text fontSize="xl" fontWeight="bold" color="brand.800" fontVariantNumeric="tabular-nums">
            {money(details.total_premium)}
          </Text>
        </Stack>
        <HStack gap="2" hidden={props.readOnly} flexWrap="wrap" justify="end" minW="0">
          <Button size="sm" variant="ghost" onClick={props.onReset}>
            Reset to default
          </Button>
          <Button size="sm" colorPalette="brand" onClick={() => props.onApply(draft)}>
            {props.inTabs === false ? 'Apply' : 'Apply and back to Overview Tab'}
          </Button>
        </HStack>
      </HStack>
    </Stack>
  );
}
