import { Badge, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import type { OpportunityWidget } from '@thetix/shared/thetix/widgets';
import { formatNumber } from './format';
import { useWidgetExtensions } from './widget-extensions';
import { WidgetFrame } from './widget-frame';

type Figure = [label: string, value: string];

/** Top-level text and number fields of an embedded record, and of its `details`, as label/value pairs. */
export function embeddedFigures(record: Record<string, unknown> | undefined, limit = 8): Figure[] {
  if (!record) return [];
  const details = typeof record.details === 'object' && record.details !== null ? record.details : {};
  const entries = [...Object.entries(record), ...Object.entries(details as Record<string, unknown>)];
  const skip = new Set(['id', 'details', 'widget', 'account_id', 'accountId', 'user_id']);
  const figures: Figure[] = [];
  for (const [key, value] of entries) {
    if (skip.has(key) || figures.length >= limit) continue;
    const label = key.replace(/_/g, ' ').replace(/^\w/, (letter) => letter.toUpperCase());
    if (typeof value === 'number') figures.push([label, formatNumber(value)]);
    else if (typeof value === 'string' && value.length > 0 && value.length <= 60)
      figures.push([label, value]);
  }
  return figures;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** Without the app's opportunity card (public pages): the ticker, the action and the embedded figures. */
export function PlainOpportunity({ widget }: { widget: OpportunityWidget }) {
  const ticker = widget.ticker ?? text(widget.opportunity?.primary_ticker);
  const action =
    widget.action ?? text(widget.opportunity?.strategy_name) ?? text(widget.opportunity?.opportunity_type);
  const figures = embeddedFigures(widget.opportunity);
  return (
    <WidgetFrame
      kind="opportunity"
      title={ticker ? `${ticker} opportunity` : 'Opportunity'}
      footnote={widget.footnote}
    >
      <Stack gap="2" p="3" rounded="md" borderWidth="1px" borderColor="gray.200">
        <HStack gap="2">
          {ticker ? <Text fontWeight="bold">{ticker}</Text> : null}
          {action ? (
            <Badge colorPalette="brand" variant="subtle">
              {action}
            </Badge>
          ) : null}
        </HStack>
        {figures.length > 0 ? (
          <Grid templateColumns="repeat(auto-fill, minmax(8rem, 1fr))" gap="2">
            {figures.map(([label, value]) => (
              <Stack key={label} gap="0">
                <Text fontSize="xs" color="gray.500">
                  {label}
                </Text>
                <Text fontSize="sm" fontWeight="medium">
                  {value}
                </Text>
              </Stack>
            ))}
          </Grid>
        ) : null}
      </Stack>
    </WidgetFrame>
  );
}

/** An opportunity: the app's opportunity card when the app layer provides it, else the plain fallback. */
export function OpportunityWidgetView({ widget }: { widget: OpportunityWidget }) {
  const { opportunity: Extension } = useWidgetExtensions();
  if (Extension) return <Extension widget={widget} />;
  return <PlainOpportunity widget={widget} />;
}
