import { BARE_COUNT, COUNT, readCount } from './rule-dates';

/**
 * Numbers in a question, read by the role their words give them: a delta ("30 delta", "0.2 delta", "delta 0.25"),
 * a percent out of the money ("5% OTM"), a strike ("450 call", "$450 strike"), a list size ("top 3"), a share
 * count, a contract count and an alert price ("above 250"). A bare number means nothing on its own.
 */

const DECIMAL = '(\\d{1,2}(?:\\.\\d+)?|0?\\.\\d{1,2})';

const toDelta = (text: string | undefined): number | undefined => {
  if (text === undefined) return undefined;
  const value = Number(text);
  const delta = value >= 1 ? value / 100 : value;
  return delta >= 0.01 && delta <= 0.99 ? Math.round(delta * 100) / 100 : undefined;
};

/** "30 delta", "0.2-delta", "delta 0.25", "Δ .3": always as a fraction (0.30). */
export const findDelta = (lower: string): number | undefined => {
  const before = lower.match(new RegExp(`(?<![\\d.])${DECIMAL}\\s*-?\\s*(?:delta|δ)(?![a-z])`));
  if (before) return toDelta(before[1]);
  const after = lower.match(
    new RegExp(`(?:\\bdelta|δ)\\s*(?:of|=|:|at|around|near|about|~|≈)?\\s*${DECIMAL}(?![\\d%.])`),
  );
  return toDelta(after?.[1]);
};

/** "5% out of the money", "5 percent OTM", "OTM by 3%"; "at the money" is 0. */
export const findOtmPercent = (lower: string): number | undefined => {
  const percent = '(\\d{1,2}(?:\\.\\d+)?)\\s*(?:%|percent|pct)';
  const otm = '(?:otm|out[- ]of[- ]the[- ]money|above (?:spot|the (?:current )?price|current)|away|out)';
  const before = lower.match(new RegExp(`${percent}\\s*-?\\s*${otm}`));
  if (before) return Number(before[1]);
  const after = lower.match(new RegExp(`${otm}\\s*(?:by\\s*)?${percent}`));
  if (after) return Number(after[1]);
  if (/\b(atm|at[- ]the[- ]money)\b/.test(lower)) return 0;
  return undefined;
};

/** Words before a number followed by "calls" that make it a count, not a strike ("sell 2 calls", "top 5 calls"). */
const COUNT_WORDS = new Set([
  'sell',
  'selling',
  'sold',
  'buy',
  'buying',
  'bought',
  'short',
  'long',
  'write',
  'writing',
  'wrote',
  'top',
  'best',
  'first',
  'show',
  'me',
  'list',
  'give',
  'with',
  'of',
  'and',
]);

/** "MSFT 450 call", "the $450 strike", "450c", "strike 450". */
export const findStrike = (lower: string): number | undefined => {
  const explicit =
    lower.match(/\$(\d{1,6}(?:\.\d{1,2})?)\s*(?:strike\b|(?:calls?|puts?|c|p)\b)/) ??
    lower.match(/(?<![\d.])(\d{1,6}(?:\.\d{1,2})?)\s*-?\s*strike\b/) ??
    lower.match(/\bstrike\s*(?:price\s*)?(?:of|at|=|:)?\s*\$?(\d{1,6}(?:\.\d{1,2})?)/);
  if (explicit) return Number(explicit[1]);
  for (const match of lower.matchAll(/(?<![\d.$])(\d{1,6}(?:\.\d{1,2})?)\s*(?:c|p|calls?|puts?)\b/g)) {
    const previous = lower.slice(0, match.index).trim().split(/\s+/).at(-1) ?? '';
    const value = Number(match[1]);
    if (value >= 5 && !COUNT_WORDS.has(previous)) return value;
  }
  return undefined;
};

/** "top 3", "best five", "3 ideas", "last 10 transactions". */
export const findLimit = (lower: string): number | undefined => {
  const match =
    lower.match(new RegExp(`\\b(?:top|best|first|show(?: me)?|give me|list)\\s+${BARE_COUNT}\\b`)) ??
    lower.match(new RegExp(`\\b(?:last|latest|recent)\\s+${BARE_COUNT}\\s+(?:transactions|trades)\\b`)) ??
    lower.match(
      new RegExp(
        `\\b${BARE_COUNT}\\s+(?:best|top|ideas|candidates|opportunities|picks|stocks|tickers|names|trades|transactions|calls)\\b`,
      ),
    );
  const count = readCount(match?.[1]);
  return count !== undefined && count <= 200 ? count : undefined;
};

/** "100 shares", "100 AAPL shares", "1,000 shares of KO". */
export const findShares = (lower: string): number | undefined => {
  const match = lower.match(/(\d[\d,]*)\s+(?:\$?[a-z.]{1,6}\s+)?shares?\b/);
  if (!match?.[1]) return undefined;
  const shares = Number(match[1].replace(/,/g, ''));
  return Number.isInteger(shares) && shares <= 1_000_000 ? shares : undefined;
};

/** A count of calls in a position: "short 2 calls", "with 3 calls". */
export const findContracts = (lower: string): number | undefined => {
  const match = lower.match(
    new RegExp(
      `\\b(?:short|long|sell|sold|write|wrote|buy|bought|with)\\s+${COUNT}\\s+(?:[\\w.$%-]+\\s+){0,3}?calls?\\b`,
    ),
  );
  const count = readCount(match?.[1]);
  return count !== undefined && count <= 1000 ? count : undefined;
};

/** Whether the calls of a position are bought ("long call", "bought a call"); covered calls are sold. */
export const callsAreLong = (lower: string): boolean =>
  /\b(long|buy|bought)\s+(?:\w+\s+){0,4}?calls?\b/.test(lower) &&
  !/\b(short|sell|sold|write|covered)\b/.test(lower);

export interface AlertCondition {
  readonly direction: 'above' | 'below';
  readonly price: number;
}

/** "above 250", "drops below $180", "falls to 90", "> 300". */
export const findAlert = (lower: string): AlertCondition | undefined => {
  const match = lower.match(
    /(above|over|exceeds?|exceeding|crosses|breaks|hits|reaches|tops|rises (?:to|above|over)|goes (?:above|over|below|under|to)|gets to|climbs (?:to|above)|below|under|drops (?:to|below|under)|falls (?:to|below|under)|dips (?:to|below|under)|sinks (?:to|below)|>=?|<=?)\s*\$?\s*(\d[\d,]*(?:\.\d+)?)/,
  );
  if (!match?.[1] || !match[2]) return undefined;
  const price = Number(match[2].replace(/,/g, ''));
  if (!(price > 0 && price <= 1_000_000)) return undefined;
  const down = /^(below|under|drops|falls|dips|sinks|goes (?:below|under)|<)/.test(match[1]);
  return { direction: down ? 'below' : 'above', price };
};
