import { Grid, Stack, Text } from '@chakra-ui/react';
import { NO_TRANSACTION_DATA, type TransactionWidget } from '@thetix/shared/thetix/widgets';
import { embeddedFigures } from './opportunity-widget';
import { useWidgetExtensions } from './widget-extensions';
import { WidgetFrame } from './widget-frame';

/** Without the app's history row (public pages): the embedded transaction's figures, or spec §5's empty text. */
export function PlainTransaction({ widget }: { widget: TransactionWidget }) {
  const figures = embeddedFigures(widget.transaction);
  return (
    <WidgetFrame kind="transaction" title="Transaction" footnote={widget.footnote}>
      {figures.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {NO_TRANSACTION_DATA}
        </Text>
      ) : (
        <Grid
          templateColumns="repeat(auto-fill, minmax(8rem, 1fr))"
          gap="2"
          p="3"
          rounded="md"
          borderWidth="1px"
        >
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
      )}
    </WidgetFrame>
  );
}

/** A transaction: the app's history row when the app layer provides it, else the plain fallback. */
export function TransactionWidgetView({ widget }: { widget: TransactionWidget }) {
  const { transaction: Extension } = useWidgetExtensions();
  if (Extension) return <Extension widget={widget} />;
  return <PlainTransaction widget={widget} />;
}
