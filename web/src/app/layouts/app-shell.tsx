import { Box, Flex } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { AppFooter } from '../../features/app/components/app-footer';
import { AppHeader } from '../../features/app/components/app-header';

export function AppShell() {
  return (
    <Flex direction="column" minH="100dvh" bg="gray.50/40">
      <AppHeader />
      <Box as="main" flex="1">
        <Outlet />
      </Box>
      <AppFooter />
    </Flex>
  );
}
