import { type CalendarDate, formatCalendarDate, parseCalendarDate } from './calendar-date';

/**
 * OCC option symbols (the Options Symbology Initiative, OSI): option root, expiration `yymmdd`, `C` or `P`, and the
 * strike times 1000 as 8 digits (5 before the decimal point, 3 after). OCC writes the root left-justified in 6
 * characters, giving 21 (`AAPL  250117C00150000`); brokers mostly drop the padding (`AAPL250117C00150000`). Both
 * parse; formatting gives the compact form unless `padded` is asked for.
 *
 * The root is 1-6 upper-case letters or digits (`AAPL`, adjusted `AAPL1`, `SPXW`). It carries no share-class
 * punctuation: options on BRK.B trade under root `BRKB`. Since the mapping from ticker to root is OCC's to make, a
 * dot or slash is refused with that hint rather than silently dropped.
 *
 * Parsing reads data from outside (brokers, files, users), so a bad symbol is an expected outcome: it returns a
 * result to check, with the reason. Formatting takes our own values, so bad input there is a bug and throws.
 */

export type OptionType = 'call' | 'put';

export interface OccOption {
  /** OSI option root, e.g. `AAPL`; not always the stock ticker (`BRKB`, adjusted `AAPL1`). */
  readonly root: string;
  /** Last trading day, `YYYY-MM-DD`. */
  readonly expiration: CalendarDate;
  readonly type: OptionType;
  /** In dollars, at most 3 decimals (OSI resolution), from 0.001 to 99 999.999. */
  readonly strike: number;
}

export type OccParseResult =
  { readonly ok: true; readonly option: OccOption } | { readonly ok: false; readonly error: string };

export interface OccFormatOptions {
  /** The 21-character OSI form with the root padded to 6 characters. */
  readonly padded?: boolean;
}

const ROOT = /^[A-Z0-9]{1,6}$/;
const TAIL = /^(\d{2})(\d{2})(\d{2})([CP])(\d{8})$/;
const TAIL_LENGTH = 15;
const PADDED_ROOT_LENGTH = 6;
const MAX_STRIKE_THOUSANDTHS = 99_999_999;

export const parseOccSymbol = (symbol: string): OccParseResult => {
  const fail = (reason: string): OccParseResult => ({
    ok: false,
    error: `Invalid OCC symbol "${String(symbol)}": ${reason}`,
  });
  if (typeof symbol !== 'string') return fail('not a string');
  if (symbol.length < TAIL_LENGTH + 1 || symbol.length > TAIL_LENGTH + PADDED_ROOT_LENGTH)
    return fail(
      `expected ${TAIL_LENGTH + 1}-${TAIL_LENGTH + PADDED_ROOT_LENGTH} characters, got ${symbol.length}`,
    );
  const head = symbol.slice(0, -TAIL_LENGTH);
  const root = head.trimEnd();
  if (head !== root && head !== root.padEnd(PADDED_ROOT_LENGTH))
    return fail('spaces may only pad the root to 6 characters (21-character OSI form)');
  const rootProblem = checkRoot(root);
  if (rootProblem) return fail(rootProblem);
  const tail = TAIL.exec(symbol.slice(-TAIL_LENGTH));
  if (!tail) return fail('after the root expected yymmdd, C or P, and an 8-digit strike');
  const [, yy = '', mm = '', dd = '', right = '', strikeDigits = ''] = tail;
  const expiration = `20${yy}-${mm}-${dd}`;
  try {
    parseCalendarDate(expiration);
  } catch {
    return fail(`${yy}${mm}${dd} is not a real date`);
  }
  const thousandths = Number(strikeDigits);
  if (thousandths === 0) return fail('the strike is zero');
  return {
    ok: true,
    option: { root, expiration, type: right === 'C' ? 'call' : 'put', strike: thousandths / 1000 },
  };
};

/** Compact (`AAPL250117C00150000`) by default, the 21-character OSI form with `{ padded: true }`. */
export const formatOccSymbol = (option: OccOption, { padded = false }: OccFormatOptions = {}): string => {
  const { root, expiration, type, strike } = option;
  const rootProblem = checkRoot(root);
  if (rootProblem) throw new RangeError(`Cannot format an OCC symbol: ${rootProblem}`);
  const { year, month, day } = parseCalendarDate(expiration);
  if (year < 2000 || year > 2099)
    throw new RangeError(`Cannot format an OCC symbol: ${expiration} does not fit a two-digit year`);
  if (type !== 'call' && type !== 'put')
    throw new RangeError(`Cannot format an OCC symbol: type must be call or put, got ${String(type)}`);
  if (typeof strike !== 'number' || !Number.isFinite(strike))
    throw new RangeError(`Cannot format an OCC symbol: strike ${String(strike)} is not a finite number`);
  const thousandths = Math.round(strike * 1000);
  // Binary floating point cannot hold 12.345 exactly; anything further from a whole thousandth is a real fraction.
  if (Math.abs(strike * 1000 - thousandths) > 1e-6)
    throw new RangeError(`Cannot format an OCC symbol: strike ${strike} is not a multiple of 0.001`);
  if (thousandths < 1 || thousandths > MAX_STRIKE_THOUSANDTHS)
    throw new RangeError(`Cannot format an OCC symbol: strike ${strike} is outside 0.001-99999.999`);
  const date = formatCalendarDate(year, month, day).slice(2).replaceAll('-', '');
  return `${padded ? root.padEnd(PADDED_ROOT_LENGTH) : root}${date}${type === 'call' ? 'C' : 'P'}${String(thousandths).padStart(8, '0')}`;
};

const checkRoot = (root: string): string | undefined => {
  if (typeof root !== 'string' || root.length === 0) return 'the root is missing';
  if (/[./]/.test(root))
    return `root "${root}" has share-class punctuation; OSI roots are letters and digits (BRK.B options use BRKB)`;
  if (root !== root.toUpperCase()) return `root "${root}" must be upper case`;
  if (!ROOT.test(root)) return `root "${root}" must be 1-6 letters or digits`;
  return undefined;
};
