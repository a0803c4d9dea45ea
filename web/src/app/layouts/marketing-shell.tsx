import { Box, Flex } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { MarketingFooter } from '../../features/marketing/components/marketing-footer';
import { MarketingHeader } from '../../features/marketing/components/marketing-header';
import { CardCreationBox } from '../../features/public-thetix/components/card-creation-box';

/** The marketing pages' shell; the public header's card box comes from the public Thetix feature. */
export function MarketingShell() {
  return (
    <Flex direction="column" minH="100dvh">
      <MarketingHeader cardCreator={<CardCreationBox compact />} />
      <Box as="main" flex="1">
        <Outlet />
      </Box>
      <MarketingFooter />
    </Flex>
  );
}
