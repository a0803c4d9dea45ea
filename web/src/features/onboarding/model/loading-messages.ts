/**
 * The loading step (spec part 1 §2 and §9): 20 messages, one every 1.5 s; onboarding is recorded 2 s in, final
 * follows 1 s after the answer, and nobody waits longer than 10 s. The first six are the spec's own examples.
 */
export const loadingMessages = [
  'Analyzing your portfolio...',
  'Preparing your dashboard...',
  'Optimizing opportunities...',
  'Calculating potential income...',
  'Personalizing your experience...',
  'Almost ready...',
  'Reading your positions...',
  'Checking option chains for your stocks...',
  'Comparing strike prices...',
  'Looking at upcoming expirations...',
  'Estimating premiums at the bid...',
  'Weighing assignment risk...',
  'Checking earnings and dividend dates...',
  'Matching calls to your income goal...',
  'Setting up your goals...',
  'Ranking opportunities by income...',
  'Preparing your first action plan...',
  'Saving your preferences...',
  'Double-checking the numbers...',
  'Finishing up...',
] as const;

export const loadingTimings = {
  messageEveryMs: 1_500,
  completeAfterMs: 2_000,
  finalAfterSuccessMs: 1_000,
  autoAdvanceMs: 10_000,
} as const;

/** The message shown `elapsedMs` into the animation; it stays on the last one rather than starting over. */
export const loadingMessageAt = (elapsedMs: number): string =>
  loadingMessages[
    Math.min(Math.floor(elapsedMs / loadingTimings.messageEveryMs), loadingMessages.length - 1)
  ] ?? loadingMessages[0];
