import { Box, Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import type { Opportunity } from '@thetix/shared/contracts/opportunities';
import type { ReactNode } from 'react';
import { cardButtonLabel } from '../model/opportunity-card';
import { CardBadges } from './card-badges';
import { TickerIcon } from './ticker-icon';

export interface CardField {
  label: string;
  value: ReactNode;
  note?: ReactNode;
}

/**
 * The frame every opportunity card shares (spec part 2 §2): icon, title, income figure, badges, a grid of fields and
 * the main button. Clicking opens the drawer unless the list is read-only, which also hides the button.
 */
export function CardShell(props: {
  opportunity: Opportunity;
  title: string;
  income: { label: string; value: string; tone?: 'positive' | 'negative' };
  fields: CardField[];
  /** Why the opportunity was proposed, in words (a roll's or a close's rule). */
  reason?: string;
  /** Spec part 2 §2 (`isDimmed`): not ready, or a covered call's strike at or below the current price. */
  dimmed: boolean;
  readOnly?: boolean;
  onOpen: () => void;
}) {
  const { opportunity, readOnly, dimmed } = props;
  const open = readOnly ? undefined : props.onOpen;
  return (
    <Stack
      as="article"
      aria-label={props.title}
      data-opportunity-id={opportunity.id}
      gap="4"
      p="5"
      bg="white"
      rounded="xl"
      borderWidth="1px"
      borderColor="gray.200"
      shadow="xs"
      opacity={dimmed ? 0.72 : 1}
      cursor={open ? 'pointer' : 'default'}
      transition="box-shadow 0.15s, border-color 0.15s, opacity 0.15s"
      _hover={open ? { shadow: 'md', borderColor: 'gray.300', opacity: 1 } : undefined}
      onClick={open}
    >
      <HStack justify="space-between" align="start" gap="3">
        <HStack gap="3" minW="0">
          <TickerIcon ticker={opportunity.primary_ticker} />
          <Stack gap="0.5" minW="0">
            <Text fontWeight="bold" fontSize="lg" color="gray.900" lineHeight="short">
              {opportunity.primary_ticker}
            </Text>
            <Text fontSize="xs" color="gray.600" lineClamp={2}>
              {props.title}
            </Text>
          </Stack>
        </HStack>
        <Stack gap="0" align="end" flexShrink={0}>
          <Text
            fontSize="lg"
            fontWeight="bold"
            fontVariantNumeric="tabular-nums"
            color={props.income.tone === 'negative' ? 'red.600' : 'green.700'}
          >
            {props.income.value}
          </Text>
          <Text fontSize="xs" color="gray.600">
            {props.income.label}
          </Text>
        </Stack>
      </HStack>
      <CardBadges opportunity={opportunity} />
      {props.reason ? (
        <Text fontSize="sm" color="gray.700" lineClamp={3} data-testid="card-reason">
          {props.reason}
        </Text>
      ) : null}
      <Grid templateColumns="repeat(2, minmax(0, 1fr))" columnGap="4" rowGap="3">
        {props.fields.map((field) => (
          <Stack key={field.label} gap="0" minW="0">
            <Text fontSize="xs" color="gray.500">
              {field.label}
            </Text>
            <Text
              fontSize="sm"
              fontWeight="medium"
              color="gray.900"
              fontVariantNumeric="tabular-nums"
              truncate
            >
              {field.value}
            </Text>
            {field.note ? (
              // Two lines at most: a note that qualifies its value ("delta 0.17 (Balanced is 0.20-0.35)") must
              // not lose its end to an ellipsis.
              <Text fontSize="xs" color="gray.600" lineClamp={2}>
                {field.note}
              </Text>
            ) : null}
          </Stack>
        ))}
      </Grid>
      {readOnly ? null : (
        <Box mt="auto">
          <Button
            w="full"
            size="sm"
            colorPalette={opportunity.status === 'active' ? 'brand' : 'gray'}
            variant={dimmed ? 'outline' : 'solid'}
            onClick={(event) => {
              event.stopPropagation();
              props.onOpen();
            }}
          >
            {cardButtonLabel(opportunity)}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
