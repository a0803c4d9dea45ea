import { Badge, HStack, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import type { OptionsChainContract, OptionsChainWidget } from '@thetix/shared/thetix/widgets';
import { calendarDate, fractionPercent, money, wholeNumber } from './format';
import {
  activityTier,
  contractsByType,
  expiryBadge,
  isChainAtTheMoney,
  isHighIv,
  type ActivityTier,
} from './options-chain-model';
import { WidgetFrame } from './widget-frame';

/** Colour of an open-interest or volume figure by its tier (1 000 / 5 000 / 10 000 contracts). */
const TIER_COLOR: Record<ActivityTier, string> = {
  0: 'gray.600',
  1: 'blue.700',
  2: 'green.700',
  3: 'purple.700',
};
const TIER_WEIGHT: Record<ActivityTier, string> = { 0: 'normal', 1: 'medium', 2: 'semibold', 3: 'bold' };

function Activity({ value }: { value: number | undefined }) {
  if (value === undefined) return <>—</>;
  const tier = activityTier(value);
  return (
    <Text as="span" color={TIER_COLOR[tier]} fontWeight={TIER_WEIGHT[tier]} data-tier={tier}>
      {wholeNumber(value)}
    </Text>
  );
}

const optionalMoney = (value: number | undefined) => (value === undefined ? '—' : money(value));
const greek = (value: number | undefined) => (value === undefined ? '—' : value.toFixed(3));

function ContractTable(props: {
  caption: string;
  contracts: OptionsChainContract[];
  spot: number | undefined;
  showGreeks: boolean;
  showVolume: boolean;
}) {
  const headers = [
    'Strike',
    'Bid',
    'Ask',
    'Premium',
    'IV',
    ...(props.showVolume ? ['Volume', 'Open interest'] : []),
    ...(props.showGreeks ? ['Delta', 'Gamma', 'Theta', 'Vega'] : []),
  ];
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm">
        <Table.Caption
          textAlign="start"
          fontWeight="semibold"
          color="gray.700"
          captionSide="top"
          mt="0"
          mb="1"
        >
          {props.caption}
        </Table.Caption>
        <Table.Header>
          <Table.Row bg="gray.50">
            {headers.map((header) => (
              <Table.ColumnHeader key={header} textAlign="end" whiteSpace="nowrap">
                {header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {props.contracts.map((contract) => {
            const atm = isChainAtTheMoney(contract.strike, props.spot);
            const highIv = isHighIv(contract.implied_volatility);
            return (
              <Table.Row
                key={`${contract.type}-${contract.strike}`}
                bg={atm ? 'yellow.50' : undefined}
                data-atm={atm || undefined}
                fontVariantNumeric="tabular-nums"
              >
                <Table.Cell textAlign="end" fontWeight={atm ? 'bold' : 'medium'}>
                  {money(contract.strike)}
                  {atm ? (
                    <Badge ms="1" size="xs" colorPalette="yellow" variant="solid">
                      ATM
                    </Badge>
                  ) : null}
                </Table.Cell>
                <Table.Cell textAlign="end">{optionalMoney(contract.bid)}</Table.Cell>
                <Table.Cell textAlign="end">{optionalMoney(contract.ask)}</Table.Cell>
                <Table.Cell textAlign="end">{money(contract.premium)}</Table.Cell>
                <Table.Cell
                  textAlign="end"
                  color={highIv ? 'red.700' : undefined}
                  fontWeight={highIv ? 'semibold' : undefined}
                  data-high-iv={highIv || undefined}
                  title={highIv ? 'Implied volatility above 50 %' : undefined}
                >
                  {contract.implied_volatility === undefined
                    ? '—'
                    : fractionPercent(contract.implied_volatility)}
                </Table.Cell>
                {props.showVolume ? (
                  <>
                    <Table.Cell textAlign="end">
                      <Activity value={contract.volume} />
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      <Activity value={contract.open_interest} />
                    </Table.Cell>
                  </>
                ) : null}
                {props.showGreeks ? (
                  <>
                    <Table.Cell textAlign="end">{greek(contract.delta)}</Table.Cell>
                    <Table.Cell textAlign="end">{greek(contract.gamma)}</Table.Cell>
                    <Table.Cell textAlign="end">{greek(contract.theta)}</Table.Cell>
                    <Table.Cell textAlign="end">{greek(contract.vega)}</Table.Cell>
                  </>
                ) : null}
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function ChainBody({ chain }: { chain: OptionsChainWidget }) {
  const { calls, puts } = contractsByType(chain.contracts);
  if (chain.contracts.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted">
        No options contracts available
      </Text>
    );
  const common = {
    spot: chain.current_price,
    showGreeks: chain.show_greeks ?? false,
    showVolume: chain.show_volume ?? false,
  };
  const expiry = calendarDate(chain.expiration);
  return (
    <Stack gap="3">
      {calls.length > 0 ? (
        <ContractTable caption={`Calls expiring ${expiry}`} contracts={calls} {...common} />
      ) : null}
      {puts.length > 0 ? (
        <ContractTable caption={`Puts expiring ${expiry}`} contracts={puts} {...common} />
      ) : null}
    </Stack>
  );
}

/**
 * An options chain, one tab per expiration (neighbouring chain widgets of one symbol, see `groupChains`); the
 * tabs stack above the chain under 768 px (Chakra's `md`), one per row. Highlights follow spec §9: at the money within 1 of spot, an expiry
 * badge within 7 days, IV above 50 %, and open interest and volume in tiers at 1 000, 5 000 and 10 000.
 */
export function OptionsChainWidgetView({
  chains,
  now = new Date(),
}: {
  chains: OptionsChainWidget[];
  now?: Date;
}) {
  const first = chains[0];
  if (!first) return null;
  const title = first.title ?? `${first.symbol} options chain`;
  return (
    <WidgetFrame
      kind="optionsChain"
      title={title}
      footnote={first.footnote}
      aside={
        first.current_price === undefined ? undefined : (
          <Text fontSize="sm" color="gray.600">
            {first.symbol} at {money(first.current_price)}
          </Text>
        )
      }
    >
      <Tabs.Root defaultValue={`${first.expiration}-0`} variant="enclosed" size="sm" lazyMount>
        <Tabs.List
          flexDirection={{ base: 'column', md: 'row' }}
          flexWrap={{ md: 'wrap' }}
          aria-label={`${first.symbol} expirations`}
        >
          {chains.map((chain, index) => {
            const badge = expiryBadge(chain.expiration, now);
            return (
              <Tabs.Trigger key={index} value={`${chain.expiration}-${index}`}>
                <HStack gap="1.5">
                  <Text as="span">{calendarDate(chain.expiration)}</Text>
                  {badge ? (
                    <Badge size="xs" colorPalette="orange" variant="solid" data-testid="expiry-badge">
                      {badge}
                    </Badge>
                  ) : null}
                </HStack>
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
        {chains.map((chain, index) => (
          <Tabs.Content key={index} value={`${chain.expiration}-${index}`} pt="3" flex="1" minW="0">
            <ChainBody chain={chain} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </WidgetFrame>
  );
}
