import { Box, CloseButton, Drawer, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SimulatedDataBadge } from '../../../components/simulated-data-badge';
import { instantTime } from '../model/format';
import { TickerIcon } from './ticker-icon';

/** The drawer every opportunity opens in: a title with the generated time, a scrolling body and a footer. */
export function DrawerFrame(props: {
  ticker: string;
  title: string;
  generatedAt: string;
  wide: boolean;
  /** A dialog of the trade flow is open on top: clicks there must not close the drawer under it. */
  locked?: boolean;
  onClose: () => void;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <Drawer.Root
      open
      onOpenChange={(details) => (details.open || props.locked ? undefined : props.onClose())}
      closeOnInteractOutside={!props.locked}
      closeOnEscape={!props.locked}
      placement="end"
      size={props.wide ? 'xl' : 'md'}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content
            maxW={props.wide ? { base: '100vw', lg: '1120px' } : { base: '100vw', md: '600px' }}
            bg="gray.50"
          >
            <Drawer.Header bg="white" borderBottomWidth="1px" py="4">
              <HStack gap="3" pr="8">
                <TickerIcon ticker={props.ticker} />
                <Stack gap="0" flex="1" minW="0">
                  <Drawer.Title fontSize="lg">{props.title}</Drawer.Title>
                  <Text fontSize="xs" color="gray.600">
                    Generated {instantTime(props.generatedAt)}
                  </Text>
                </Stack>
                <Box hideBelow="md">
                  <SimulatedDataBadge />
                </Box>
              </HStack>
            </Drawer.Header>
            <Drawer.Body py="4" position="relative">
              {props.children}
            </Drawer.Body>
            {/* On a phone the two long action labels do not fit one row: they wrap and share the width. */}
            <Drawer.Footer
              bg="white"
              borderTopWidth="1px"
              py="3"
              gap="2"
              flexWrap="wrap"
              css={{ '& > button': { flex: { base: '1 1 auto', md: '0 0 auto' } } }}
            >
              {props.footer}
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
