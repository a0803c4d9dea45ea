import { Box, Button, Grid, Stack, Tabs, useBreakpointValue } from '@chakra-ui/react';
import type { Opportunity } from '@thetix/shared/contracts/opportunities';
import type { ReactNode } from 'react';
import { useImpersonation } from '../../../lib/impersonation';
import { useActionFlow } from './action-flow';
import { AskThetixPanel } from './ask-thetix-panel';
import { DrawerFrame } from './drawer-frame';

/**
 * Roll and close drawers (spec part 2 §2): tabs Details and Ask Thetix on small screens, side by side on large
 * ones; buttons Dismiss Opportunity and the type's preview button.
 */
export function HeldOptionDrawer(props: {
  opportunity: Opportunity;
  title: string;
  previewLabel: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const large = useBreakpointValue({ base: false, lg: true }) ?? false;
  const flow = useActionFlow(props.opportunity, {}, props.onClose);
  const readOnly = useImpersonation() !== null;
  const active = props.opportunity.status === 'active' && !readOnly;
  return (
    <DrawerFrame
      ticker={props.opportunity.primary_ticker}
      title={props.title}
      generatedAt={props.opportunity.generated_at}
      wide={large}
      locked={flow.busy}
      onClose={props.onClose}
      footer={
        active ? (
          <>
            <Button variant="outline" colorPalette="red" onClick={flow.openDismiss}>
              Dismiss Opportunity
            </Button>
            <Button colorPalette="brand" onClick={flow.openPreview}>
              {props.previewLabel}
            </Button>
          </>
        ) : null
      }
    >
      {large ? (
        <Grid templateColumns="minmax(0, 1.4fr) minmax(0, 1fr)" gap="5" alignItems="start">
          <Stack gap="4">{props.children}</Stack>
          <Box position="sticky" top="0">
            <AskThetixPanel opportunity={props.opportunity} />
          </Box>
        </Grid>
      ) : (
        <Tabs.Root defaultValue="details" size="sm" variant="line" fitted>
          <Tabs.List>
            <Tabs.Trigger value="details">Details</Tabs.Trigger>
            <Tabs.Trigger value="thetix">Ask Thetix</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="details">
            <Stack gap="4">{props.children}</Stack>
          </Tabs.Content>
          <Tabs.Content value="thetix">
            <AskThetixPanel opportunity={props.opportunity} />
          </Tabs.Content>
        </Tabs.Root>
      )}
      {flow.dialogs}
    </DrawerFrame>
  );
}
