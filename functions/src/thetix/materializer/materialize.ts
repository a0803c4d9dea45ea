import { MarketDataUnavailableError } from '@thetix/shared/market/market-snapshot';
import { provenanceLabel } from '@thetix/shared/market/provenance-label';
import type { AnswerKind, AnswerSpec, PlanItem, QueryName } from '@thetix/shared/thetix/plan';
import { traceNumbers } from '@thetix/shared/thetix/traceability';
import { sanitizeWidget, WIDGET_LIMITS, type Computation, type Widget } from '@thetix/shared/thetix/widgets';
import type { ProseWriter } from '../planner/planner-port';
import { computationsFor } from './answer-computations';
import { answerSentences } from './answers';
import * as market from './market-queries';
import { NoDataError, type MaterializedItem, type QueryContext, type RawWidget } from './materializer-types';
import { opportunityAnalysis } from './opportunity-analysis';
import * as portfolio from './portfolio-queries';
import * as taxAndGoal from './tax-and-goal-queries';
import { rollDecisionQuery } from './roll-decision-query';
import * as wheel from './wheel-queries';
import { explainMarkdown, noticeText, ruleProse } from './prose';

export interface MaterializeInput {
  readonly context: QueryContext;
  readonly plan: readonly PlanItem[];
  /** Called before each item (0-based): the job reports progress here and stops if the user cancelled. */
  readonly beforeItem?: (index: number) => Promise<void>;
  /** Writes `llm` prose with a language model; without it the rule templates do. */
  readonly prose?: ProseWriter;
}

export interface MaterializeResult {
  readonly widgets: Widget[];
  readonly debug: {
    readonly dropped_widgets: number;
    readonly untraceable_numbers: number;
    readonly notes: string[];
  };
}

/**
 * Runs a plan's queries in the caller's context, item by item, into widgets that pass the shared validation. An
 * item with no data says so in a message widget (hidden in a plan with a morning brief); an item whose widget fails
 * validation is dropped and counted.
 */
export async function materialize(input: MaterializeInput): Promise<MaterializeResult> {
  const items: (MaterializedItem | undefined)[] = [];
  const answers: string[] = [];
  const computations: Computation[] = [];
  // A plan written without answers (a language model's, or one stored before answers existed) still opens with one.
  const defaults = !input.plan.some((item) => item.answer);
  const notes: string[] = [];
  let untraceable = 0;
  // A morning brief says in words what is empty (brief-answer.ts), so its plan shows no "nothing here" widgets.
  const hideEmpty = input.plan.some((item) => item.answer?.kind === 'brief');
  for (const [index, item] of input.plan.entries()) {
    await input.beforeItem?.(index);
    try {
      if (item.data.query === 'llm') {
        const params = item.data.params;
        const referenced = params.refs.flatMap((ref) => items[ref] ?? []);
        let content = ruleProse(params, referenced);
        if (input.prose) {
          const data = referenced.map((entry) => ({ title: entry.widget.title, facts: entry.facts }));
          const written = await input.prose({
            instruction: params.instruction,
            question: input.context.question,
            data,
          });
          const traced = traceNumbers(written, { data, question: input.context.question });
          untraceable += traced.removed.length;
          if (traced.removed.length > 0)
            notes.push(`removed untraceable numbers: ${traced.removed.join(', ')}`);
          content = traced.text;
        }
        items.push({ widget: { widget: 'markdown', title: item.title, content }, facts: {} });
      } else {
        items.push(await runQuery(input.context, item));
      }
    } catch (error) {
      // A figure the vendor could not give (and no cache holds) says so on its widget; the rest of the card stands.
      const unavailable = error instanceof MarketDataUnavailableError;
      if (!(error instanceof NoDataError) && !unavailable) throw error;
      items.push({
        widget: {
          widget: 'message',
          title: item.title,
          message: error.message,
          type: unavailable ? 'warning' : 'info',
          ...(hideEmpty && !unavailable ? { visible: false } : {}),
        },
        facts: { no_data: error.message },
      });
    }
    const last = items.at(-1);
    if (last && item.visible === false) last.widget.visible = false;
    const spec = item.answer ?? (defaults ? defaultAnswer(item) : undefined);
    if (last && spec) {
      const earlier = items.slice(0, -1).flatMap((entry) => entry ?? []);
      const sentences = answerSentences({ spec, item: last, earlier, now: input.context.now });
      if (sentences && !answers.includes(sentences)) {
        answers.push(sentences);
        if (!last.facts.no_data) computations.push(...computationsFor(spec, last));
      }
    }
  }
  const widgets: Widget[] = [];
  const answer = answerWidget(answers, computations, input.context);
  if (answer) widgets.push(answer);
  let dropped = 0;
  for (const item of items) {
    const widget = item && sanitizeWidget(item.widget);
    if (widget) widgets.push(widget);
    else dropped += 1;
    const after = item?.after && sanitizeWidget(item.after);
    if (after && widget?.visible !== false) widgets.push(after);
  }
  if (dropped > 0) notes.push(`${dropped} widget(s) failed validation and were dropped`);
  return { widgets, debug: { dropped_widgets: dropped, untraceable_numbers: untraceable, notes } };
}

/**
 * The direct answer shown first (issue 28 item 2): each answered part's sentences, as a paragraph or, for a question
 * of several parts, one bullet a part; then when the figures were read.
 */
function answerWidget(
  answers: readonly string[],
  computations: readonly Computation[],
  context: QueryContext,
): Widget | undefined {
  if (answers.length === 0) return undefined;
  const body = answers.length === 1 ? answers[0]! : answers.map((answer) => `- ${answer}`).join('\n');
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(context.now);
  const provenance = context.market.provenance;
  // Live: the vendor, its delay and the figures' own time, as the badge says them (provenance-label.ts).
  const footer = provenance
    ? `_Holdings as of ${time} ET. Market data: ${provenanceLabel(provenance, context.now)}._`
    : context.market.dataSource === 'simulated'
      ? `_Quotes and holdings as of ${time} ET (simulated market data)._`
      : `_Quotes and holdings as of ${time} ET (market data)._`;
  return sanitizeWidget({
    widget: 'markdown',
    title: 'Answer',
    content: `${body}\n\n${footer}`,
    ...(computations.length > 0 ? { computations: computations.slice(0, 30) } : {}),
  });
}

/** The answer a query's result gives on its own, for plans whose items carry none. */
const DEFAULT_ANSWERS: Partial<Record<QueryName, AnswerKind>> = {
  quote: 'quote',
  price_history: 'price_move',
  option_chain: 'chain',
  option_contract: 'option_contract',
  covered_call_candidates: 'candidates',
  opportunities: 'opportunities',
  positions: 'positions',
  open_calls: 'open_calls',
  portfolio_value_history: 'portfolio_value',
  income_summary: 'income',
  transactions: 'transactions',
  dividend_calendar: 'dividends_calendar',
  earnings_calendar: 'earnings_calendar',
  payoff: 'payoff',
  yield_estimate: 'yield_estimate',
  tax_status: 'tax_status',
  position_what_if: 'position_what_if',
  roll_decision: 'roll_decision',
  income_goal: 'income_goal',
  wheel_puts: 'wheel_puts',
  wheel_campaign: 'wheel_campaign',
  wheel_watchlist: 'wheel_watchlist',
  alert: 'alert',
};

const defaultAnswer = (item: PlanItem): AnswerSpec | undefined => {
  const kind = DEFAULT_ANSWERS[item.data.query];
  if (!kind) return undefined;
  const ticker = (item.data.params as { ticker?: string }).ticker;
  return { kind: kind === 'positions' && ticker ? 'position' : kind };
};

async function runQuery(context: QueryContext, item: PlanItem): Promise<MaterializedItem> {
  const { kind, title } = item;
  switch (item.data.query) {
    case 'quote':
      return market.quote(context, item.data.params, kind, title);
    case 'price_history':
      return market.priceHistory(context, item.data.params, kind, title);
    case 'option_chain':
      return market.optionChain(context, item.data.params, kind, title);
    case 'option_contract':
      return market.optionContract(context, item.data.params, kind, title);
    case 'yield_estimate':
      return market.yieldEstimate(context, item.data.params, title);
    case 'payoff':
      return market.payoff(context, item.data.params, title);
    case 'alert':
      return market.alert(context, item.data.params, title);
    case 'covered_call_candidates':
      return portfolio.coveredCallCandidates(context, item.data.params, title);
    case 'opportunities':
      return portfolio.opportunities(context, item.data.params, title);
    case 'opportunity_analysis':
      return opportunityAnalysis(context, item.data.params, kind, title);
    case 'positions':
      return portfolio.positions(context, item.data.params, title);
    case 'open_calls':
      return portfolio.openCalls(context, item.data.params, title);
    case 'portfolio_value_history':
      return portfolio.portfolioValueHistory(context, item.data.params, kind, title);
    case 'income_summary':
      return portfolio.incomeSummary(context, item.data.params, kind, title);
    case 'transactions':
      return portfolio.transactions(context, item.data.params, title);
    case 'tax_status':
      return taxAndGoal.taxStatus(context, item.data.params, title);
    case 'income_goal':
      return taxAndGoal.incomeGoal(context, item.data.params, kind, title);
    case 'roll_decision':
      return rollDecisionQuery(context, item.data.params, title);
    case 'position_what_if':
      return taxAndGoal.positionWhatIf(context, item.data.params, title);
    case 'wheel_puts':
      return wheel.wheelPuts(context, item.data.params, title);
    case 'wheel_campaign':
      return wheel.wheelCampaign(context, item.data.params, kind, title);
    case 'wheel_watchlist':
      return wheel.wheelWatchlist(context, item.data.params, title);
    case 'dividend_calendar':
      return portfolio.calendar(context, 'dividends', item.data.params, title);
    case 'earnings_calendar':
      return portfolio.calendar(context, 'earnings', item.data.params, title);
    case 'explain':
      return {
        widget: { widget: 'markdown', title, content: explainMarkdown(item.data.params.topic) },
        facts: {},
      };
    case 'notice': {
      // A message's suggested questions follow it as buttons that ask them; markdown keeps them as a list.
      const buttons = kind === 'markdown' ? [] : item.data.params.suggestions.slice(0, WIDGET_LIMITS.buttons);
      const notice = noticeText(item.data.params, { suggestionsAsText: buttons.length === 0 });
      const widget: RawWidget =
        kind === 'markdown'
          ? { widget: 'markdown', title, content: notice.message }
          : { widget: 'message', title, message: notice.message, type: notice.type };
      return buttons.length > 0
        ? {
            widget,
            facts: {},
            after: {
              widget: 'buttonGroup',
              buttons: buttons.map((question) => ({ label: question, query: question })),
            },
          }
        : { widget, facts: {} };
    }
    case 'llm':
      throw new Error('llm items are materialized by materialize()');
  }
}
