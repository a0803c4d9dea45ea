import {
  Alert,
  Box,
  Button,
  CloseButton,
  Dialog,
  HStack,
  Portal,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { FEEDBACK_COMMENT_MAX_LENGTH } from '@thetix/shared/contracts/opportunities';
import { useState, type ReactNode } from 'react';
import { useTradePreview, type PreviewSelection } from '../api/get-trade-preview';
import { hasFeedback, useSendFeedback } from '../api/send-feedback';
import { calendarDate, money, perShare, signedMoney } from '../model/format';
import { orderLines } from '../model/order-lines';

function SimpleDialog(props: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  footer: ReactNode;
  role?: 'dialog' | 'alertdialog';
}) {
  return (
    <Dialog.Root
      open={props.open}
      onOpenChange={(details) => (details.open ? undefined : props.onClose())}
      placement="center"
      role={props.role ?? 'dialog'}
      // Each step opens as the previous one closes: the click that closed it must not count as a click outside.
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content rounded="2xl">
            <Dialog.Header>
              <Dialog.Title>{props.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{props.children}</Dialog.Body>
            <Dialog.Footer gap="2">{props.footer}</Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

const ACTION_WORDS = { sell_to_open: 'Sell to open', buy_to_close: 'Buy to close', roll: 'Roll' } as const;

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <HStack justify="space-between" fontSize="sm">
      <Text color="gray.600">{label}</Text>
      <Text fontWeight="medium" fontVariantNumeric="tabular-nums" textAlign="end">
        {value}
      </Text>
    </HStack>
  );
}

/** Trade preview (GET /api/opportunities/{id}/preview) and the confirm step; Confirm is off when the order failed to load. */
export function TradePreviewDialog(props: {
  open: boolean;
  opportunityId: string;
  selection: PreviewSelection;
  confirming: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const preview = useTradePreview(props.opportunityId, props.selection, props.open);
  const order = preview.data;
  const lines = order ? orderLines(order) : undefined;
  return (
    <SimpleDialog
      open={props.open}
      onClose={props.onClose}
      title="Review your order"
      footer={
        <>
          <Button variant="outline" onClick={props.onClose}>
            Cancel
          </Button>
          <Button colorPalette="brand" disabled={!order} loading={props.confirming} onClick={props.onConfirm}>
            Confirm
          </Button>
        </>
      }
    >
      {preview.isPending ? (
        <Stack gap="2">
          <Skeleton h="5" />
          <Skeleton h="5" />
          <Skeleton h="5" />
        </Stack>
      ) : preview.isError ? (
        <Alert.Root status="error" rounded="lg">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Error loading order details</Alert.Title>
            <Alert.Description>{preview.error.message || 'Unknown error'}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : order && lines ? (
        <Stack gap="2">
          <Row label="Action" value={ACTION_WORDS[order.action]} />
          <Row label="Option" value={order.option_symbol} />
          {order.option_type === 'put' ? <Row label="Type" value="Put" /> : null}
          <Row label="Strike" value={money(order.strike)} />
          <Row label="Expiration" value={calendarDate(order.expiration)} />
          <Row label="Contracts" value={order.quantity} />
          <Row
            label={order.is_roll ? 'Net limit price' : 'Limit price'}
            value={`${perShare(order.price)}/share`}
          />
          <Row label="Order" value={`${order.order_type}, ${order.time_in_force}`} />
          <Box borderTopWidth="1px" my="1" />
          {lines.legs.map((leg) => (
            <Row
              key={`${leg.action}-${leg.optionSymbol}`}
              label={`${ACTION_WORDS[leg.action]} ${leg.optionSymbol}`}
              value={`${leg.contracts} × 100 × ${perShare(leg.pricePerShare)} = ${signedMoney(leg.amount)}`}
            />
          ))}
          <Row label={lines.net >= 0 ? 'Net credit' : 'Net debit'} value={money(Math.abs(lines.net))} />
          <Row label="Estimated commissions" value={signedMoney(-lines.commissions)} />
          <Row
            label="Estimated total"
            value={
              <Text as="span" fontWeight="bold">
                {signedMoney(lines.total)}
              </Text>
            }
          />
          {order.collateral === undefined ? null : (
            <Row label="Cash secured" value={money(order.collateral)} />
          )}
          <Row label="Account" value={order.order_details.account_name} />
          <Alert.Root status="info" rounded="lg" size="sm" mt="2">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>{order.order_details.note}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        </Stack>
      ) : null}
    </SimpleDialog>
  );
}

export function TradeConfirmationDialog(props: { open: boolean; summary: string; onClose: () => void }) {
  return (
    <SimpleDialog
      open={props.open}
      onClose={props.onClose}
      title="Trade recorded"
      footer={
        <Button colorPalette="brand" onClick={props.onClose}>
          Done
        </Button>
      }
    >
      <Stack gap="2">
        <Text>{props.summary}</Text>
        <Text fontSize="sm" color="gray.600">
          Thetix never places orders: place this trade with your broker if you have not already.
        </Text>
      </Stack>
    </SimpleDialog>
  );
}

/** Spec part 2 §5: star labels, clicking the same star clears it. */
export const STAR_LABELS = ['Poor', 'Fair', 'Good', 'Very Good', 'Excellent'] as const;

export function FeedbackDialog(props: { open: boolean; opportunityId: string; onClose: () => void }) {
  const [rating, setRating] = useState<number | undefined>();
  const [comments, setComments] = useState('');
  const send = useSendFeedback(props.opportunityId);
  const input = { rating, comments };
  const submit = () => {
    if (!hasFeedback(input)) return props.onClose();
    send.mutate(input, { onSettled: props.onClose });
  };
  return (
    <SimpleDialog
      open={props.open}
      onClose={props.onClose}
      title="How was this opportunity?"
      footer={
        <>
          <Button variant="outline" onClick={props.onClose}>
            Skip
          </Button>
          <Button
            colorPalette="brand"
            loading={send.isPending}
            disabled={!hasFeedback(input)}
            onClick={submit}
          >
            Send feedback
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <HStack gap="1" role="radiogroup" aria-label="Rating">
          {STAR_LABELS.map((label, index) => {
            const value = index + 1;
            const on = rating !== undefined && value <= rating;
            return (
              <Box
                as="button"
                key={label}
                role="radio"
                aria-checked={rating === value}
                aria-label={label}
                title={label}
                fontSize="3xl"
                lineHeight="1"
                color={on ? 'yellow.400' : 'gray.300'}
                onClick={() => setRating(rating === value ? undefined : value)}
              >
                ★
              </Box>
            );
          })}
          <Text ml="2" fontSize="sm" color="gray.700" minW="20">
            {rating ? STAR_LABELS[rating - 1] : ''}
          </Text>
        </HStack>
        <Textarea
          aria-label="Comments"
          placeholder="Anything we should know? (optional)"
          value={comments}
          maxLength={FEEDBACK_COMMENT_MAX_LENGTH}
          onChange={(event) => setComments(event.target.value.slice(0, FEEDBACK_COMMENT_MAX_LENGTH))}
          rows={4}
        />
        <Text fontSize="xs" color="gray.500" textAlign="end">
          {comments.length}/{FEEDBACK_COMMENT_MAX_LENGTH}
        </Text>
      </Stack>
    </SimpleDialog>
  );
}

/** Dismiss with an optional reason; without one the server records 'Dismissed by user'. */
export function DismissDialog(props: {
  open: boolean;
  pending: boolean;
  onClose: () => void;
  onDismiss: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  return (
    <SimpleDialog
      open={props.open}
      onClose={props.onClose}
      role="alertdialog"
      title="Dismiss this opportunity?"
      footer={
        <>
          <Button variant="outline" onClick={props.onClose}>
            Keep it
          </Button>
          <Button colorPalette="red" loading={props.pending} onClick={() => props.onDismiss(reason)}>
            Dismiss Opportunity
          </Button>
        </>
      }
    >
      <Stack gap="2">
        <Text fontSize="sm" color="gray.700">
          It moves to the Expired tab and will not come back this session. Telling us why helps future
          suggestions.
        </Text>
        <Textarea
          aria-label="Reason (optional)"
          placeholder="Reason (optional)"
          value={reason}
          maxLength={FEEDBACK_COMMENT_MAX_LENGTH}
          onChange={(event) => setReason(event.target.value)}
          rows={3}
        />
        <Text fontSize="xs" color="gray.500" textAlign="end">
          {reason.length}/{FEEDBACK_COMMENT_MAX_LENGTH}
        </Text>
      </Stack>
    </SimpleDialog>
  );
}
