import * as z from 'zod';
import { optionTypeSchema } from '../contracts/market-data';
import { PAYOFF_DIAGRAM_STEPS } from '../options/covered-call-payoff';
import { alertDirectionSchema, alertIdSchema, alertStateSchema } from './price-alert';

export { SHARES_PER_CONTRACT } from '../options/covered-call-payoff';
export { deltaLevel, type DeltaLevel } from '../options/risk-labels';

/**
 * The materialized widgets of Thetix (spec part 3 §3 "Widget kinds and fields", §5 "Widget validation"): a card's
 * `materialized_result` and a chat response are lists of these. The discriminator is `widget`, not `kind` or
 * `type`, because a chart already has a `kind` (line, scatter, bar) and a message a `type` (success, warning ...).
 * Field names are snake_case as the spec shows them.
 *
 * The schemas describe what a renderer may assume; {@link sanitizeWidgets} turns whatever a card or chat holds into
 * that, dropping what it cannot repair, because the spec says invalid widgets are dropped silently rather than
 * failing the card. The repairs are the ones the spec names (mismatched chart lengths trimmed from the front, bad
 * annotations and bad section children left out) plus one for Python producers: an optional field sent as `null`
 * is read as absent.
 *
 * Numbers must be finite: zod 4's `z.number()` already refuses NaN and ±Infinity, which a computed metric (a yield
 * over a zero cost) can produce and which no chart axis or table can show.
 */

/** Every kind this product produces. `magicCard` is not one: the spec says it is not shown, so it is dropped. */
export const WIDGET_KINDS = [
  'chart',
  'table',
  'alarm',
  'alert',
  'alert_message',
  'message',
  'userQuery',
  'payoff',
  'optionContract',
  'optionsChain',
  'price',
  'markdown',
  'opportunity',
  'transaction',
  'buttonGroup',
  'section',
] as const;
export type WidgetKind = (typeof WIDGET_KINDS)[number];

/**
 * Size caps. The spec sets none; these bound what one widget can make a browser lay out (a 500-row table, a
 * 5 000-point line) well above anything a useful answer needs. A widget over a cap is invalid and dropped like any
 * other: truncating it would show a different answer than the one produced.
 */
export const WIDGET_LIMITS = {
  /** Titles, names, labels, headers, axis labels and series names. */
  titleLength: 200,
  /** Messages, conditions, alarm texts, queries, footnotes and table cell text. */
  textLength: 5_000,
  /** Symbols, dates, ids and other short identifiers; long enough for an OCC option symbol. */
  shortTextLength: 100,
  /** Markdown content, also the decoded length of `encoded`. */
  markdownLength: 20_000,
  /** Raw base64 of `encoded`: bounds the work of decoding before the decoded length can be checked. */
  encodedMarkdownLength: 100_000,
  tableRows: 500,
  tableColumns: 50,
  /** Points of one series, or of the chart's own x and y. */
  chartPoints: 5_000,
  chartSeries: 20,
  chartAnnotations: 100,
  payoffLegs: 10,
  /** A chain of one expiration has a few hundred strikes for both calls and puts. */
  optionsChainContracts: 2_000,
  buttons: 12,
  sectionWidgets: 50,
  /** Sections inside sections; also what keeps the recursive sanitizer's stack bounded on hostile input. */
  sectionDepth: 4,
} as const;

/** Empty states of spec §5: no valid widget left in a chat or a card, one widget that failed, a list that failed. */
export const NO_VALID_WIDGETS = 'No valid widgets to display';
export const NO_VISUAL_WIDGETS = 'No visual widgets to display';
export const UNABLE_TO_RENDER_WIDGET = 'Unable to render widget';
export const ERROR_RENDERING_WIDGETS = 'Error rendering widgets';
/** A transaction widget whose transaction cannot be found or loaded. */
export const NO_TRANSACTION_DATA = 'No transaction data available';

/** Spec §9: chart series colours cycle through this many. */
export const CHART_SERIES_COLOR_COUNT = 6;
/** Spec §9: the y domain is widened by this fraction of its span on each side, so no point sits on the frame. */
export const CHART_Y_DOMAIN_PADDING = 0.1;
/** Spec §9: the payoff diagram samples this many intervals across the underlying range. */
export const PAYOFF_STEPS = PAYOFF_DIAGRAM_STEPS;

const finite = z.number();
const nonNegative = finite.nonnegative();
const positive = finite.positive();
const title = z.string().max(WIDGET_LIMITS.titleLength);
const text = z.string().max(WIDGET_LIMITS.textLength);
const shortText = z.string().max(WIDGET_LIMITS.shortTextLength);
const symbol = shortText.min(1);
const embeddedRecord = z.record(z.string(), z.unknown());

/** Fields every widget may carry: a hidden widget is kept (a plan may reveal it later) but not shown. */
const widgetBase = {
  visible: z.boolean().optional(),
  /** Where a widget says more about its data, e.g. that the market data behind it is simulated. */
  footnote: text.optional(),
};

const chartX = z.union([finite, shortText]);
const chartXs = z.array(chartX).max(WIDGET_LIMITS.chartPoints);
const chartYs = z.array(finite).max(WIDGET_LIMITS.chartPoints);

export const chartKindSchema = z.enum(['line', 'scatter', 'bar']);
export type ChartKind = z.infer<typeof chartKindSchema>;

/** Lengths are equal here; the sanitizer gets there by trimming the longer array from the front. */
export const chartSeriesSchema = z
  .object({ name: title, x: chartXs, y: chartYs })
  .refine((series) => series.x.length === series.y.length, 'x and y must have the same length');
export type ChartSeries = z.infer<typeof chartSeriesSchema>;

export const chartAnnotationSchema = z.object({
  x: chartX,
  y: finite,
  label: title,
  color: shortText.optional(),
  type: z.enum(['dot', 'label']).optional(),
});
export type ChartAnnotation = z.infer<typeof chartAnnotationSchema>;

/**
 * Data is either the chart's own `x` and `y` or a list of series. The spec's "non-empty series required" is read
 * as: a `series` field, when present, is not empty; a chart with both draws the series.
 */
export const chartWidgetSchema = z
  .object({
    widget: z.literal('chart'),
    ...widgetBase,
    title: title.optional(),
    kind: chartKindSchema,
    x: chartXs.optional(),
    y: chartYs.optional(),
    series: z.array(chartSeriesSchema).min(1).max(WIDGET_LIMITS.chartSeries).optional(),
    annotations: z.array(chartAnnotationSchema).max(WIDGET_LIMITS.chartAnnotations).optional(),
    xlabel: title.optional(),
    ylabel: title.optional(),
  })
  .refine(
    (chart) => (chart.x !== undefined && chart.y !== undefined) || chart.series !== undefined,
    'needs x and y, or a series list',
  )
  .refine(
    (chart) => chart.x === undefined || chart.y === undefined || chart.x.length === chart.y.length,
    'x and y must have the same length',
  );
export type ChartWidget = z.infer<typeof chartWidgetSchema>;

export const tableColumnSchema = z.union([
  title,
  z.object({ key: title, header: title, type: z.enum(['string', 'number', 'date']).optional() }),
]);
export type TableColumn = z.infer<typeof tableColumnSchema>;

/** A cell is shown as text; a string cell that is an http(s) URL may be a link (see {@link safeHref}). */
export const tableCellSchema = z.union([text, finite, z.boolean(), z.null()]);
export type TableCell = z.infer<typeof tableCellSchema>;

/** A row is keyed by column key (or by the column string), or lists its cells in column order. */
export const tableRowSchema = z.union([
  z.record(z.string(), tableCellSchema),
  z.array(tableCellSchema).max(WIDGET_LIMITS.tableColumns),
]);
export type TableRow = z.infer<typeof tableRowSchema>;

export const tableWidgetSchema = z.object({
  widget: z.literal('table'),
  ...widgetBase,
  title: title.optional(),
  columns: z.array(tableColumnSchema).min(1).max(WIDGET_LIMITS.tableColumns),
  rows: z.array(tableRowSchema).max(WIDGET_LIMITS.tableRows),
});
export type TableWidget = z.infer<typeof tableWidgetSchema>;

/**
 * The spec names `alarm_text` in the field list and "message/condition" in the validation rule: any one of the
 * three is the alarm's text. `value` (triggered or not) is optional because the validation rule does not require
 * it; a renderer shows an alarm without one as neither triggered nor clear.
 */
export const alarmWidgetSchema = z
  .object({
    widget: z.literal('alarm'),
    ...widgetBase,
    title,
    alarm_text: text.optional(),
    message: text.optional(),
    condition: text.optional(),
    value: z.boolean().optional(),
    /**
     * A price alert's live state (./price-alert.ts), set where the alert is evaluated (a card's refresh); absent on
     * a chat answer, which shows the condition once and is never evaluated again.
     */
    alert: z
      .object({
        id: alertIdSchema,
        ticker: shortText,
        direction: alertDirectionSchema,
        trigger_price: positive,
        state: alertStateSchema,
        /** The price at the last evaluation. */
        price: positive.optional(),
        checked_at: shortText.optional(),
        triggered_at: shortText.optional(),
        triggered_price: positive.optional(),
      })
      .optional(),
  })
  .refine(
    (alarm) => alarm.alarm_text !== undefined || alarm.message !== undefined || alarm.condition !== undefined,
    'needs alarm_text, message or condition',
  );
export type AlarmWidget = z.infer<typeof alarmWidgetSchema>;

export const alertWidgetSchema = z.object({
  widget: z.literal('alert'),
  ...widgetBase,
  title,
  name: title,
  condition: text,
});
export type AlertWidget = z.infer<typeof alertWidgetSchema>;

export const messageTypeSchema = z.enum(['success', 'warning', 'error', 'info']);
export type MessageType = z.infer<typeof messageTypeSchema>;

const messageShape = {
  ...widgetBase,
  title: title.optional(),
  message: text,
  type: messageTypeSchema,
};

export const alertMessageWidgetSchema = z.object({ widget: z.literal('alert_message'), ...messageShape });
export type AlertMessageWidget = z.infer<typeof alertMessageWidgetSchema>;

export const messageWidgetSchema = z.object({ widget: z.literal('message'), ...messageShape });
export type MessageWidget = z.infer<typeof messageWidgetSchema>;

/** The question as the user asked it, echoed in a chat response. */
export const userQueryWidgetSchema = z.object({ widget: z.literal('userQuery'), ...widgetBase, query: text });
export type UserQueryWidget = z.infer<typeof userQueryWidgetSchema>;

/**
 * One leg per share lot or option position; `quantity` is signed (negative = sold), in contracts for options and
 * in shares for stock, and `premium` is per share (for stock, the price paid).
 */
export const payoffLegSchema = z
  .object({
    type: z.enum(['call', 'put', 'stock']),
    strike: positive.optional(),
    premium: nonNegative,
    quantity: finite,
  })
  .refine((leg) => leg.type === 'stock' || leg.strike !== undefined, 'an option leg needs a strike');
export type PayoffLeg = z.infer<typeof payoffLegSchema>;

export const payoffWidgetSchema = z.object({
  widget: z.literal('payoff'),
  ...widgetBase,
  title: title.optional(),
  legs: z.array(payoffLegSchema).min(1).max(WIDGET_LIMITS.payoffLegs),
  /** Low and high underlying price of the diagram; an empty or reversed range cannot be sampled. */
  underlying_range: z
    .tuple([nonNegative, nonNegative])
    .refine(([low, high]) => low < high, 'the range must go from low to high')
    .optional(),
  current_price: nonNegative.optional(),
  show_breakeven: z.boolean().optional(),
  show_max_profit_loss: z.boolean().optional(),
  at_expiration: z.boolean().optional(),
});
export type PayoffWidget = z.infer<typeof payoffWidgetSchema>;

/** Quote and greeks of a contract; greeks are as quoted (a put's delta is negative). */
const contractQuote = {
  bid: nonNegative.optional(),
  ask: nonNegative.optional(),
  volume: nonNegative.optional(),
  open_interest: nonNegative.optional(),
  /** A fraction: 0.35 is 35 %. */
  implied_volatility: nonNegative.optional(),
  delta: finite.optional(),
  gamma: finite.optional(),
  theta: finite.optional(),
  vega: finite.optional(),
};

export const optionContractWidgetSchema = z.object({
  widget: z.literal('optionContract'),
  ...widgetBase,
  title: title.optional(),
  symbol,
  type: optionTypeSchema,
  strike: positive,
  expiration: shortText.min(1),
  premium: nonNegative,
  ...contractQuote,
  current_price: nonNegative.optional(),
  last_updated: shortText.optional(),
});
export type OptionContractWidget = z.infer<typeof optionContractWidgetSchema>;

/**
 * Producers name a chain row's side `type` or `contract_type`; the parsed row always has `type` (taken from
 * `type` when both are sent), so renderers read one field.
 */
export const optionsChainContractSchema = z
  .object({
    type: optionTypeSchema.optional(),
    contract_type: optionTypeSchema.optional(),
    strike: positive,
    premium: nonNegative,
    ...contractQuote,
  })
  .transform(({ contract_type, ...contract }, context) => {
    const type = contract.type ?? contract_type;
    if (type === undefined) {
      context.issues.push({ code: 'custom', message: 'needs type or contract_type', input: contract });
      return z.NEVER;
    }
    return { ...contract, type };
  });
export type OptionsChainContract = z.infer<typeof optionsChainContractSchema>;

export const optionsChainWidgetSchema = z.object({
  widget: z.literal('optionsChain'),
  ...widgetBase,
  symbol,
  expiration: shortText.min(1),
  contracts: z.array(optionsChainContractSchema).max(WIDGET_LIMITS.optionsChainContracts),
  current_price: nonNegative.optional(),
  title: title.optional(),
  show_greeks: z.boolean().optional(),
  show_volume: z.boolean().optional(),
});
export type OptionsChainWidget = z.infer<typeof optionsChainWidgetSchema>;

/** A price, or with `change` and `change_percent` the spec's price card; `value` may be preformatted text. */
export const priceWidgetSchema = z.object({
  widget: z.literal('price'),
  ...widgetBase,
  symbol,
  value: z.union([shortText, finite]),
  title: title.optional(),
  change: finite.optional(),
  /** In percent as shown: 1.5 is +1.5 %. */
  change_percent: finite.optional(),
});
export type PriceWidget = z.infer<typeof priceWidgetSchema>;

/**
 * `atob` and `TextDecoder` exist in browsers and in Node 20 alike, unlike Node's `Buffer`; shared/ compiles without
 * DOM or Node typings, so they are typed here.
 */
interface BrowserGlobals {
  atob(data: string): string;
  TextDecoder: new () => { decode(bytes: Uint8Array): string };
}
const browserGlobals = globalThis as unknown as BrowserGlobals;

/**
 * Producers that write base64url or wrap lines are accepted: `atob` skips ASCII whitespace, and the two url-safe
 * characters are mapped back. Returns undefined when the text is not base64; bytes that are not UTF-8 decode to
 * U+FFFD rather than failing, so a damaged byte costs one character, not the widget.
 */
const decodeBase64Utf8 = (encoded: string): string | undefined => {
  try {
    const binary = browserGlobals.atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
    return new browserGlobals.TextDecoder().decode(bytes);
  } catch {
    return undefined;
  }
};

/**
 * One figure of an answer and where it comes from (issue 28 item 3): the page or module it is read from, or the
 * formula it is made with ("premium × 100 × contracts"), shown folded under the answer as "How this was computed".
 */
export const computationSchema = z.object({ figure: title, value: shortText, how: text });
export type Computation = z.infer<typeof computationSchema>;

export const markdownWidgetSchema = z
  .object({
    widget: z.literal('markdown'),
    ...widgetBase,
    title: title.optional(),
    content: z.string().max(WIDGET_LIMITS.markdownLength).optional(),
    computations: z.array(computationSchema).max(WIDGET_LIMITS.tableRows).optional(),
    /** Base64 of the UTF-8 markdown, for producers whose transport mangles markdown characters. */
    encoded: z
      .string()
      .max(WIDGET_LIMITS.encodedMarkdownLength)
      .refine((encoded) => {
        const decoded = decodeBase64Utf8(encoded);
        return decoded !== undefined && decoded.length <= WIDGET_LIMITS.markdownLength;
      }, 'must be base64 of at most the markdown length')
      .optional(),
  })
  .refine(
    (markdown) => markdown.content !== undefined || markdown.encoded !== undefined,
    'needs content or encoded',
  );
export type MarkdownWidget = z.infer<typeof markdownWidgetSchema>;

/** An opportunity by id (the renderer loads it) or embedded as the engine produced it. */
export const opportunityWidgetSchema = z
  .object({
    widget: z.literal('opportunity'),
    ...widgetBase,
    id: shortText.min(1).optional(),
    opportunity: embeddedRecord.optional(),
    action: shortText.optional(),
    ticker: shortText.optional(),
  })
  .refine((widget) => widget.id !== undefined || widget.opportunity !== undefined, 'needs id or opportunity');
export type OpportunityWidget = z.infer<typeof opportunityWidgetSchema>;

export const transactionWidgetSchema = z
  .object({
    widget: z.literal('transaction'),
    ...widgetBase,
    id: shortText.min(1).optional(),
    transaction: embeddedRecord.optional(),
  })
  .refine((widget) => widget.id !== undefined || widget.transaction !== undefined, 'needs id or transaction');
export type TransactionWidget = z.infer<typeof transactionWidgetSchema>;

/** A button sends its `query` (its label when absent) as the user's next question. */
export const widgetButtonSchema = z.object({ label: title, query: text.optional() });
export type WidgetButton = z.infer<typeof widgetButtonSchema>;

export const buttonGroupWidgetSchema = z.object({
  widget: z.literal('buttonGroup'),
  ...widgetBase,
  buttons: z.array(widgetButtonSchema).min(1).max(WIDGET_LIMITS.buttons),
});
export type ButtonGroupWidget = z.infer<typeof buttonGroupWidgetSchema>;

/** Spec part 3 §3 (Report section: name, content, widgets): `content` is the section's own markdown prose. */
const sectionHeaderSchema = z.object({
  widget: z.literal('section'),
  ...widgetBase,
  name: title,
  content: z.string().max(WIDGET_LIMITS.markdownLength).optional(),
});

/**
 * A named group of widgets, e.g. one section of an agent report. Its children are typed by hand ({@link Widget})
 * because TypeScript cannot infer a type that contains itself.
 */
export interface SectionWidget extends z.infer<typeof sectionHeaderSchema> {
  widgets: Widget[];
}

export const sectionWidgetSchema = sectionHeaderSchema.extend({
  get widgets(): z.ZodArray<z.ZodType<Widget>> {
    return z.array(widgetSchema).max(WIDGET_LIMITS.sectionWidgets);
  },
});

export type Widget =
  | ChartWidget
  | TableWidget
  | AlarmWidget
  | AlertWidget
  | AlertMessageWidget
  | MessageWidget
  | UserQueryWidget
  | PayoffWidget
  | OptionContractWidget
  | OptionsChainWidget
  | PriceWidget
  | MarkdownWidget
  | OpportunityWidget
  | TransactionWidget
  | ButtonGroupWidget
  | SectionWidget;

export const widgetSchema = z.discriminatedUnion('widget', [
  chartWidgetSchema,
  tableWidgetSchema,
  alarmWidgetSchema,
  alertWidgetSchema,
  alertMessageWidgetSchema,
  messageWidgetSchema,
  userQueryWidgetSchema,
  payoffWidgetSchema,
  optionContractWidgetSchema,
  optionsChainWidgetSchema,
  priceWidgetSchema,
  markdownWidgetSchema,
  opportunityWidgetSchema,
  transactionWidgetSchema,
  buttonGroupWidgetSchema,
  sectionWidgetSchema,
]);

type UnknownRecord = Record<string, unknown>;

const isRecord = (value: unknown): value is UnknownRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Python producers send an absent optional field as `null`; the schemas read absent as `undefined`. */
const withoutNulls = (record: UnknownRecord): UnknownRecord =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null));

const recordWithoutNulls = (value: unknown): unknown => (isRecord(value) ? withoutNulls(value) : value);

/** Spec §5: mismatched lengths keep the last points of the longer array, the most recent on a time axis. */
const trimFromFront = (x: readonly unknown[], y: readonly unknown[]): [unknown[], unknown[]] => {
  const length = Math.min(x.length, y.length);
  return [x.slice(x.length - length), y.slice(y.length - length)];
};

const prepareSeries = (value: unknown, index: number): unknown => {
  if (!isRecord(value)) return value;
  const series = withoutNulls(value);
  if (series.name === undefined) series.name = `Series ${index + 1}`;
  if (Array.isArray(series.x) && Array.isArray(series.y))
    [series.x, series.y] = trimFromFront(series.x, series.y);
  return series;
};

/** Bad annotations are left out and the chart kept: an annotation decorates data, it is not the data. */
const prepareChart = (chart: UnknownRecord): UnknownRecord => {
  const prepared = { ...chart };
  if (Array.isArray(chart.x) && Array.isArray(chart.y))
    [prepared.x, prepared.y] = trimFromFront(chart.x, chart.y);
  if (Array.isArray(chart.series)) prepared.series = chart.series.map(prepareSeries);
  if (Array.isArray(chart.annotations)) {
    prepared.annotations = chart.annotations
      .map(recordWithoutNulls)
      .filter((annotation) => chartAnnotationSchema.safeParse(annotation).success);
  } else {
    delete prepared.annotations;
  }
  return prepared;
};

const prepareListItems = (record: UnknownRecord, field: string): UnknownRecord => {
  const list = record[field];
  return Array.isArray(list) ? { ...record, [field]: list.map(recordWithoutNulls) } : record;
};

const prepareSection = (section: UnknownRecord, depth: number): UnknownRecord | undefined => {
  if (depth >= WIDGET_LIMITS.sectionDepth) return undefined;
  if (!Array.isArray(section.widgets)) return section;
  const widgets = section.widgets.flatMap((child: unknown) => sanitizeAt(child, depth + 1) ?? []);
  return { ...section, widgets };
};

/** Applies the repairs of one kind; the schema then decides. */
const prepare = (widget: UnknownRecord, depth: number): UnknownRecord | undefined => {
  switch (widget.widget) {
    case 'chart':
      return prepareChart(widget);
    case 'table':
      return prepareListItems(widget, 'columns');
    case 'payoff':
      return prepareListItems(widget, 'legs');
    case 'optionsChain':
      return prepareListItems(widget, 'contracts');
    case 'buttonGroup':
      return prepareListItems(widget, 'buttons');
    case 'section':
      return prepareSection(widget, depth);
    default:
      return widget;
  }
};

const sanitizeAt = (input: unknown, depth: number): Widget | undefined => {
  if (!isRecord(input)) return undefined;
  const prepared = prepare(withoutNulls(input), depth);
  if (prepared === undefined) return undefined;
  const parsed = widgetSchema.safeParse(prepared);
  return parsed.success ? parsed.data : undefined;
};

/**
 * The widget `input` describes, repaired where spec §5 allows, or undefined when it is invalid or of a kind not
 * shown (`magicCard`). Never throws, whatever the input: a widget list comes from a language model and stored
 * cards, and one bad widget must not take the card down.
 */
export const sanitizeWidget = (input: unknown): Widget | undefined => {
  try {
    return sanitizeAt(input, 0);
  } catch {
    return undefined;
  }
};

/** The valid widgets of a list, in order; anything that is not a list has none. */
export const sanitizeWidgets = (input: unknown): Widget[] => {
  if (!Array.isArray(input)) return [];
  return input.flatMap((item: unknown) => sanitizeWidget(item) ?? []);
};

/** Spec §3: a widget with `visible: false` is hidden, inside sections too. Absent means visible. */
export const visibleWidgets = (widgets: readonly Widget[]): Widget[] =>
  widgets
    .filter((widget) => widget.visible !== false)
    .map((widget) =>
      widget.widget === 'section' ? { ...widget, widgets: visibleWidgets(widget.widgets) } : widget,
    );

/**
 * Spec §5: a table cell becomes a link only for an absolute http or https URL. Anything else (`javascript:`,
 * `data:`, relative paths) is shown as text, so a cell written by a language model cannot run script or navigate
 * inside the app. Returns the trimmed URL to use as `href`.
 */
export const safeHref = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const href = value.trim();
  return /^https?:\/\/[^\s/?#]+[^\s]*$/i.test(href) ? href : undefined;
};

/**
 * The markdown to render: `content`, or `encoded` decoded from base64 as UTF-8. Works in the browser and in Node
 * without `Buffer`. A sanitized widget always decodes; anything else that does not yields an empty text.
 */
export const decodeMarkdown = (widget: Pick<MarkdownWidget, 'content' | 'encoded'>): string => {
  if (widget.content !== undefined && widget.content !== '') return widget.content;
  if (widget.encoded !== undefined) return decodeBase64Utf8(widget.encoded) ?? '';
  return widget.content ?? '';
};
