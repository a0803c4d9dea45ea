import { describe, expect, it } from 'vitest';
import { initialTutorial, parseTutorial, tutorialReducer, type TutorialState } from './tutorial';

const at = (currentStep: TutorialState['currentStep']): TutorialState => ({
  ...initialTutorial,
  currentStep,
});

describe('tutorial state (spec part 1 §4, part 2 §4)', () => {
  it('advances one step at a time and stops at step 3', () => {
    // Act
    const steps = [at(1), at(2), at(3)].map(
      (state) => tutorialReducer(state, { type: 'advance' }).currentStep,
    );

    // Assess
    expect(steps).toEqual([2, 3, 3]);
  });

  it('returns to step 1 on reset', () => {
    // Act
    const state = tutorialReducer(at(3), { type: 'reset' });

    // Assess
    expect(state.currentStep).toBe(1);
  });

  it('moves to step 2 when a position is selected at step 1, and nowhere from later steps', () => {
    // Act
    const fromFirst = tutorialReducer(at(1), { type: 'select-position' });
    const fromThird = tutorialReducer(at(3), { type: 'select-position' });

    // Assess
    expect(fromFirst.currentStep).toBe(2);
    expect(fromThird.currentStep).toBe(3);
  });

  it('hides the covered calls banner and the guide separately', () => {
    // Act
    const bannerHidden = tutorialReducer(initialTutorial, { type: 'hide-banner' });
    const dismissed = tutorialReducer(bannerHidden, { type: 'dismiss' });

    // Assess
    expect(bannerHidden).toEqual({ showTutorial: true, showCoveredCallsBanner: false, currentStep: 1 });
    expect(dismissed.showTutorial).toBe(false);
  });

  it('reads back a stored state, and starts over from anything else', () => {
    // Act
    const stored = parseTutorial(
      JSON.stringify({ showTutorial: true, showCoveredCallsBanner: false, currentStep: 2 }),
    );
    const outOfRange = parseTutorial(JSON.stringify({ currentStep: 9 }));
    const broken = parseTutorial('{not json');

    // Assess
    expect(stored).toEqual({ showTutorial: true, showCoveredCallsBanner: false, currentStep: 2 });
    expect(outOfRange.currentStep).toBe(3);
    expect(broken).toEqual(initialTutorial);
  });
});
