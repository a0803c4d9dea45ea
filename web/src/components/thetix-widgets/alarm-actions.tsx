import { createContext, useContext, type ReactNode } from 'react';

/**
 * What an alarm widget may do besides showing itself: re-arm its triggered price alert. Only the owner's own card
 * provides it (the board, not a chat answer, a public page or a read-only view), so elsewhere no button shows.
 */
export interface AlarmActions {
  rearm?: (alertId: string) => void;
  /** A re-arm is on its way: the button waits. */
  rearming?: boolean;
}

const AlarmActionsContext = createContext<AlarmActions>({});

export function AlarmActionsProvider({ value, children }: { value: AlarmActions; children: ReactNode }) {
  return <AlarmActionsContext.Provider value={value}>{children}</AlarmActionsContext.Provider>;
}

export const useAlarmActions = () => useContext(AlarmActionsContext);
