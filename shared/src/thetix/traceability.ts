/**
 * Numbers in a language model's prose must come from the materialized data it was given (DESIGN.md, "Thetix
 * cards"): a model writes fluent sentences, but a figure it computed, estimated or made up must never reach a card.
 * {@link traceNumbers} checks the prose number by number against every number in the data and blanks out the ones it
 * cannot trace.
 *
 * The rules, in the order they are applied to each number token of the prose:
 *
 * 1. Dates and times are kept: ISO dates (2026-11-27), US dates (11/27, 11/27/2026), a month name with a day
 *    (Nov 27, 27 November 2026), day ordinals (the 21st), clock times (16:00) and a bare year 2000-2099. They name
 *    when something happens; the expirations and ranges they refer to are resolved from the same calendar the data
 *    came from, and a year in prose ("in 2026") states no amount. A year written as money or with decimals
 *    ($2,050, 2050.5) is an amount and is checked like any other.
 * 2. Plain integers 0-10 (no currency, no percent, no decimals) are kept as counts: "the 3 candidates", "2 of your
 *    calls", list numbering. The model counts rows of the data it was given rather than copying a field, and such
 *    a count carries no price, premium or yield.
 * 3. Every other token must match a number of the data, compared by magnitude (prose usually carries the sign in
 *    words: "a loss of $5.25", "down 3.2%"), when either
 *    - it is a rounding of the data number to the token's own decimals ($231 or $231.4 for 231.43), or
 *    - the relative difference is at most `relativeTolerance` (0.5 % by default: "$1.23M" for 1,234,567), or
 *    - it is a percent and the data number is the matching fraction (0.1234 written "12.3%").
 * 4. An untraceable token is replaced by `[…]` (its currency sign, minus sign and suffix with it) and listed in
 *    `removed`. Replacing the token rather than dropping its sentence keeps the rest of the analysis, never drops a
 *    "not" that turns its meaning, and shows the reader that a figure was withheld.
 *
 * The data is walked deeply: finite numbers, and every number written inside a string (table cells carry display
 * text such as "$1,234.50" or "+2.1%"; object keys such as months are read too). A caller that vouches for more
 * numbers (say, those of the user's question) passes them along: `traceNumbers(prose, { data, question })`.
 */

export interface TraceOptions {
  /** Largest relative difference between a prose number and a data number still taken as the same figure. */
  readonly relativeTolerance?: number;
  /** Plain integers from 0 up to this are kept as counts. */
  readonly countingIntegerMax?: number;
  /** What an untraceable number is replaced with. */
  readonly placeholder?: string;
}

export interface TraceResult {
  /** The prose with every untraceable number replaced by the placeholder. */
  readonly text: string;
  /** The untraceable tokens as they were written ("$1,999.99", "-4.2%"), in order. */
  readonly removed: string[];
  /** How many number tokens stayed: traced to the data, or kept as a date or a count. */
  readonly kept: number;
}

export const DEFAULT_RELATIVE_TOLERANCE = 0.005;
export const DEFAULT_COUNTING_INTEGER_MAX = 10;
export const UNTRACEABLE_PLACEHOLDER = '[…]';

const MONTH =
  '(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)';
const DAY = '(?:3[01]|[12]\\d|0?[1-9])';
const ORDINAL = '(?:st|nd|rd|th)';

/**
 * Date-like spans, tried before numbers at each position so that "2026-11-27" or "Nov 27" is one kept token
 * instead of three numbers. Month names are case-sensitive so the verb "may" is no month.
 */
const DATE_PATTERN = [
  `\\d{4}-\\d{2}-\\d{2}(?:[T ]\\d{2}:\\d{2}(?::\\d{2})?)?`,
  `${MONTH}\\.?\\s+${DAY}${ORDINAL}?(?!\\d)(?:,?\\s+\\d{4})?`,
  `${DAY}${ORDINAL}?\\s+(?:of\\s+)?${MONTH}\\b(?:,?\\s+\\d{4})?`,
  `\\d{1,2}\\/\\d{1,2}(?:\\/(?:\\d{4}|\\d{2}))?(?![\\d/])`,
  `\\d{1,2}:\\d{2}(?:\\s?[ap]\\.?m\\.?)?`,
  `${DAY}${ORDINAL}\\b`,
].join('|');

/**
 * A number as written in prose: an optional sign and dollar sign (either order), digits with or without thousands
 * separators, decimals, and a suffix (percent, thousand, million, billion). A token glued to a letter or to a
 * letter-and-hyphen ("Q3", "AAPL261127C00240000", "COVID-19") is part of a name, not a number.
 */
const NUMBER_PATTERN =
  '(?<sign>[-−+])?(?<currency>\\$)?(?<sign2>[-−])?' +
  '(?<digits>\\d{1,3}(?:,\\d{3})+(?!\\d)(?:\\.\\d+)?|\\d+(?:\\.\\d+)?|\\.\\d+)' +
  '(?<suffix>\\s?%|\\s(?:percent|per cent)\\b|bn\\b|[kKMB]\\b)?';

const TOKEN = new RegExp(
  `(?<![\\p{L}\\p{N}_.])(?<!\\p{L}-)(?:(?<date>${DATE_PATTERN})|${NUMBER_PATTERN})`,
  'gu',
);

const SCALES: Readonly<Record<string, number>> = { k: 1e3, K: 1e3, M: 1e6, B: 1e9, bn: 1e9 };

interface NumberToken {
  /** The mantissa as written, without sign or scale: 1.23 of "$1.23M". */
  readonly mantissa: number;
  readonly decimals: number;
  readonly scale: number;
  readonly percent: boolean;
  readonly currency: boolean;
  readonly signed: boolean;
}

const readNumberToken = (groups: Record<string, string | undefined>): NumberToken | undefined => {
  const digits = groups.digits;
  if (digits === undefined) return undefined;
  const plain = digits.replace(/,/g, '');
  const suffix = groups.suffix?.trim() ?? '';
  const mantissa = Number(plain);
  if (!Number.isFinite(mantissa)) return undefined;
  return {
    mantissa,
    decimals: plain.includes('.') ? plain.length - plain.indexOf('.') - 1 : 0,
    scale: SCALES[suffix] ?? 1,
    percent: suffix === '%' || suffix.startsWith('per'),
    currency: groups.currency !== undefined,
    signed: groups.sign !== undefined || groups.sign2 !== undefined,
  };
};

/** Every number in the data, as magnitudes: numbers directly, and numbers written inside strings and keys. */
const collectDataNumbers = (data: unknown): number[] => {
  const numbers: number[] = [];
  const seen = new Set<object>();
  const fromText = (text: string) => {
    for (const match of text.matchAll(TOKEN)) {
      const token = match.groups && readNumberToken(match.groups);
      if (token) numbers.push(token.mantissa * token.scale);
    }
  };
  const walk = (value: unknown) => {
    if (typeof value === 'number') {
      if (Number.isFinite(value)) numbers.push(Math.abs(value));
    } else if (typeof value === 'string') fromText(value);
    else if (value !== null && typeof value === 'object' && !seen.has(value)) {
      seen.add(value);
      if (Array.isArray(value)) value.forEach(walk);
      else
        for (const [key, entry] of Object.entries(value)) {
          fromText(key);
          walk(entry);
        }
    }
  };
  walk(data);
  return numbers;
};

// Binary fractions make 0.1234 * 100 = 12.340000000000002: comparisons allow this much noise.
const EPSILON = 1e-9;

/** Whether `written` (with `decimals` decimals) is a rounding of `value`, or within the relative tolerance of it. */
const sameFigure = (written: number, decimals: number, value: number, tolerance: number): boolean => {
  const halfUnit = 0.5 * 10 ** -decimals;
  if (Math.abs(value - written) <= halfUnit + EPSILON * Math.max(1, value)) return true;
  return value !== 0 && Math.abs(written - value) / value <= tolerance + EPSILON;
};

const traces = (token: NumberToken, dataNumbers: readonly number[], tolerance: number): boolean =>
  dataNumbers.some(
    (value) =>
      sameFigure(token.mantissa, token.decimals, value / token.scale, tolerance) ||
      (token.percent && sameFigure(token.mantissa, token.decimals, (value * 100) / token.scale, tolerance)),
  );

const isPlainInteger = (token: NumberToken): boolean =>
  token.decimals === 0 && token.scale === 1 && !token.percent && !token.currency && !token.signed;

/**
 * Checks every number of `prose` against the numbers of `data` and replaces the untraceable ones (rules in this
 * module's header). Pure: the same prose and data always give the same result.
 */
export const traceNumbers = (prose: string, data: unknown, options: TraceOptions = {}): TraceResult => {
  const tolerance = options.relativeTolerance ?? DEFAULT_RELATIVE_TOLERANCE;
  const countingMax = options.countingIntegerMax ?? DEFAULT_COUNTING_INTEGER_MAX;
  const placeholder = options.placeholder ?? UNTRACEABLE_PLACEHOLDER;
  const dataNumbers = collectDataNumbers(data);
  const removed: string[] = [];
  let kept = 0;
  const text = prose.replace(TOKEN, (written: string, ...rest: unknown[]) => {
    const groups = rest.at(-1) as Record<string, string | undefined>;
    const token = readNumberToken(groups);
    const keep =
      groups.date !== undefined ||
      !token ||
      (isPlainInteger(token) &&
        ((token.mantissa >= 0 && token.mantissa <= countingMax) ||
          (token.mantissa >= 2000 && token.mantissa <= 2099))) ||
      traces(token, dataNumbers, tolerance);
    if (keep) {
      kept += 1;
      return written;
    }
    removed.push(written);
    return placeholder;
  });
  return { text, removed, kept };
};
