import type { CalendarDate } from '@thetix/shared/calendar/calendar-date';
import { newYorkDate } from '@thetix/shared/calendar/nyse-calendar';
import { QUERY_MAX_LENGTH } from '@thetix/shared/contracts/thetix';
import type { Plan, PlanItem } from '@thetix/shared/thetix/plan';
import { MAX_PLAN_ITEMS, planSchema } from '@thetix/shared/thetix/plan';
import type { PlanningContext, PlanResult, Planner } from './planner-port';
import type { BuildEnvironment, BuiltPart } from './rule-builders';
import { buildPart } from './rule-builders';
import { answered } from './rule-items';
import { applyFollowUp, followUpChange, intentOfItem, tickersOfPlan } from './rule-follow-ups';
import { asksForOthersData, asksToTrade } from './rule-guards';
import type { Detection, IntentName } from './rule-intents';
import { detectIntent, tickerNeeds } from './rule-intents';
import { notice, noTradingSuggestions, OWN_DATA_SUGGESTIONS, suggestionsFor } from './rule-notices';
import type { Slots } from './rule-slots';
import { normalise, readSlots } from './rule-slots';

/**
 * The rule planner: the offline default adapter of the Planner port (planner-port.ts), used when no language
 * model is configured (THETIX_PLANNER=rules in functions/src/config.ts) and as the fallback of the model
 * adapters. It splits a question into parts ("price of AAPL and chart MSFT"), reads each part's slots (tickers,
 * dates, numbers), picks the first intent whose words match (rule-intents.ts) and builds that intent's items
 * (rule-builders.ts). It is pure and deterministic: the same question, context and `now` give the same plan.
 * The grammar is documented in docs/thetix.md.
 */

interface Part {
  readonly text: string;
  readonly slots: Slots;
  readonly detection: Detection | undefined;
  readonly trade: boolean;
}

/** Words that start a new request after "and" / "then" / a comma, rather than finishing the previous one. */
const LEAD_WORD =
  /^(show|chart|plot|graph|price|prices|quote|what|what's|whats|which|how|when|list|give|get|find|compare|explain|alert|notify|tell|remind|set|my|any|best|top|income|dividends?|earnings|transactions|positions|open calls|also|is|are|do|does|can|could|should|buy|sell|place|close|roll|payoff|the price|define|where)\b/i;

/** Words that point back at the previous turn's tickers: "chart it", "what about its earnings". */
const REFERS_BACK =
  /\b(it|its|it's|them|those|these|that one|this one|they|their|same (?:stock|stocks|ticker|tickers))\b/;

/**
 * Pieces a question is split into at most; the rest stays in the last piece. A plan holds 8 items anyway, and
 * joining pieces re-reads the joined text, so an endless list of clauses must not cost more than a few.
 */
const MAX_PIECES = 12;

/** Parts of a question named as not answerable, at most. */
const MAX_UNANSWERED = 2;

const SEPARATOR =
  /(\s*;\s*|(?<=\S)[.?!]+\s+|,?\s+(?:and then|and also|as well as|and|then|also|plus)\s+|,\s+)/i;

const partOf = (text: string, today: CalendarDate, previousTickers: readonly string[] = []): Part => {
  const slots = readSlots(text, today);
  const trade = asksToTrade(slots.lower);
  const detection = detectIntent(slots);
  const refersBack =
    previousTickers.length > 0 &&
    slots.tickers.length === 0 &&
    slots.unknownSymbols.length === 0 &&
    REFERS_BACK.test(slots.lower);
  if (refersBack) {
    const borrowed = { ...slots, tickers: previousTickers.slice(0, 6) };
    const again = detectIntent(borrowed);
    if (again?.keyword && tickerNeeds[again.intent] !== 'none')
      return {
        text,
        slots: { ...borrowed, notes: [...slots.notes, `"it" is ${borrowed.tickers.join(', ')}`] },
        detection: again,
        trade,
      };
  }
  return { text, slots, detection, trade };
};

const asksSomething = (part: Part): boolean => part.trade || part.detection?.keyword === true;

/**
 * The parts of a question. A conjunction or sentence end only splits where both sides ask for something on their
 * own and (for a conjunction) the right side starts like a request: "compare AAPL and MSFT" stays one part,
 * "show my positions and income this year" becomes two.
 */
const splitQuestion = (question: string, today: CalendarDate, previousTickers: readonly string[]): Part[] => {
  const part = (text: string) => partOf(text, today, previousTickers);
  const split = question.split(SEPARATOR);
  const kept = MAX_PIECES * 2 - 2;
  const pieces = split.length > kept + 1 ? [...split.slice(0, kept), split.slice(kept).join('')] : split;
  const parts: Part[] = [];
  let current = part(pieces[0] ?? '');
  for (let index = 1; index < pieces.length; index += 2) {
    const separator = pieces[index] ?? ' ';
    const text = pieces[index + 1] ?? '';
    if (text.trim() === '') {
      current = part(current.text + separator);
      continue;
    }
    const next = part(text);
    const sentenceEnd = /[;.?!]/.test(separator);
    if ((sentenceEnd || LEAD_WORD.test(text.trim())) && asksSomething(current) && asksSomething(next)) {
      parts.push(current);
      current = next;
    } else current = part(current.text + separator + text);
  }
  parts.push(current);
  return parts;
};

/**
 * Joins the parts' items into one plan of at most 8, re-pointing each prose item at its own part's items; a part
 * that no longer fits is left out whole, and so are its intents.
 */
const joinParts = (built: readonly BuiltPart[], notes: string[]): { plan: Plan; intents: IntentName[] } => {
  const total = built.reduce((sum, part) => sum + part.items.length, 0);
  const dropProse = total > MAX_PLAN_ITEMS;
  if (dropProse) notes.push(`more than ${MAX_PLAN_ITEMS} items: summaries left out`);
  const plan: PlanItem[] = [];
  const intents: IntentName[] = [];
  for (const part of built) {
    const kept = dropProse ? part.items.filter((planned) => planned.data.query !== 'llm') : part.items;
    if (plan.length + kept.length > MAX_PLAN_ITEMS) {
      notes.push(`left out "${part.intent}": the plan is full`);
      continue;
    }
    intents.push(part.intent);
    const offset = plan.length;
    const dataIndexes = part.items.flatMap((planned, index) => (planned.data.query === 'llm' ? [] : [index]));
    for (const planned of kept) {
      if (planned.data.query !== 'llm') {
        plan.push(planned);
        continue;
      }
      const refs = planned.data.params.refs.map((ref) => offset + dataIndexes.indexOf(ref));
      plan.push({ ...planned, data: { query: 'llm', params: { ...planned.data.params, refs } } } as PlanItem);
    }
  }
  return { plan, intents };
};

const result = (plan: Plan, intents: readonly IntentName[], notes: readonly string[]): PlanResult => ({
  plan: planSchema.parse(plan),
  debug: { planner: 'rules', notes, intents: [...new Set(intents)] },
});

const cannotAnswer = (
  lower: string,
  named: readonly string[],
  held: readonly string[],
  notes: string[],
): PlanResult =>
  result([notice('cannot_answer', suggestionsFor({ lower, named, held }))], ['cannot_answer'], notes);

/** Plans one question: refusals first, then a follow-up of the previous turn, then the parts on their own. */
const planQuestion = (asked: string, context: PlanningContext): PlanResult => {
  const today = newYorkDate(context.now);
  const notes: string[] = [];
  if (asked.length > QUERY_MAX_LENGTH) notes.push(`read the first ${QUERY_MAX_LENGTH} characters`);
  const question = asked.slice(0, QUERY_MAX_LENGTH);
  const lower = normalise(question);
  if (lower === '') return cannotAnswer(lower, [], context.heldTickers, [...notes, 'empty question']);
  if (asksForOthersData(question, lower))
    return result(
      [notice('own_data_only', OWN_DATA_SUGGESTIONS)],
      ['own_data_only'],
      ['asks for data not its own'],
    );

  const previous = context.history.at(-1);
  const previousTickers = previous ? tickersOfPlan(previous.plan) : [];
  const parts = splitQuestion(question.trim(), today, previousTickers);
  const whole = parts.length === 1 ? parts[0] : partOf(question, today);
  if (previous && whole && !parts.some(asksSomething)) {
    const followed = applyFollowUp(previous.plan, followUpChange(whole.slots));
    if (followed) {
      const intents = followed.flatMap((planned) => intentOfItem(planned) ?? []);
      return result(followed, ['follow_up', ...intents], [`follow-up of "${previous.question}"`]);
    }
  }

  const environment: BuildEnvironment = { heldTickers: context.heldTickers };
  const built: BuiltPart[] = [];
  const unanswered: string[] = [];
  for (const part of parts) {
    const label = `"${part.text.trim()}"`;
    if (part.trade) {
      built.push({
        intent: 'no_trading',
        items: [notice('no_trading', noTradingSuggestions(part.slots.tickers))],
      });
      notes.push(`${label} asks to trade`);
      continue;
    }
    const detection = part.detection;
    const planned = detection ? buildPart(detection.intent, part.slots, environment) : undefined;
    if (!planned) {
      notes.push(
        `${label}: no rule matched${detection ? ` (${detection.intent} without what it needs)` : ''}`,
      );
      unanswered.push(part.text.trim());
      continue;
    }
    notes.push(`${label} → ${planned.intent}`, ...part.slots.notes);
    built.push(planned);
  }
  if (built.length === 0) {
    const named = parts.flatMap((part) => part.slots.tickers);
    return cannotAnswer(lower, named, context.heldTickers, notes);
  }
  // A part no rule answers is named in the answer rather than dropped (issue 28 item 2).
  for (const subject of unanswered.slice(0, MAX_UNANSWERED))
    built.push({
      intent: 'cannot_answer',
      items: [
        answered(
          { ...notice('cannot_answer', []), visible: false },
          { kind: 'unanswered', subject: subject.slice(0, 200) },
        ),
      ],
    });
  const joined = joinParts(built, notes);
  return result(joined.plan, joined.intents, notes);
};

/** The rule planner, with nothing to inject: it reads only the question and the context it is given. */
export const buildRulePlanner = (): Planner => async (question, context) => planQuestion(question, context);

export const rulePlanner: Planner = buildRulePlanner();
