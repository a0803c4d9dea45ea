import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import type { TransactionGroup } from '@thetix/shared/contracts/portfolio';
import type { CampaignSection as Section } from '../model/campaign-groups';
import { money, signedMoney } from '../model/format';
import { TransactionRow } from './transaction-row';

/** "2026-03-02 – 2026-05-15", or "since 2026-03-02" while the campaign runs. */
const span = (start: string, end: string | null) => (end ? `${start} – ${end}` : `since ${start}`);

/**
 * One campaign in History's "Group by campaign" view: a header with the ticker, dates, status, put and call income
 * and result (GET /api/campaigns, the same figures as the Wheel page), then its history groups. The header wraps the
 * way the rows do: title and figures on the left, the result on the right.
 */
export function CampaignSection({
  section,
  showAccount,
  onRemove,
}: {
  section: Section;
  showAccount: boolean;
  onRemove?: (group: TransactionGroup) => void;
}) {
  const { campaign, groups } = section;
  const headingId = `campaign-${campaign.id.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  return (
    <Stack
      as="section"
      aria-labelledby={headingId}
      gap="0"
      bg="white"
      rounded="xl"
      borderWidth="1px"
      overflow="hidden"
      data-campaign-id={campaign.id}
    >
      <HStack
        justify="space-between"
        align="start"
        gap="3"
        px="4"
        py="3"
        bg="brand.50"
        borderBottomWidth="1px"
      >
        <Stack gap="0.5" minW="0">
          <HStack gap="2" flexWrap="wrap">
            <Text id={headingId} as="h3" fontWeight="semibold" color="gray.900">
              {campaign.ticker} campaign
            </Text>
            <Badge
              size="sm"
              variant="subtle"
              rounded="full"
              colorPalette={campaign.status === 'open' ? 'blue' : 'gray'}
            >
              {campaign.status === 'open' ? 'Open' : 'Closed'}
            </Badge>
            <Text fontSize="xs" color="gray.600">
              {span(campaign.start, campaign.end)}
              {showAccount ? ` · ${campaign.account_name}` : ''}
            </Text>
          </HStack>
          <Text fontSize="xs" color="gray.700" fontVariantNumeric="tabular-nums">
            Puts {money(campaign.put_income)} · Calls {money(campaign.call_income)} · {groups.length}{' '}
            {groups.length === 1 ? 'group' : 'groups'}
          </Text>
        </Stack>
        <Stack gap="0" align="end" flexShrink={0}>
          <Text fontSize="xs" color="gray.600">
            Result
          </Text>
          <Text
            fontWeight="semibold"
            fontVariantNumeric="tabular-nums"
            color={campaign.result < 0 ? 'red.600' : 'green.700'}
          >
            {signedMoney(campaign.result)}
          </Text>
        </Stack>
      </HStack>
      {groups.map((group) => (
        <TransactionRow key={group.id} group={group} onRemove={onRemove} />
      ))}
    </Stack>
  );
}
