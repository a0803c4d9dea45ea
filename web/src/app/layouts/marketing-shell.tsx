import { Box, Flex } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { MarketingFooter } from '../../features/marketing/components/marketing-footer';
import { MarketingHeader } from '../../features/marketing/components/marketing-header';

export function MarketingShell() {
  return (
    <Flex direction="column" minH="100dvh">
      <MarketingHeader />
      <Box as="main" flex="1">
        <Outlet />
      </Box>
      <MarketingFooter />
    </Flex>
  );
}
