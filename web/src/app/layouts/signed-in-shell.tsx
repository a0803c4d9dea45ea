import { Box, Flex, useBreakpointValue } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { AdminTools } from '../../features/admin/components/admin-tools';
import { ImpersonationBanner } from '../../features/admin/components/impersonation-banner';
import { AppFooter } from '../../features/app/components/app-footer';
import { AppSidebar } from '../../features/app/components/app-sidebar';
import { ConnectBar } from '../../features/app/components/connect-bar';
import { MobileBottomBar } from '../../features/app/components/mobile-bottom-bar';
import { SignedInHeader } from '../../features/app/components/signed-in-header';
import { OpportunityChatPanel } from '../../features/ask/components/opportunity-chat-panel';
import { useCollapseOnScroll } from '../../features/app/hooks/use-collapse-on-scroll';
import { useProfile } from '../../features/profile/api/get-profile';
import { useImpersonation } from '../../lib/impersonation';
import { OpportunityChatSlotProvider, type OpportunityChatSlotProps } from '../../lib/opportunity-chat-slot';
import { useTopBarHeight } from '../../lib/top-bar';
import { PendingCardCreator } from '../pending-card-creator';
import { AppWidgetExtensions } from '../widget-extensions';

/** The ask feature's opportunity chat for the drawers (lib/opportunity-chat-slot), with the admin debug view. */
function OpportunityChat(props: OpportunityChatSlotProps) {
  const showDebug = useProfile().data?.featureFlags.show_thetix_chat_debug === true;
  return <OpportunityChatPanel {...props} showDebug={showDebug} />;
}

/**
 * The signed-in area (spec part 1 §2): header with pill nav, account switcher and user menu; the desktop sidebar
 * (`sidebar`), the manual-only connect bar, footer with the legal disclaimer, and the mobile bottom bar; for admins
 * the Ctrl/Cmd+K user search and, while viewing as another user, the Admin Mode banner. The opportunity drawers'
 * Ask Thetix chat is provided here, since the opportunities feature cannot import the ask feature.
 */
export function SignedInShell({ sidebar }: { sidebar: boolean }) {
  const profileIsAdmin = useProfile().data?.featureFlags.admin === true;
  const topBar = useTopBarHeight<HTMLDivElement, HTMLDivElement>();
  const phone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const impersonating = useImpersonation() !== null;
  // The Admin Mode banner never scrolls away: it says whose data this is.
  const collapsed = useCollapseOnScroll(phone && !impersonating);
  return (
    <Flex ref={topBar.scope} direction="column" minH="100dvh" bg="gray.50/40">
      {/* One sticky top bar: the Admin Mode banner stacked above the header, so neither slides under the other. */}
      {/* On a phone the bar slides up while the reader scrolls down (spec part 2 §2); content runs on under it. */}
      <Box
        ref={topBar.bar}
        position="sticky"
        top="0"
        zIndex="sticky"
        data-collapsed={collapsed ? '' : undefined}
        transform={collapsed ? 'translateY(-100%)' : undefined}
        transition="transform 0.2s ease-out"
      >
        <ImpersonationBanner />
        <SignedInHeader sidebar={sidebar} />
      </Box>
      <AdminTools profileIsAdmin={profileIsAdmin} />
      <PendingCardCreator />
      <Flex flex="1" align="stretch">
        {sidebar ? <AppSidebar /> : null}
        <Flex direction="column" flex="1" minW="0">
          <ConnectBar />
          <Box as="main" flex="1">
            <AppWidgetExtensions>
              <OpportunityChatSlotProvider component={OpportunityChat}>
                <Outlet />
              </OpportunityChatSlotProvider>
            </AppWidgetExtensions>
          </Box>
          <Box pb={{ base: '16', md: '0' }}>
            <AppFooter />
          </Box>
        </Flex>
      </Flex>
      <MobileBottomBar />
    </Flex>
  );
}

export const DashboardShell = () => <SignedInShell sidebar />;
export const ProfileShell = () => <SignedInShell sidebar={false} />;
