import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

/** The opportunity kinds whose drawers hold a chat (spec part 2 §2, part 3 §2). */
export type ChatOpportunityType = 'covered_call' | 'option_roll' | 'option_close';

export interface OpportunityChatSlotProps {
  opportunityId: string;
  opportunityType: ChatOpportunityType;
  /** A question the user picked in the drawer (its FAQ buttons), to be asked in the chat. */
  question?: string | undefined;
  /** Called once `question` was sent, so the drawer forgets it and reopening the panel does not ask it again. */
  onQuestionAsked?: (() => void) | undefined;
}

/**
 * The Ask Thetix chat of an opportunity drawer. The drawers live in the opportunities feature and the chat in the
 * ask feature, and features do not import each other, so the app layer fills this slot (app/layouts/signed-in-shell).
 */
const OpportunityChatSlotContext = createContext<ComponentType<OpportunityChatSlotProps> | null>(null);

export function OpportunityChatSlotProvider({
  component,
  children,
}: {
  component: ComponentType<OpportunityChatSlotProps>;
  children: ReactNode;
}) {
  return (
    <OpportunityChatSlotContext.Provider value={component}>{children}</OpportunityChatSlotContext.Provider>
  );
}

/** The chat component the app provided, or null outside the signed-in app (tests of a drawer alone). */
export const useOpportunityChatSlot = () => useContext(OpportunityChatSlotContext);
