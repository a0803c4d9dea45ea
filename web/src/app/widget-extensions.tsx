import { Skeleton, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { opportunitySchema } from '@thetix/shared/contracts/opportunities';
import { transactionGroupSchema } from '@thetix/shared/contracts/portfolio';
import {
  NO_TRANSACTION_DATA,
  type OpportunityWidget,
  type TransactionWidget,
} from '@thetix/shared/thetix/widgets';
import type { ReactNode } from 'react';
import {
  PlainOpportunity,
  PlainTransaction,
  WidgetExtensionsProvider,
  WidgetFrame,
  type WidgetExtensions,
} from '../components/thetix-widgets';
import { useTransactions } from '../features/history/api/get-transactions';
import { TransactionRow } from '../features/history/components/transaction-row';
import { opportunityQueryOptions } from '../features/opportunities/api/get-opportunity';
import { OpportunityCard } from '../features/opportunities/components/opportunity-card';

/**
 * An opportunity widget as the opportunities feature's own card, read-only (the drawer has no deep link to open
 * from a card elsewhere). By id it loads the opportunity with that feature's query; an embedded record is shown
 * as is when it is a whole opportunity, else (an engine summary, say) by the shared plain fallback.
 */
function OpportunityById({ widget, id }: { widget: OpportunityWidget; id: string }) {
  const query = useQuery(opportunityQueryOptions(id));
  if (query.isPending) return <Skeleton h="40" rounded="xl" />;
  if (query.isError) return <PlainOpportunity widget={widget} />;
  return <OpportunityCard opportunity={query.data} readOnly onOpen={() => undefined} />;
}

function OpportunityExtension({ widget }: { widget: OpportunityWidget }) {
  const embedded = opportunitySchema.safeParse(widget.opportunity);
  if (embedded.success)
    return <OpportunityCard opportunity={embedded.data} readOnly onOpen={() => undefined} />;
  if (widget.id) return <OpportunityById widget={widget} id={widget.id} />;
  return <PlainOpportunity widget={widget} />;
}

/**
 * A transaction widget as a history row. There is no single-transaction call, so by id it is looked up in the
 * trading history (the same cached query the history page uses); spec §5's texts cover a failed load and a
 * transaction that is not there.
 */
function TransactionById({ id }: { id: string }) {
  const history = useTransactions('');
  if (history.isPending) return <Skeleton h="14" rounded="md" />;
  if (history.isError)
    return (
      <Text fontSize="sm" color="red.600">
        Error: {history.error.message}
      </Text>
    );
  const group = history.data.find((candidate) => candidate.id === id);
  if (!group)
    return (
      <Text fontSize="sm" color="fg.muted">
        {NO_TRANSACTION_DATA}
      </Text>
    );
  return <TransactionRow group={group} />;
}

function TransactionExtension({ widget }: { widget: TransactionWidget }) {
  const embedded = transactionGroupSchema.safeParse(widget.transaction);
  const body = embedded.success ? (
    <TransactionRow group={embedded.data} />
  ) : widget.id ? (
    <TransactionById id={widget.id} />
  ) : null;
  if (!body) return <PlainTransaction widget={widget} />;
  return (
    <WidgetFrame kind="transaction" footnote={widget.footnote}>
      {body}
    </WidgetFrame>
  );
}

/** The feature-owned widget renderers (opportunity, transaction) given to every widget list in the signed-in app. */
const extensions: WidgetExtensions = {
  opportunity: OpportunityExtension,
  transaction: TransactionExtension,
};

export function AppWidgetExtensions({ children }: { children: ReactNode }) {
  return <WidgetExtensionsProvider value={extensions}>{children}</WidgetExtensionsProvider>;
}
