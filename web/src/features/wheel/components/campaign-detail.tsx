import {
  Alert,
  Badge,
  CloseButton,
  Drawer,
  Heading,
  HStack,
  Portal,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import type { CampaignView } from '@thetix/shared/contracts/campaigns';
import { useCampaign } from '../api/campaigns';
import {
  calendarDay,
  cents,
  daysLabel,
  endedByLabel,
  eventDetail,
  eventLabel,
  legLabel,
  phaseLabel,
  ratio,
  signedCents,
} from '../model/campaign-view';
import { BasisChart } from './basis-chart';
import { CampaignFigures } from './campaign-card';
import { OpenOptions } from './open-options';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack as="section" aria-label={title} gap="2" p="4" bg="white" rounded="xl" borderWidth="1px">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** A table that scrolls sideways inside its card on a phone rather than widening the page. */
function Scroll({ children }: { children: React.ReactNode }) {
  return (
    <Stack overflowX="auto" maxW="full">
      {children}
    </Stack>
  );
}

/** The campaign's timeline: the figures, the basis chart, its cycles, rolls and events, all as the API gives them. */
export function CampaignDetail({ campaign }: { campaign: CampaignView }) {
  return (
    <Stack gap="4">
      <CampaignFigures campaign={campaign} />
      <BasisChart campaign={campaign} />
      {campaign.open_options.length > 0 ? (
        <Section title="Open options">
          <OpenOptions campaign={campaign} />
        </Section>
      ) : null}
      <Section title="Cycles">
        <Scroll>
          <Table.Root size="sm" aria-label="Cycles">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Cycle</Table.ColumnHeader>
                <Table.ColumnHeader>Dates</Table.ColumnHeader>
                <Table.ColumnHeader>Ended by</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Premium</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Result</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Return</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {campaign.cycles.map((cycle) => (
                <Table.Row key={cycle.number}>
                  <Table.Cell>{cycle.number}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    {calendarDay(cycle.start)} – {cycle.end ? calendarDay(cycle.end) : 'today'} (
                    {daysLabel(cycle.days)})
                  </Table.Cell>
                  <Table.Cell>{endedByLabel(cycle.ended_by)}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {cents(cycle.put_income)} puts · {cents(cycle.call_income)} calls
                  </Table.Cell>
                  <Table.Cell textAlign="end">{signedCents(cycle.result)}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {ratio(cycle.return_on_capital)} ({ratio(cycle.annualised_return)} a year)
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Scroll>
      </Section>
      <Section title="Rolls">
        {campaign.rolls.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            No roll in this campaign.
          </Text>
        ) : (
          <Stack gap="2">
            {campaign.rolls.map((roll) => (
              <Text key={`${roll.date}-${roll.from.symbol}`} fontSize="sm">
                <Text as="span" fontWeight="semibold">
                  {calendarDay(roll.date)}
                </Text>{' '}
                {legLabel(roll.from, roll.option_type)} → {legLabel(roll.to, roll.option_type)}, net{' '}
                {signedCents(roll.net_credit)}
              </Text>
            ))}
          </Stack>
        )}
      </Section>
      <Section title="Phases">
        <HStack gap="2" wrap="wrap">
          {campaign.phases.map((phase) => (
            <Badge key={`${phase.phase}-${phase.from}`} variant="subtle" colorPalette="gray">
              {phaseLabel(phase.phase)}: {calendarDay(phase.from)} – {calendarDay(phase.to)} (
              {daysLabel(phase.days)})
            </Badge>
          ))}
        </HStack>
      </Section>
      <Section title="Events">
        <Stack as="ol" gap="2" listStyleType="none" m="0" p="0">
          {campaign.events.map((event, index) => (
            <HStack
              as="li"
              key={`${event.timestamp}-${index}`}
              justify="space-between"
              align="start"
              gap="3"
              borderBottomWidth={index === campaign.events.length - 1 ? '0' : '1px'}
              pb="2"
            >
              <Stack gap="0" minW="0">
                <Text fontSize="sm" fontWeight="medium">
                  {eventLabel(event)}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {calendarDay(event.date)} · cycle {event.cycle}
                  {eventDetail(event) ? ` · ${eventDetail(event)}` : ''}
                </Text>
              </Stack>
              <Text fontSize="sm" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                {event.cash === 0 ? '' : signedCents(event.cash)}
              </Text>
            </HStack>
          ))}
        </Stack>
      </Section>
    </Stack>
  );
}

/** The campaign's detail in a drawer from the side (full width on a phone), read from GET /api/campaigns/{id}. */
export function CampaignDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const query = useCampaign(id);
  const campaign = query.data?.campaign;
  return (
    <Drawer.Root
      open
      onOpenChange={(details) => (details.open ? undefined : onClose())}
      placement="end"
      size="lg"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW={{ base: '100vw', md: '760px' }} bg="gray.50">
            <Drawer.Header bg="white" borderBottomWidth="1px" py="4">
              <Stack gap="0" pr="8">
                <Drawer.Title fontSize="lg">
                  {campaign ? `${campaign.ticker} campaign` : 'Campaign'}
                </Drawer.Title>
                {campaign ? (
                  <Text fontSize="xs" color="fg.muted">
                    {campaign.account_name} ·{' '}
                    {campaign.status === 'open' ? phaseLabel(campaign.phase) : 'Closed'} · since{' '}
                    {calendarDay(campaign.start)}
                  </Text>
                ) : null}
              </Stack>
            </Drawer.Header>
            <Drawer.Body py="4">
              {query.isPending ? (
                <Stack gap="3">
                  <Skeleton h="32" rounded="xl" />
                  <Skeleton h="64" rounded="xl" />
                </Stack>
              ) : query.isError ? (
                <Alert.Root status="error">
                  <Alert.Indicator />
                  <Alert.Title>{query.error.message}</Alert.Title>
                </Alert.Root>
              ) : (
                <CampaignDetail campaign={query.data.campaign} />
              )}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
