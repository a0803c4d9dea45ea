import { useState } from 'react';

/** Not in config/local-storage-keys (another area's file): the Ask page's own key for its chat list drawer. */
export const CHAT_DRAWER_KEY = 'ask_thetix_drawer_open';

function readOpen(): boolean {
  try {
    return window.localStorage.getItem(CHAT_DRAWER_KEY) !== 'false';
  } catch {
    return true;
  }
}

/**
 * Spec part 3 §2: the chat list drawer's open state is remembered on desktop; on mobile it starts closed, is not
 * stored, and closes after a chat is chosen.
 */
export function useChatDrawer(mobile: boolean) {
  const [desktopOpen, setDesktopOpen] = useState(readOpen);
  const [mobileOpen, setMobileOpen] = useState(false);
  const setOpen = (open: boolean) => {
    if (mobile) return setMobileOpen(open);
    setDesktopOpen(open);
    try {
      window.localStorage.setItem(CHAT_DRAWER_KEY, String(open));
    } catch {
      // Not remembered when storage is unavailable.
    }
  };
  return {
    open: mobile ? mobileOpen : desktopOpen,
    setOpen,
    /** After choosing a chat: only the mobile drawer closes. */
    chosen: () => {
      if (mobile) setMobileOpen(false);
    },
  };
}
