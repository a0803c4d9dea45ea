import { expiryInstant } from '@thetix/shared/calendar/expirations';
import type {
  CloseDetails,
  CoveredCallDetails,
  OpenCallStatus,
  RollDetails,
} from '@thetix/shared/contracts/opportunities';
import type { WhatIfInputs } from '@thetix/shared/contracts/what-if';
import { SHARES_PER_CONTRACT } from '@thetix/shared/options/covered-call-payoff';
import type { WhatIfPosition } from '@thetix/shared/options/what-if-grid';

/**
 * The positions the what-if grid prices (issue 32 item 1), from what each drawer already has: the shares the calls
 * cover (100 a contract, the drawer's payoff's convention) at the cost basis, and the short calls.
 */

/** A covered call about to be sold: the shares at the drawer's price basis and the call at its premium. */
export const coveredCallWhatIf = (details: CoveredCallDetails): WhatIfPosition => ({
  shares: SHARES_PER_CONTRACT * details.contracts,
  costBasis: details.entry_price,
  realised: 0,
  shortCalls: [
    {
      strike: details.strike,
      expiresAt: expiryInstant(details.expiration),
      contracts: details.contracts,
      premium: details.premium,
    },
  ],
});

/** A roll's legs: the held call's premium less its buy-back realised, the new call sold at its bid. */
export const rollWhatIf = (details: RollDetails, whatIf: WhatIfInputs): WhatIfPosition => {
  const contracts = details.contracts;
  const shares = SHARES_PER_CONTRACT * contracts;
  return {
    shares,
    costBasis: whatIf.cost_basis,
    realised: (details.current_position.avg_price - details.current_ask) * shares,
    shortCalls: [
      {
        strike: details.roll_to.strike,
        expiresAt: expiryInstant(details.roll_to.expiration),
        contracts,
        premium: details.roll_to.bid,
      },
    ],
  };
};

/** A call held as it is (a close drawer's, or an open call on the position page): shares plus the call. */
export const heldCallWhatIf = (
  call: Pick<OpenCallStatus, 'strike' | 'expiration' | 'contracts' | 'avg_price'>,
  whatIf: WhatIfInputs,
): WhatIfPosition => ({
  shares: SHARES_PER_CONTRACT * call.contracts,
  costBasis: whatIf.cost_basis,
  realised: 0,
  shortCalls: [
    {
      strike: call.strike,
      expiresAt: expiryInstant(call.expiration),
      contracts: call.contracts,
      premium: call.avg_price,
    },
  ],
});

export const closeCallOf = (details: CloseDetails) => ({
  strike: details.strike,
  expiration: details.current_position.expiration,
  contracts: details.contracts,
  avg_price: details.current_position.avg_price,
});

/** "Nov 27" in New York. */
const columnDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'America/New_York',
});
/** The column's date; the last column's header adds "expiry" beneath it. */
export const whatIfColumnLabel = (at: Date, index: number): string =>
  index === 0 ? 'Today' : columnDate.format(at);

/** Slider bounds: 5 % to the larger of 150 % and twice the highest marker, in whole points. */
export const volatilityBounds = (whatIf: WhatIfInputs): { min: number; max: number } => {
  const high = Math.max(whatIf.implied_volatility, whatIf.volatility_range?.high ?? 0);
  return { min: 5, max: Math.max(100, Math.ceil((high * 1.5 * 100) / 5) * 5) };
};
