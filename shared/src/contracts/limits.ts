import * as z from 'zod';

/**
 * Bounds every request contract shares (issue 20 item 2; docs/api.md "Limits"). What a client sends must fit what
 * DynamoDB stores: numbers within ±(2^53 − 1) (the SDK refuses larger integers) and not below 1e-130 in magnitude
 * (DynamoDB underflows), strings and keys of a sensible length (a sort key is at most 1 KB), so a wild value is a
 * 400 naming the field, never a 500 from the store.
 */

/**
 * A whole number with thousands separators, as `toLocaleString('en-US')` writes it, without Intl: these messages are
 * built when the module loads, and a browser's first Intl formatter loads its locale data (tens of milliseconds on a
 * phone) in the middle of the app's start.
 */
export const withThousands = (value: number): string =>
  String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Ids the server generated or the client names (accounts, opportunities, users, manual lines). */
export const MAX_ID_LENGTH = 128;
/** Free-form ids in a path or query: trimmed, 1 to 128 characters. */
export const idSchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(MAX_ID_LENGTH, `must be at most ${MAX_ID_LENGTH} characters`);

/** Option contracts in one order: more than any retail account trades at once. */
export const MAX_CONTRACTS = 10_000;
export const contractsSchema = z
  .number('must be a number')
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(MAX_CONTRACTS, `must be at most ${withThousands(MAX_CONTRACTS)}`);

/** A share or strike price, per share, in dollars: 0.0001 to 1,000,000 with at most 4 decimals. */
export const MIN_PRICE = 0.0001;
export const MAX_PRICE = 1_000_000;

/** True when `value` has at most `places` decimals, within floating-point noise. */
export const hasAtMostDecimals = (places: number) => (value: number) => {
  const scaled = value * 10 ** places;
  return Math.abs(scaled - Math.round(scaled)) < Math.max(1e-6, Math.abs(scaled) * 1e-12);
};

export const sharePriceSchema = z
  .number('must be a price')
  .min(MIN_PRICE, { error: `must be at least ${MIN_PRICE}`, abort: true })
  .max(MAX_PRICE, { error: `must be at most ${withThousands(MAX_PRICE)}`, abort: true })
  .refine(hasAtMostDecimals(4), 'must have at most 4 decimals');

/** A client-reported details object, serialised: 4 KB is a page of context, far below DynamoDB's 400 KB item. */
export const MAX_DETAILS_BYTES = 4096;
/** Nesting DynamoDB maps allows 32 levels; a details object needs a handful. */
export const MAX_DETAILS_DEPTH = 6;
const MAX_DETAILS_KEY_LENGTH = 100;

/** Numbers DynamoDB stores exactly as JSON sent them: safe integers, and no magnitude below 1e-9 but 0. */
export const isStorableNumber = (value: number): boolean =>
  Number.isFinite(value) &&
  Math.abs(value) <= Number.MAX_SAFE_INTEGER &&
  (value === 0 || Math.abs(value) >= 1e-9);

/** The first reason `value` cannot be stored as sent, or undefined when it can. */
function unstorable(value: unknown, depth: number): string | undefined {
  if (typeof value === 'number')
    return isStorableNumber(value)
      ? undefined
      : `numbers must be finite, at most ${Number.MAX_SAFE_INTEGER} and at least 1e-9 in size (or 0)`;
  if (value === null || typeof value !== 'object') return undefined;
  if (depth >= MAX_DETAILS_DEPTH) return `must nest at most ${MAX_DETAILS_DEPTH} levels`;
  const entries = Array.isArray(value) ? value.map((item) => ['0', item] as const) : Object.entries(value);
  for (const [key, item] of entries) {
    if (key.length < 1 || key.length > MAX_DETAILS_KEY_LENGTH)
      return `keys must be 1 to ${MAX_DETAILS_KEY_LENGTH} characters`;
    const reason = unstorable(item, depth + 1);
    if (reason) return reason;
  }
  return undefined;
}

/** Bytes of `text` in UTF-8, without TextEncoder or Buffer (shared/ runs in the browser and in Lambda alike). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (const character of text) {
    const code = character.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** A free-form JSON object a client reports (the security log's `details`), bounded in size, depth and numbers. */
export const boundedDetailsSchema = z.record(z.string(), z.unknown()).superRefine((details, context) => {
  const bytes = utf8Length(JSON.stringify(details));
  if (bytes > MAX_DETAILS_BYTES) {
    context.addIssue({
      code: 'custom',
      message: `must be at most ${MAX_DETAILS_BYTES} bytes as JSON (got ${bytes})`,
    });
    return;
  }
  const reason = unstorable(details, 0);
  if (reason) context.addIssue({ code: 'custom', message: reason });
});

/** Tickers on one user's watchlist (issue 31 item 1): a wheel needs a handful; 50 is far past any real list. */
export const MAX_WATCHLIST_ENTRIES = 50;

/** Cash in one account, in dollars: 0 to 1,000,000,000 with at most 2 decimals (cents). */
export const MAX_CASH_DOLLARS = 1_000_000_000;
export const cashDollarsSchema = z
  .number('must be a number of dollars')
  .min(0, { error: 'must be at least 0', abort: true })
  .max(MAX_CASH_DOLLARS, { error: `must be at most ${withThousands(MAX_CASH_DOLLARS)}`, abort: true })
  .refine(hasAtMostDecimals(2), 'must have at most 2 decimals');
