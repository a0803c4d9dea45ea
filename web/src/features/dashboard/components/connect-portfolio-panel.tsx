import { Button, Grid, Heading, List, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useImpersonation } from '../../../lib/impersonation';

/**
 * Spec part 2 §2: replaces Gains and Opportunities when the only account is manual and holds nothing. The
 * pros-and-cons cards compare connecting a brokerage with entering positions by hand.
 */
export function ConnectPortfolioPanel({
  accountsHref,
  manualActions,
}: {
  accountsHref: string;
  manualActions: ReactNode;
}) {
  const readOnly = useImpersonation() !== null;
  return (
    <Stack gap="5" p={{ base: '5', md: '8' }} bg="white" rounded="2xl" borderWidth="1px">
      <Stack gap="1">
        <Heading as="h2" size="xl">
          Connect Your Portfolio
        </Heading>
        <Text color="gray.600">
          Thetix finds covered-call income in the stocks you hold. Tell it what you own to get started.
        </Text>
      </Stack>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
        <Stack gap="3" p="5" rounded="xl" borderWidth="1px" borderColor="brand.200" bg="brand.50">
          <Heading as="h3" size="md">
            Connect a brokerage
          </Heading>
          <List.Root gap="1" ps="4" fontSize="sm" color="gray.700">
            <List.Item>Positions and trades stay in sync automatically</List.Item>
            <List.Item>Opportunities reflect your real share counts</List.Item>
            <List.Item>Read-only: Thetix never places orders</List.Item>
          </List.Root>
          {readOnly ? null : (
            <Button asChild colorPalette="brand" mt="auto">
              <RouterLink to={accountsHref}>Connect Investment Account</RouterLink>
            </Button>
          )}
        </Stack>
        <Stack gap="3" p="5" rounded="xl" borderWidth="1px">
          <Heading as="h3" size="md">
            Enter positions manually
          </Heading>
          <List.Root gap="1" ps="4" fontSize="sm" color="gray.700">
            <List.Item>No brokerage login needed</List.Item>
            <List.Item>You keep shares and trades up to date yourself</List.Item>
            <List.Item>Try it first with the sample portfolio</List.Item>
          </List.Root>
          <Stack direction="row" gap="2" mt="auto" flexWrap="wrap">
            {manualActions}
          </Stack>
        </Stack>
      </Grid>
    </Stack>
  );
}
