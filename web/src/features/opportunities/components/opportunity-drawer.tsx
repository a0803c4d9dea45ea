import { Alert, Button, CloseButton, Drawer, Portal, Skeleton, Stack } from '@chakra-ui/react';
import type { Opportunity } from '@thetix/shared/contracts/opportunities';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { opportunityQueryOptions, useOpportunity } from '../api/get-opportunity';
import { CloseDrawer } from './close-drawer';
import { CoveredCallDrawer } from './covered-call-drawer';
import { PutSellDrawer } from './put-sell-drawer';
import { RollDrawer } from './roll-drawer';

/** Spec part 2 §8: the drawer's texts when its opportunity cannot be shown. */
export const OPPORTUNITY_NOT_FOUND = 'Opportunity not found';
export const OPPORTUNITY_DATA_ERROR = 'Error processing opportunity data';
export const opportunityLoadError = (message: string) => `Error loading opportunity: ${message}`;

/** The drawer of the opportunity's type, or the data error when the type is not one the app knows. */
function DrawerOfType({ opportunity, onClose }: { opportunity: Opportunity; onClose: () => void }) {
  switch (opportunity.opportunity_type) {
    case 'covered_call':
      return <CoveredCallDrawer opportunity={opportunity} onClose={onClose} />;
    case 'option_roll':
      return <RollDrawer opportunity={opportunity} onClose={onClose} />;
    case 'option_close':
      return <CloseDrawer opportunity={opportunity} onClose={onClose} />;
    case 'put_sell':
      return <PutSellDrawer opportunity={opportunity} onClose={onClose} />;
    default:
      return <DrawerMessage status="error" text={OPPORTUNITY_DATA_ERROR} onClose={onClose} />;
  }
}

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * Opens the drawer of the opportunity's type, kept fresh by GET /api/opportunities/{id}. When the refresh says it is
 * gone (deleted, or not this user's), the drawer says so rather than showing the stale copy.
 */
export function OpportunityDrawer({
  opportunity: initial,
  onClose,
}: {
  opportunity: Opportunity;
  onClose: () => void;
}) {
  const query = useOpportunity(initial.id, initial);
  if (query.isError && isNotFound(query.error))
    return <DrawerMessage status="warning" text={OPPORTUNITY_NOT_FOUND} onClose={onClose} />;
  return <DrawerOfType opportunity={query.data ?? initial} onClose={onClose} />;
}

/** A drawer for an id alone (a link to /dashboard/opportunities?opportunity={id}): loading, not found, error. */
export function OpportunityDrawerById({ id, onClose }: { id: string; onClose: () => void }) {
  const query = useQuery(opportunityQueryOptions(id));
  if (query.isPending) return <DrawerMessage status="loading" text="" onClose={onClose} />;
  if (query.isError)
    return isNotFound(query.error) ? (
      <DrawerMessage status="warning" text={OPPORTUNITY_NOT_FOUND} onClose={onClose} />
    ) : (
      <DrawerMessage status="error" text={opportunityLoadError(query.error.message)} onClose={onClose} />
    );
  return <DrawerOfType opportunity={query.data} onClose={onClose} />;
}

function DrawerMessage(props: {
  status: 'loading' | 'warning' | 'error';
  text: string;
  onClose: () => void;
}) {
  return (
    <Drawer.Root
      open
      onOpenChange={(details) => (details.open ? undefined : props.onClose())}
      placement="end"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW={{ base: '100vw', md: '600px' }}>
            <Drawer.Header borderBottomWidth="1px">
              <Drawer.Title>Opportunity</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body py="6">
              {props.status === 'loading' ? (
                <Stack gap="3" aria-busy="true">
                  <Skeleton h="8" />
                  <Skeleton h="40" />
                </Stack>
              ) : (
                <Alert.Root status={props.status} rounded="lg">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Description>{props.text}</Alert.Description>
                  </Alert.Content>
                </Alert.Root>
              )}
            </Drawer.Body>
            <Drawer.Footer>
              <Button variant="outline" onClick={props.onClose}>
                Close
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
