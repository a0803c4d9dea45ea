import { Stack, Text } from '@chakra-ui/react';
import {
  ERROR_RENDERING_WIDGETS,
  UNABLE_TO_RENDER_WIDGET,
  sanitizeWidgets,
  visibleWidgets,
  type Widget,
} from '@thetix/shared/thetix/widgets';
import { useMemo } from 'react';
import { AlarmWidgetView } from './alarm-widget';
import { AlertWidgetView } from './alert-widget';
import { ButtonGroupWidgetView } from './button-group-widget';
import { ChartWidgetView } from './chart-widget';
import { MarkdownWidgetView } from './markdown-widget';
import { MessageWidgetView } from './message-widget';
import { OpportunityWidgetView } from './opportunity-widget';
import { OptionContractWidgetView } from './option-contract-widget';
import { groupChains, type ListEntry } from './options-chain-model';
import { OptionsChainWidgetView } from './options-chain-widget';
import { PayoffWidgetView } from './payoff-widget';
import { PriceWidgetView } from './price-widget';
import { SectionWidgetView } from './section-widget';
import { TableWidgetView } from './table-widget';
import { TransactionWidgetView } from './transaction-widget';
import { UserQueryWidgetView } from './user-query-widget';
import { WidgetErrorBoundary } from './widget-error-boundary';

export interface WidgetListProps {
  /** The materialized result as received: validated and sanitised here (spec part 3 §5), invalid ones dropped. */
  widgets: unknown;
  /** Shown when nothing survives: NO_VISUAL_WIDGETS on a card, NO_VALID_WIDGETS in a chat. */
  emptyText: string;
  /** The card's first-widget mode: only the first renderable widget. */
  firstOnly?: boolean;
  /** A buttonGroup button was pressed: its query (or label) as the next question. */
  onAsk?: (query: string) => void;
}

/** The widgets that would render, after validation and visible=false. */
export const renderableWidgets = (widgets: unknown): Widget[] => visibleWidgets(sanitizeWidgets(widgets));

/** One widget by kind. Kinds are exhaustive: a new kind in shared/ fails to compile here until it has a renderer. */
function WidgetView({ widget, onAsk }: { widget: Widget; onAsk?: (query: string) => void }) {
  switch (widget.widget) {
    case 'chart':
      return <ChartWidgetView widget={widget} />;
    case 'table':
      return <TableWidgetView widget={widget} />;
    case 'alarm':
      return <AlarmWidgetView widget={widget} />;
    case 'alert':
      return <AlertWidgetView widget={widget} />;
    case 'alert_message':
    case 'message':
      return <MessageWidgetView widget={widget} />;
    case 'userQuery':
      return <UserQueryWidgetView widget={widget} />;
    case 'payoff':
      return <PayoffWidgetView widget={widget} />;
    case 'optionContract':
      return <OptionContractWidgetView widget={widget} />;
    case 'optionsChain':
      return <OptionsChainWidgetView chains={[widget]} />;
    case 'price':
      return <PriceWidgetView widget={widget} />;
    case 'markdown':
      return <MarkdownWidgetView widget={widget} />;
    case 'opportunity':
      return <OpportunityWidgetView widget={widget} />;
    case 'transaction':
      return <TransactionWidgetView widget={widget} />;
    case 'buttonGroup':
      return <ButtonGroupWidgetView widget={widget} onAsk={onAsk} />;
    case 'section':
      return (
        <SectionWidgetView widget={widget}>
          <WidgetEntries widgets={widget.widgets} onAsk={onAsk} />
        </SectionWidgetView>
      );
  }
}

function EntryView({ entry, onAsk }: { entry: ListEntry; onAsk?: (query: string) => void }) {
  if ('chains' in entry) return <OptionsChainWidgetView chains={entry.chains} />;
  return <WidgetView widget={entry.widget} onAsk={onAsk} />;
}

/** Already validated widgets, each behind its own error boundary so one failure costs only that widget. */
function WidgetEntries({ widgets, onAsk }: { widgets: Widget[]; onAsk?: (query: string) => void }) {
  const entries = useMemo(() => groupChains(widgets), [widgets]);
  return (
    <Stack gap="5" minW="0">
      {entries.map((entry, index) => (
        <WidgetErrorBoundary
          key={index}
          fallback={UNABLE_TO_RENDER_WIDGET}
          resetKey={'chains' in entry ? entry.chains[0] : entry.widget}
        >
          <EntryView entry={entry} onAsk={onAsk} />
        </WidgetErrorBoundary>
      ))}
    </Stack>
  );
}

function WidgetListBody({ widgets, emptyText, firstOnly, onAsk }: WidgetListProps) {
  // Cards re-render on every status poll; the result only changes when the query cache hands over a new one.
  const list = useMemo(() => renderableWidgets(widgets), [widgets]);
  if (list.length === 0)
    return (
      <Text color="fg.muted" fontSize="sm">
        {emptyText}
      </Text>
    );
  return <WidgetEntries widgets={firstOnly ? list.slice(0, 1) : list} onAsk={onAsk} />;
}

/**
 * A card's or a chat answer's widgets (spec part 3 §3, §5): validated with the shared rules, invalid and hidden
 * ones left out, `emptyText` when none remain, and "Error rendering widgets" if the list itself fails.
 */
export function WidgetList(props: WidgetListProps) {
  return (
    <WidgetErrorBoundary fallback={ERROR_RENDERING_WIDGETS} resetKey={props.widgets}>
      <WidgetListBody {...props} />
    </WidgetErrorBoundary>
  );
}
