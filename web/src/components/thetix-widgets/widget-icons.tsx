import { Icon } from '@chakra-ui/react';

/**
 * Small line icons drawn inline: an emoji depends on the device's emoji font (headless Chromium and some Linux
 * desktops have none and show an empty box).
 */
export function BellIcon({ color }: { color: string }) {
  return (
    <Icon boxSize="5" color={color} flexShrink={0} aria-hidden="true">
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </svg>
    </Icon>
  );
}

export function AlarmClockIcon({ color }: { color: string }) {
  return (
    <Icon boxSize="5" color={color} flexShrink={0} aria-hidden="true">
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <circle cx="12" cy="13" r="8" />
        <path d="M12 9v4l2 2M5 3 2 6M22 6l-3-3" />
      </svg>
    </Icon>
  );
}
