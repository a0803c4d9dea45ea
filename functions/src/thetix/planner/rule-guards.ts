import { findTickers } from './rule-tickers';

/**
 * The two refusals the rule planner checks before anything else. Thetix is analytical: it never places, sends or
 * changes an order (no_trading). Every query runs in the caller's own context, so a question about someone else's
 * data, or one that asks the assistant to drop its rules, gets a notice in place of a plan (own_data_only) even
 * though no plan could reach that data anyway: answering with the caller's own data would pretend to comply.
 */

const PROMPT_INJECTION =
  /\b(ignore|disregard|forget|bypass|override|skip)\b.{0,40}\b(rules?|instructions?|guardrails?|restrictions?|limits?|prompt|polic(?:y|ies)|safety)\b|\b(system prompt|your (?:prompt|instructions|rules)|developer mode|admin (?:mode|access|rights)|jailbreak|pretend (?:you|to be)|act as (?:an? )?(?:admin|root|superuser)|as an? admin)\b/;

const OTHER_PEOPLE =
  /\b(other|another) (users?|customers?|clients?|people|persons?|members?|investors?|traders?|accounts?)\b|\b(all|every|each|any) (users?|customers?|clients?|members?)\b|\b(?:users?|customers?|clients?|people|members?|investors?)' (?:data|portfolios?|positions|holdings|accounts?|trades|transactions|income)\b|\b(everyone|everybody|someone|somebody|anyone|anybody)(?: else)?(?:'s)? (?:data|portfolios?|positions|holdings|accounts?|trades|transactions|income|calls)\b|\b(everyone|everybody|someone|somebody) else\b|\b(his|her|their) (portfolio|positions|holdings|account|trades|transactions|income|calls|shares|stocks)\b|\b(user|account|customer|client) (?:id |#|number )?\d+|\bmy (?:neighbou?rs?|friends?|wife|husband|partner|brother|sister|mom|mum|dad|mother|father|boss|colleagues?|co-?workers?|son|daughter|parents?)(?:'s?)?\b.{0,20}\b(own|owns|hold|holds|portfolio|positions|holdings|account|trades|income|calls|shares|stocks)\b/;

const OWN_THINGS =
  '(?:portfolio|positions?|holdings?|account|accounts|trades|transactions|calls|income|data|dividends|stocks|shares|options|watchlist|p&l)';

/** Possessive words that are not a person: "today's positions", "this year's income". */
const NOT_A_PERSON = new Set([
  'today',
  'yesterday',
  'this',
  'last',
  'next',
  'year',
  'month',
  'week',
  'friday',
  'it',
  'company',
  'market',
  'thetix',
  'everyone',
  'everybody',
  'someone',
  'somebody',
  'anyone',
  'anybody',
  'nobody',
  // Contractions: "what's my income" is "what is my income".
  'what',
  'that',
  'there',
  'here',
  'where',
  'how',
  'who',
  'when',
  'why',
  'let',
  'he',
  'she',
]);

const possessive = new RegExp(`\\b([a-z][a-z.-]*)'s (?:\\w+ ){0,2}?${OWN_THINGS}\\b`, 'g');

/** Whether the question asks for someone else's data or asks the planner to drop its rules. */
export const asksForOthersData = (question: string, lower: string): boolean => {
  if (PROMPT_INJECTION.test(lower) || OTHER_PEOPLE.test(lower)) return true;
  for (const match of lower.matchAll(possessive)) {
    const owner = match[1] ?? '';
    if (NOT_A_PERSON.has(owner)) continue;
    const start = match.index;
    const named = findTickers(question.slice(start, start + owner.length)).tickers.length > 0;
    if (!named) return true;
  }
  return false;
};

const TRADE_VERB =
  '(?:buy|sell|short|purchase|execute|exercise|trade|roll|close|cancel|place|submit|enter|write)';

const LEAD = '(?:please |pls |ok |okay |now |go ahead and |just |then )?';

const TRADE_REQUESTS: readonly RegExp[] = [
  new RegExp(
    `^${LEAD}(?:buy|sell|short|purchase|execute|exercise|cancel|place|submit|trade(?! history| log| journal))\\b`,
  ),
  new RegExp(`^${LEAD}open (?:a|an|the|new|me a) (?:position|trade|order)\\b`),
  /\b(?:place|put in|submit|send|execute|make|enter|fill) (?:an? |the |my |this |that )?(?:order|trade|orders|trades)\b/,
  new RegExp(`(?:^|\\b(?:and|please|just|then|now|pls)\\s)${TRADE_VERB}\\b.{0,60}\\bfor me\\b`),
  new RegExp(`\\b(?:can|could|would|will) you (?:please |just )?${TRADE_VERB}\\b`),
  /\b(?:buy|sell) it\b(?! back)|\b(?:auto[- ]?trade|automatically (?:buy|sell|trade|roll))\b/,
];

/** Whether the text asks Thetix to place, change or cancel a trade. */
export const asksToTrade = (lower: string): boolean => TRADE_REQUESTS.some((pattern) => pattern.test(lower));
