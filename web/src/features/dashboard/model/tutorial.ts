/**
 * The tutorial state of spec part 1 §3 and part 2 §4, kept per browser session: whether the guide and its covered
 * calls banner show, and the step (1-3). Advancing is capped at 3, reset returns to 1, and selecting a position
 * while at step 1 moves to step 2.
 */
export interface TutorialState {
  showTutorial: boolean;
  showCoveredCallsBanner: boolean;
  currentStep: TutorialStep;
}

export type TutorialStep = 1 | 2 | 3;

export type TutorialAction =
  | { type: 'advance' }
  | { type: 'back' }
  | { type: 'reset' }
  | { type: 'select-position' }
  | { type: 'hide-banner' }
  | { type: 'dismiss' };

export const initialTutorial: TutorialState = {
  showTutorial: true,
  showCoveredCallsBanner: true,
  currentStep: 1,
};

const clampStep = (step: number): TutorialStep => (step <= 1 ? 1 : step >= 3 ? 3 : 2);

export function tutorialReducer(state: TutorialState, action: TutorialAction): TutorialState {
  switch (action.type) {
    case 'advance':
      return { ...state, currentStep: clampStep(state.currentStep + 1) };
    case 'back':
      return { ...state, currentStep: clampStep(state.currentStep - 1) };
    case 'reset':
      return { ...state, currentStep: 1 };
    case 'select-position':
      return state.currentStep === 1 ? { ...state, currentStep: 2 } : state;
    case 'hide-banner':
      return { ...state, showCoveredCallsBanner: false };
    case 'dismiss':
      return { ...state, showTutorial: false };
  }
}

/** A stored state read back, or the initial one when it is missing or not a state this version wrote. */
export function parseTutorial(raw: string | null): TutorialState {
  if (!raw) return initialTutorial;
  try {
    const value = JSON.parse(raw) as Partial<TutorialState>;
    return {
      showTutorial: value.showTutorial !== false,
      showCoveredCallsBanner: value.showCoveredCallsBanner !== false,
      currentStep: clampStep(Number(value.currentStep) || 1),
    };
  } catch {
    return initialTutorial;
  }
}

/** What each step asks of a first-time user. */
export const TUTORIAL_STEPS: Record<TutorialStep, { title: string; body: string }> = {
  1: {
    title: 'Pick a position',
    body: 'Choose one of your holdings to see the covered calls you could write on it.',
  },
  2: {
    title: 'Review an opportunity',
    body: 'Open a card to see the strike, the premium, the risk level and what you keep if the shares are called away.',
  },
  3: {
    title: 'Trade with your broker',
    body: 'Place the order with your broker yourself, then mark the opportunity as acted upon so your income is tracked.',
  },
};
