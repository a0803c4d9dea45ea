/**
 * Opportunity ids derived from what the opportunity is, so generating twice in one session gives the same id and
 * the store upserts instead of keeping duplicates. The key names the trade, not its prices: a covered call is
 * (account, ticker, session, expiration, goal), a roll or close is (account, held option, session), so a strike that
 * moves with the stock during the day updates the card the user already has, and a dismissal holds for the
 * session. `session` is the trading day the opportunity expires at the close of (see `opportunitySession`), so each
 * session starts fresh cards.
 *
 * The hash is 64 bits from two 32-bit multiply-xorshift lanes (the mixing of bryc's public-domain cyrb53), written
 * in hex: `shared/` has no `crypto`, and ids only need to be stable and unlikely to collide within one account.
 */

const hashLanes = (text: string): readonly [number, number] => {
  let first = 0xdeadbeef;
  let second = 0x41c6ce57;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    first = Math.imul(first ^ code, 2654435761);
    second = Math.imul(second ^ code, 1597334677);
  }
  first = Math.imul(first ^ (first >>> 16), 2246822507);
  first ^= Math.imul(second ^ (second >>> 13), 3266489909);
  second = Math.imul(second ^ (second >>> 16), 2246822507);
  second ^= Math.imul(first ^ (first >>> 13), 3266489909);
  return [first >>> 0, second >>> 0];
};

const hex32 = (value: number): string => value.toString(16).padStart(8, '0');

/** `opp_` and 16 hex digits from the key's parts; the parts are JSON-encoded so no separator can be forged. */
export const opportunityId = (parts: readonly (string | number)[]): string => {
  const [first, second] = hashLanes(JSON.stringify(parts));
  return `opp_${hex32(second)}${hex32(first)}`;
};
