import type { ReportType } from '@thetix/shared/contracts/chats';
import { planItem, planSchema, type Plan } from '@thetix/shared/thetix/plan';
import type { Planner, PlanResult, PlanningContext } from '../thetix/planner/planner-port';

/**
 * How a chat turn becomes a plan. General chats use the configured planner with the chat's earlier turns (so "and
 * MSFT?" follows on); an opportunity chat reads the question against that opportunity; the dashboard's action
 * plan and the reports are fixed plans over the user's own data; a follow-up question in a report chat is a general
 * question.
 */

type Aspect = 'overview' | 'risk' | 'returns' | 'what_if' | 'assignment' | 'alternatives';

/** Words that point a question about one opportunity at one of its sides, checked in this order. */
const ASPECT_WORDS: readonly [Aspect, RegExp][] = [
  ['assignment', /\bassign|called away|get called|lose (my|the) shares/i],
  [
    'what_if',
    /what if|what happens if (it|the (stock|price))|\b(drops?|falls?|rises?|goes (up|down)|crash|rall(y|ies))\b|\b\d+\s?%/i,
  ],
  [
    'alternatives',
    /alternative|other strike|instead|higher strike|lower strike|different (strike|expir)|later expir|\broll/i,
  ],
  ['risk', /\brisk|odds|chance|probab|safe|earnings|dividend|ex-div|worst/i],
  ['returns', /return|yield|premium|income|make|earn|profit|worth|annual/i],
];

export function aspectsOf(question: string): Aspect[] {
  const found = ASPECT_WORDS.filter(([, words]) => words.test(question)).map(([aspect]) => aspect);
  return found.length > 0 ? found.slice(0, 3) : [];
}

const ASPECT_TITLES: Record<Aspect, string> = {
  overview: 'This trade at a glance',
  risk: 'Risk',
  returns: 'Returns',
  what_if: 'What if the price moves (at expiry)',
  assignment: 'If you are assigned',
  alternatives: 'Other strikes and expirations',
};

/** A question about one opportunity: its sides the question names, else the general planner, else an overview. */
export async function planOpportunityTurn(
  planner: Planner,
  question: string,
  opportunityId: string,
  context: PlanningContext,
): Promise<PlanResult> {
  const aspects = aspectsOf(question);
  if (aspects.length === 0) {
    const general = await planner(question, context);
    const isNotice = general.plan.every((item) => item.data.query === 'notice');
    if (!isNotice) return general;
    aspects.push('returns', 'risk');
  }
  const plan = aspects.map((aspect) =>
    planItem('opportunity_analysis', aspect === 'assignment' ? 'markdown' : 'table', ASPECT_TITLES[aspect], {
      opportunity_id: opportunityId,
      aspect,
    }),
  );
  return {
    plan,
    debug: { planner: 'rules', notes: [], intents: aspects.map((aspect) => `opportunity_${aspect}`) },
  };
}

/** Spec part 3 §2: the opportunity panel's welcome and questions the server can answer, per opportunity type. */
export const OPPORTUNITY_SUGGESTIONS: Record<
  'covered_call' | 'option_roll' | 'option_close' | 'dashboard' | 'general',
  { welcome: string; questions: string[] }
> = {
  covered_call: {
    welcome:
      'Ask me about this covered call: its risk, what it earns, what happens if the price moves, or other strikes.',
    questions: [
      'What happens if I get assigned?',
      'What is the risk of this trade?',
      'What return does this give me?',
      'What if the stock drops 10%?',
      'What are the alternatives?',
    ],
  },
  option_roll: {
    welcome: 'Ask me about this roll: what it costs or earns, and what the new call means for your shares.',
    questions: [
      'What does this roll earn?',
      'What is the risk of this trade?',
      'What happens if I get assigned?',
    ],
  },
  option_close: {
    welcome: 'Ask me about closing this call: what you keep and what it frees up.',
    questions: [
      'What do I keep if I close now?',
      'What is the risk of waiting?',
      'What return did this call give?',
    ],
  },
  dashboard: {
    welcome: "Here is today's plan for your account. Ask for more detail on any part of it.",
    questions: [
      'What should I do today?',
      'Which calls expire this week?',
      'Best covered calls on my holdings this week',
      'Upcoming earnings on my holdings',
    ],
  },
  general: {
    welcome: 'Ask about your portfolio, income, options or the market, in plain words.',
    questions: [
      'What are my best covered calls this week?',
      'How much option income did I make this year?',
      'Chart AAPL vs MSFT over the last 90 days',
      'What is delta?',
    ],
  },
};

/**
 * Today's action plan, which is also the daily report: a morning brief first (brief-answer.ts: the call expiring
 * soonest, rolls, closes, new covered calls, then income), then the tables it reads. The brief names what is empty,
 * so the tables of empty sections are hidden (materialize.ts) rather than saying "nothing". The month's options
 * income only feeds the brief, and carries it as the last item, so every other item's facts are there to read.
 */
export function actionPlan(): Plan {
  return planSchema.parse([
    planItem('open_calls', 'table', 'Your open calls', {}),
    planItem('opportunities', 'table', 'Opportunities to act on', { limit: 20 }),
    planItem('positions', 'table', 'Holdings short of 100 shares', { only: 'short_of_100' }),
    planItem('income_summary', 'table', 'Income so far this year', {
      range: { kind: 'year_to_date' },
      group_by: 'total',
      sources: ['options', 'dividends'],
    }),
    planItem('dividend_calendar', 'table', 'Ex-dividend dates in the next two weeks', {
      source: 'holdings',
      days: 14,
    }),
    planItem('earnings_calendar', 'table', 'Earnings in the next two weeks', {
      source: 'holdings',
      days: 14,
    }),
    {
      ...planItem('income_summary', 'table', 'Options income this month', {
        range: { kind: 'this_month' },
        group_by: 'total',
        sources: ['options'],
      }),
      visible: false,
      answer: { kind: 'brief' },
    },
  ]);
}

const ACTION_PLAN_WORDS = /\b(plan|today|todo|to do|should i do|action|morning|start)\b/i;
/** The dashboard panel: an action-plan question gets the plan, anything else the general planner for that account. */
export const wantsActionPlan = (question: string): boolean => ACTION_PLAN_WORDS.test(question);

/** The reports' fixed plans (spec part 3 §2, issue 15 §4). */
export function reportPlan(type: ReportType): Plan {
  switch (type) {
    case 'daily':
      return actionPlan();
    case 'weekly':
      return planSchema.parse([
        planItem('income_summary', 'table', 'Income this week', {
          range: { kind: 'this_week' },
          group_by: 'total',
          sources: ['options', 'dividends'],
        }),
        planItem('open_calls', 'table', 'Open calls and next week’s expirations', {}),
        planItem('transactions', 'table', 'Trades this week', { range: { kind: 'this_week' }, limit: 50 }),
        planItem('covered_call_candidates', 'table', 'Covered calls for next week', { source: 'holdings' }),
        planItem('dividend_calendar', 'table', 'Ex-dividend dates ahead', { source: 'holdings', days: 21 }),
        planItem('earnings_calendar', 'table', 'Earnings ahead', { source: 'holdings', days: 21 }),
      ]);
    case 'onboarding':
      return planSchema.parse([
        planItem('positions', 'table', 'Your portfolio', {}),
        planItem('llm', 'markdown', 'Summary', {
          instruction: 'Summarise the portfolio',
          refs: [0],
          template: 'positions',
        }),
        planItem('opportunities', 'table', 'Your first opportunities', { limit: 10 }),
        planItem('covered_call_candidates', 'table', 'Covered calls your holdings could sell now', {
          source: 'holdings',
        }),
        planItem('explain', 'markdown', 'How your goals pick a strike', { topic: 'risk_levels' }),
      ]);
  }
}

export const REPORT_TITLES: Record<ReportType, string> = {
  daily: '☀️ Daily action plan',
  weekly: '📊 Weekly report',
  onboarding: '🚀 Your Thetix onboarding report',
};
