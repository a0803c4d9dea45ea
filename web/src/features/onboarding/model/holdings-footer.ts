/**
 * The assets step's footer button (spec part 1 §2). The spec leaves open when 'Skip, I'll do this later' shows; it
 * is the state of a connected brokerage that has no positions yet: the user chose their own data, so the example
 * portfolio is not pushed on them (docs/decisions.md).
 */
export type HoldingsFooterAction = 'continue' | 'load-example-and-continue';

export interface HoldingsFooter {
  label:
    | 'Continue with Connected Account'
    | 'Continue with Your Assets'
    | 'Skip and Try Example Portfolio'
    | "Skip, I'll do this later";
  action: HoldingsFooterAction;
}

export function holdingsFooter(input: {
  hasConnectedAccount: boolean;
  positionsCount: number;
}): HoldingsFooter {
  if (input.positionsCount > 0)
    return {
      label: input.hasConnectedAccount ? 'Continue with Connected Account' : 'Continue with Your Assets',
      action: 'continue',
    };
  if (input.hasConnectedAccount) return { label: "Skip, I'll do this later", action: 'continue' };
  return { label: 'Skip and Try Example Portfolio', action: 'load-example-and-continue' };
}
