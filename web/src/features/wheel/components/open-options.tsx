import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { CampaignView } from '@thetix/shared/contracts/campaigns';
import { newYorkDate } from '@thetix/shared/calendar/nyse-calendar';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useImpersonation } from '../../../lib/impersonation';
import { formatCents } from '../../../lib/money-format';
import { useRecordOptionEvent } from '../api/option-events';
import { calendarDay } from '../model/campaign-view';

type OpenOption = CampaignView['open_options'][number];
type Pending = { option: OpenOption; event: 'assignment' | 'expiry'; date: string };

const shares = (option: OpenOption) => Math.abs(option.contracts) * 100;

/** The question the confirmation asks, with what the ledger will hold after it. */
export function optionEventQuestion(
  campaign: CampaignView,
  pending: Pending,
): { title: string; text: string } {
  const { option } = pending;
  const contracts = Math.abs(option.contracts);
  const were = contracts === 1 ? 'was' : 'were';
  const series = `${contracts} ${campaign.ticker} ${formatCents(option.strike)} ${option.type}${contracts === 1 ? '' : 's'} expiring ${calendarDay(option.expiration)}`;
  if (pending.event === 'expiry')
    return {
      title: 'Record the expiry?',
      text: `The ${series} expired worthless on ${calendarDay(pending.date)}: the premium is kept and the option leaves ${campaign.account_name}.`,
    };
  return {
    title: 'Record the assignment?',
    text:
      option.type === 'put'
        ? `The ${series} ${were} assigned on ${calendarDay(pending.date)}: ${shares(option).toLocaleString('en-US')} shares bought at ${formatCents(option.strike)} are added to ${campaign.account_name}.`
        : `The ${series} ${were} assigned on ${calendarDay(pending.date)}: ${shares(option).toLocaleString('en-US')} shares sold at ${formatCents(option.strike)} leave ${campaign.account_name}.`,
  };
}

/**
 * The campaign's open short options, each with the ends a manual account's broker does not report to Thetix
 * (decision 364): an assignment (today, or on the expiration once it has passed) and, once the expiration has come,
 * an expiry. A connected account's refusal is said in the server's words.
 */
export function OpenOptions({ campaign }: { campaign: CampaignView }) {
  const record = useRecordOptionEvent();
  const readOnly = useImpersonation() !== null;
  const [pending, setPending] = useState<Pending | null>(null);
  const today = newYorkDate(new Date());
  if (campaign.open_options.length === 0) return null;
  const question = pending ? optionEventQuestion(campaign, pending) : null;
  return (
    <Stack gap="2">
      {campaign.open_options.map((option) => {
        const expired = option.expiration <= today;
        const date = expired ? option.expiration : today;
        return (
          <HStack key={option.symbol} justify="space-between" gap="3" wrap="wrap">
            <Text fontSize="sm">
              {Math.abs(option.contracts)} × {formatCents(option.strike)} {option.type}, expiring{' '}
              {calendarDay(option.expiration)}, sold at {formatCents(option.average_price)}
            </Text>
            <HStack gap="2">
              <Button
                size="xs"
                variant="outline"
                disabled={readOnly}
                onClick={() => setPending({ option, event: 'assignment', date })}
              >
                Record assignment
              </Button>
              {expired ? (
                <Button
                  size="xs"
                  variant="outline"
                  disabled={readOnly}
                  onClick={() => setPending({ option, event: 'expiry', date: option.expiration })}
                >
                  Record expiry
                </Button>
              ) : null}
            </HStack>
          </HStack>
        );
      })}
      {record.isError ? (
        <Text color="red.600" fontSize="sm" role="alert">
          {record.error.message}
        </Text>
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        title={question?.title ?? ''}
        text={question?.text ?? ''}
        confirmLabel={pending?.event === 'expiry' ? 'Record expiry' : 'Record assignment'}
        busy={record.isPending}
        onClose={() => setPending(null)}
        onConfirm={() => {
          if (!pending) return;
          record.mutate(
            {
              ticker: campaign.ticker,
              accountId: campaign.account_id,
              symbol: pending.option.symbol,
              event: pending.event,
              date: pending.date,
            },
            { onSettled: () => setPending(null) },
          );
        }}
      />
    </Stack>
  );
}
