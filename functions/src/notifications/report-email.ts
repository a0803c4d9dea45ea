import type { NotificationTypeId } from '@thetix/shared/contracts/goals';
import {
  decodeMarkdown,
  safeHref,
  visibleWidgets,
  type MessageType,
  type TableCell,
  type TableWidget,
  type Widget,
} from '@thetix/shared/thetix/widgets';
import { escapeHtml } from './notification-names';

/**
 * A report as an e-mail: an HTML part for mail clients and a plain-text part with the same content. Mail clients
 * run no script and many block images and remote styles, so every widget becomes text or an HTML table with inline
 * styles; a chart or payoff diagram becomes its first and last values and a link into the app. Every piece of text
 * is escaped: widgets may hold a language model's words.
 *
 * Widgets are first turned into a few neutral blocks (heading, text, table, link, note), then written as HTML and
 * as text, so the two parts cannot drift apart.
 */

export interface EmailReport {
  readonly title: string;
  readonly summary: string;
  readonly widgets: readonly Widget[];
}

export interface ReportEmailInput {
  readonly report: EmailReport;
  /** The report chat in the app. */
  readonly reportUrl: string;
  /** The profile's notification settings in the app. */
  readonly settingsUrl: string;
  readonly notificationType: NotificationTypeId;
  /** What the notification type is called in a sentence, e.g. "the daily action plan". */
  readonly notificationName: string;
  /** The one-click unsubscribe link; absent for a type that cannot be turned off (the onboarding report). */
  readonly unsubscribeUrl: string | undefined;
  readonly marketData: 'simulated' | 'live';
  /** With live data: where it came from, e.g. "Market data from Massive, delayed 15 minutes." */
  readonly marketNote?: string;
}

export interface RenderedEmail {
  readonly subject: string;
  readonly html: string;
  readonly text: string;
  /** Extra headers: RFC 2369 `List-Unsubscribe` and RFC 8058 `List-Unsubscribe-Post` when there is a link. */
  readonly headers: Readonly<Record<string, string>>;
}

export const DISCLAIMER = 'Thetix is analytical software, not investment advice.';
export const SIMULATED_NOTICE = 'Market data in this report is simulated, not live quotes.';
/** Gmail clips a message over about 100 KB: long tables are cut here and point to the app for the rest. */
export const MAIL_TABLE_ROWS = 50;
export const MAIL_CHAIN_CONTRACTS = 20;

/** A table cell of an e-mail: text, and a link when it has one. */
export interface EmailCell {
  readonly text: string;
  readonly href?: string;
}
type Cell = EmailCell;

/** The neutral pieces an e-mail is written from, as HTML and as text. */
export type EmailBlock =
  | { readonly kind: 'heading'; readonly text: string }
  | {
      readonly kind: 'text';
      readonly text: string;
      readonly label?: string;
      readonly tone?: MessageType;
      /** Markdown: headings and bold are shown bold in HTML; the text part keeps the markdown as written. */
      readonly markdown?: boolean;
    }
  | {
      readonly kind: 'table';
      readonly caption?: string;
      readonly columns: readonly string[];
      readonly rows: readonly (readonly Cell[])[];
      /** Rows left out because of the mail's size. */
      readonly more: number;
    }
  | { readonly kind: 'link'; readonly text: string; readonly href: string }
  | { readonly kind: 'note'; readonly text: string };
type Block = EmailBlock;

const number = (value: number, digits = 2) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: 0 });
const money = (value: number) =>
  `${value < 0 ? '-' : ''}$${Math.abs(value).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const signed = (value: number, text: string) => (value > 0 ? `+${text}` : text);
const percent = (fraction: number) => `${number(fraction * 100, 1)} %`;
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const cellText = (cell: TableCell | undefined): Cell => {
  if (cell === null || cell === undefined) return { text: '' };
  if (typeof cell === 'boolean') return { text: cell ? 'Yes' : 'No' };
  if (typeof cell === 'number') return { text: number(cell) };
  const href = safeHref(cell);
  return href ? { text: cell, href } : { text: cell };
};

function tableBlocks(widget: TableWidget): Block[] {
  const columns = widget.columns.map((column) =>
    typeof column === 'string' ? { key: column, header: column } : column,
  );
  const rows = widget.rows
    .slice(0, MAIL_TABLE_ROWS)
    .map((row) =>
      columns.map((column, index) =>
        cellText(Array.isArray(row) ? row[index] : (row as Record<string, TableCell>)[column.key]),
      ),
    );
  return [
    {
      kind: 'table',
      ...(widget.title ? { caption: widget.title } : {}),
      columns: columns.map((column) => column.header),
      rows,
      more: Math.max(0, widget.rows.length - MAIL_TABLE_ROWS),
    },
  ];
}

const point = (x: number | string | undefined, y: number | undefined) =>
  y === undefined
    ? ''
    : `${number(y)}${x === undefined ? '' : ` (${typeof x === 'number' ? number(x) : x})`}`;

/** Each series' first and last point: what a chart says in words, in a mail client that cannot draw it. */
function chartBlocks(widget: Extract<Widget, { widget: 'chart' }>, reportUrl: string): Block[] {
  const series = widget.series ?? [
    { name: widget.ylabel ?? widget.title ?? 'Value', x: widget.x ?? [], y: widget.y ?? [] },
  ];
  const rows = series
    .filter((line) => line.y.length > 0)
    .map((line) => [
      { text: line.name },
      { text: point(line.x[0], line.y[0]) },
      { text: point(line.x.at(-1), line.y.at(-1)) },
    ]);
  return [
    { kind: 'heading', text: widget.title ?? 'Chart' },
    ...(rows.length > 0
      ? [{ kind: 'table', columns: ['Series', 'First', 'Last'], rows, more: 0 } satisfies Block]
      : []),
    { kind: 'link', text: 'Open in Thetix to see the chart', href: reportUrl },
  ];
}

const contractRows = (
  fields: Partial<
    Record<'bid' | 'ask' | 'volume' | 'open_interest' | 'implied_volatility' | 'delta', number>
  >,
): Cell[][] =>
  [
    ['Bid', fields.bid === undefined ? undefined : money(fields.bid)],
    ['Ask', fields.ask === undefined ? undefined : money(fields.ask)],
    ['Delta', fields.delta === undefined ? undefined : number(fields.delta)],
    [
      'Implied volatility',
      fields.implied_volatility === undefined ? undefined : percent(fields.implied_volatility),
    ],
    ['Volume', fields.volume === undefined ? undefined : number(fields.volume, 0)],
    ['Open interest', fields.open_interest === undefined ? undefined : number(fields.open_interest, 0)],
  ]
    .filter((row): row is [string, string] => row[1] !== undefined)
    .map(([name, value]) => [{ text: name }, { text: value }]);

/** A few plain fields of an embedded record (an opportunity or a transaction), whatever its shape. */
const scalarFields = (record: Record<string, unknown> | undefined, limit = 6): string =>
  Object.entries(record ?? {})
    .filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value))
    .slice(0, limit)
    .map(
      ([key, value]) =>
        `${key.replace(/_/g, ' ')}: ${typeof value === 'number' ? number(value) : String(value)}`,
    )
    .join(' · ');

const stringField = (record: Record<string, unknown> | undefined, key: string): string | undefined =>
  typeof record?.[key] === 'string' ? record[key] : undefined;

function widgetBlocks(widget: Widget, reportUrl: string): Block[] {
  switch (widget.widget) {
    case 'chart':
      return chartBlocks(widget, reportUrl);
    case 'table':
      return tableBlocks(widget);
    case 'alarm': {
      const state = widget.value === undefined ? '' : widget.value ? ' (triggered)' : ' (not triggered)';
      return [
        {
          kind: 'text',
          label: `${widget.title}${state}`,
          text: widget.alarm_text ?? widget.message ?? widget.condition ?? '',
          ...(widget.value ? { tone: 'warning' as const } : {}),
        },
      ];
    }
    case 'alert':
      return [{ kind: 'text', label: widget.title, text: `${widget.name}: ${widget.condition}` }];
    case 'alert_message':
    case 'message':
      return [
        {
          kind: 'text',
          text: widget.message,
          tone: widget.type,
          ...(widget.title ? { label: widget.title } : {}),
        },
      ];
    case 'userQuery':
      return [{ kind: 'text', label: 'You asked', text: widget.query }];
    case 'payoff':
      return [
        { kind: 'heading', text: widget.title ?? 'Payoff at expiration' },
        {
          kind: 'table',
          columns: ['Leg', 'Strike', 'Premium', 'Quantity'],
          rows: widget.legs.map((leg) => [
            { text: capitalized(leg.type) },
            { text: leg.strike === undefined ? '' : money(leg.strike) },
            { text: money(leg.premium) },
            { text: number(leg.quantity, 0) },
          ]),
          more: 0,
        },
        { kind: 'link', text: 'Open in Thetix to see the payoff diagram', href: reportUrl },
      ];
    case 'optionContract':
      return [
        {
          kind: 'heading',
          text: `${widget.symbol} ${widget.type} ${money(widget.strike)} · ${widget.expiration}`,
        },
        {
          kind: 'table',
          columns: ['', ''],
          rows: [[{ text: 'Premium' }, { text: money(widget.premium) }], ...contractRows(widget)],
          more: 0,
        },
      ];
    case 'optionsChain':
      return [
        { kind: 'heading', text: widget.title ?? `${widget.symbol} options · ${widget.expiration}` },
        {
          kind: 'table',
          columns: ['Type', 'Strike', 'Premium', 'Bid', 'Ask', 'Delta'],
          rows: widget.contracts
            .slice(0, MAIL_CHAIN_CONTRACTS)
            .map((contract) => [
              { text: capitalized(contract.type) },
              { text: money(contract.strike) },
              { text: money(contract.premium) },
              { text: contract.bid === undefined ? '' : money(contract.bid) },
              { text: contract.ask === undefined ? '' : money(contract.ask) },
              { text: contract.delta === undefined ? '' : number(contract.delta) },
            ]),
          more: Math.max(0, widget.contracts.length - MAIL_CHAIN_CONTRACTS),
        },
      ];
    case 'price': {
      const value = typeof widget.value === 'number' ? money(widget.value) : widget.value;
      const change =
        widget.change === undefined
          ? ''
          : ` ${signed(widget.change, money(widget.change))}${
              widget.change_percent === undefined
                ? ''
                : ` (${signed(widget.change_percent, `${number(widget.change_percent)} %`)})`
            }`;
      return [
        {
          kind: 'text',
          text: `${widget.symbol} ${value}${change}`,
          ...(widget.title ? { label: widget.title } : {}),
        },
      ];
    }
    case 'markdown':
      return [{ kind: 'text', text: decodeMarkdown(widget), markdown: true }];
    case 'opportunity': {
      const strategy = stringField(widget.opportunity, 'strategy_name') ?? widget.action?.replace(/_/g, ' ');
      const ticker = stringField(widget.opportunity, 'primary_ticker') ?? widget.ticker;
      return [
        {
          kind: 'text',
          label: 'Opportunity',
          text: [strategy, ticker].filter(Boolean).join(' · ') || 'An opportunity to review',
        },
        { kind: 'link', text: 'Open in Thetix to review it', href: reportUrl },
      ];
    }
    case 'transaction':
      return [
        {
          kind: 'text',
          label: 'Transaction',
          text: scalarFields(widget.transaction) || 'A transaction in your history',
        },
      ];
    case 'buttonGroup':
      return [
        {
          kind: 'text',
          label: 'Ask Thetix next',
          text: widget.buttons.map((button) => button.label).join(' · '),
        },
        { kind: 'link', text: 'Continue in Thetix', href: reportUrl },
      ];
    case 'section':
      return [
        { kind: 'heading', text: widget.name },
        ...(widget.content ? [{ kind: 'text' as const, text: widget.content, markdown: true }] : []),
        ...visibleWidgets(widget.widgets).flatMap((child) => blocksOf(child, reportUrl)),
      ];
    default: {
      const unknownKind: never = widget;
      return unknownKind;
    }
  }
}

const blocksOf = (widget: Widget, reportUrl: string): Block[] => [
  ...widgetBlocks(widget, reportUrl),
  ...(widget.footnote ? [{ kind: 'note', text: widget.footnote } satisfies Block] : []),
];

const toneColour: Record<MessageType, string> = {
  success: '#2f855a',
  warning: '#b7791f',
  error: '#c53030',
  info: '#2b6cb0',
};

const font = "font-family: -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif;";
const multiline = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');
/** Runs on escaped text, so what it wraps in `<strong>` holds no markup of its own. */
const lightMarkdown = (escaped: string) =>
  escaped
    .replace(/^#{1,6}[ \t]+(.+)$/gm, '<strong>$1</strong>')
    .replace(/\*\*([^*\n]+)\*\*/g, '<strong>$1</strong>');
const anchor = (cell: Cell) =>
  cell.href
    ? `<a href="${escapeHtml(cell.href)}" style="color: #2b6cb0;">${escapeHtml(cell.text)}</a>`
    : escapeHtml(cell.text);

/**
 * A phone's mail client shows at most this many columns side by side (issue 30 item 3; decision 265): a wider
 * table is also written stacked, one record per row, which the `<style>` block's media query shows under 600 px in
 * place of the wide one.
 */
export const PHONE_MAX_COLUMNS = 4;
export const PHONE_BREAKPOINT_PX = 600;

type TableBlock = Extract<Block, { kind: 'table' }>;
const cellStyle =
  'padding: 6px 8px; border-bottom: 1px solid #e2e8f0; text-align: left; vertical-align: top;';

/**
 * A table as mail clients lay it out: no fixed layout, and words break only when one alone is wider than its cell,
 * so a narrow screen that ignores the media query scrolls the table sideways (the wrapper) rather than writing
 * one letter a line.
 */
function wideTableHtml(block: TableBlock, wide: boolean): string {
  const caption = block.caption
    ? `<caption style="${font} text-align: left; font-weight: bold; padding: 4px 0 8px;">${escapeHtml(block.caption)}</caption>`
    : '';
  const header = block.columns.some(Boolean)
    ? `<thead><tr>${block.columns.map((column) => `<th style="${cellStyle} background: #f7fafc;">${escapeHtml(column)}</th>`).join('')}</tr></thead>`
    : '';
  const rows = block.rows
    .map((row) => `<tr>${row.map((value) => `<td style="${cellStyle}">${anchor(value)}</td>`).join('')}</tr>`)
    .join('');
  const table = `<table role="presentation" cellpadding="0" cellspacing="0" style="${font} font-size: ${block.columns.length > 6 ? 13 : 14}px; border-collapse: collapse; width: 100%; overflow-wrap: break-word; word-break: normal; margin: 8px 0;">${caption}${header}<tbody>${rows}</tbody></table>`;
  return wide ? `<div class="tx-wide" style="overflow-x: auto;">${table}</div>` : table;
}

/**
 * The same table for a phone: each row a record under its first cell, the other columns as label and value. Hidden
 * unless the media query shows it (`mso-hide` for Outlook on Windows, which has no media queries).
 */
function stackedTableHtml(block: TableBlock): string {
  const caption = block.caption
    ? `<tr><td colspan="2" style="${font} font-weight: bold; padding: 4px 0 8px;">${escapeHtml(block.caption)}</td></tr>`
    : '';
  const records = block.rows
    .map((row) => {
      const [first, ...rest] = row;
      const title = `<tr><th colspan="2" style="${font} text-align: left; padding: 10px 8px 4px; border-top: 2px solid #cbd5e0; background: #f7fafc;">${first ? anchor(first) : ''}</th></tr>`;
      const fields = rest
        .map((value, index) => ({ label: block.columns[index + 1] ?? '', value }))
        .filter((field) => field.value.text !== '')
        .map(
          (field) =>
            `<tr><td style="${cellStyle} color: #4a5568; width: 45%;">${escapeHtml(field.label)}</td><td style="${cellStyle}">${anchor(field.value)}</td></tr>`,
        )
        .join('');
      return `${title}${fields}`;
    })
    .join('');
  return `<table class="tx-stack" role="presentation" cellpadding="0" cellspacing="0" style="display: none; mso-hide: all; max-height: 0; overflow: hidden; ${font} font-size: 14px; border-collapse: collapse; width: 100%; margin: 8px 0;"><tbody>${caption}${records}</tbody></table>`;
}

function tableHtml(block: TableBlock): string {
  const more = block.more
    ? `<p style="${font} font-size: 13px; color: #718096;">${block.more} more in Thetix.</p>`
    : '';
  if (block.columns.length <= PHONE_MAX_COLUMNS) return `${wideTableHtml(block, false)}${more}`;
  return `${wideTableHtml(block, true)}${stackedTableHtml(block)}${more}`;
}

/** Under 600 px: narrower margins, and each wide table swapped for its stacked twin. */
const PHONE_STYLE = `<style>
@media only screen and (max-width: ${PHONE_BREAKPOINT_PX - 1}px) {
  .tx-page { padding: 8px 0 !important; }
  .tx-body { padding: 16px 14px !important; }
  .tx-foot { padding: 12px 14px 16px !important; }
  .tx-wide { display: none !important; }
  .tx-stack { display: table !important; max-height: none !important; overflow: visible !important; }
}
</style>`;

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'heading':
      return `<h2 style="${font} font-size: 17px; margin: 24px 0 8px; color: #1a202c;">${escapeHtml(block.text)}</h2>`;
    case 'text': {
      const border = block.tone ? toneColour[block.tone] : '#cbd5e0';
      const label = block.label
        ? `<strong style="display: block; margin-bottom: 4px;">${escapeHtml(block.label)}</strong>`
        : '';
      const body = block.markdown
        ? lightMarkdown(escapeHtml(block.text)).replace(/\r?\n/g, '<br>')
        : multiline(block.text);
      return `<div style="${font} font-size: 15px; line-height: 1.5; color: #2d3748; border-left: 3px solid ${border}; padding: 4px 0 4px 12px; margin: 12px 0;">${label}${body}</div>`;
    }
    case 'table':
      return tableHtml(block);
    case 'link':
      return `<p style="${font} font-size: 14px; margin: 8px 0;"><a href="${escapeHtml(block.href)}" style="color: #2b6cb0;">${escapeHtml(block.text)}</a></p>`;
    case 'note':
      return `<p style="${font} font-size: 12px; color: #718096; margin: 4px 0 12px;">${multiline(block.text)}</p>`;
  }
}

function blockText(block: Block): string {
  switch (block.kind) {
    case 'heading':
      return `${block.text}\n${'-'.repeat(Math.min(60, [...block.text].length))}\n`;
    case 'text':
      return block.label ? `${block.label}\n${block.text}\n` : `${block.text}\n`;
    case 'table': {
      const line = (cells: readonly Cell[]) =>
        cells
          .map((cell) => (cell.href && cell.href !== cell.text ? `${cell.text} <${cell.href}>` : cell.text))
          .join(' | ');
      if (block.columns.length > PHONE_MAX_COLUMNS)
        // One record per row, as the HTML shows it on a phone: a line of eleven cells wraps into nonsense.
        return [
          ...(block.caption ? [block.caption] : []),
          ...block.rows.flatMap(([first, ...rest]) => [
            first ? line([first]) : '',
            ...rest.flatMap((cell, index) =>
              cell.text === '' ? [] : [`  ${block.columns[index + 1] ?? ''}: ${line([cell])}`],
            ),
          ]),
          ...(block.more ? [`${block.more} more in Thetix.`] : []),
          '',
        ].join('\n');
      return [
        ...(block.caption ? [block.caption] : []),
        ...(block.columns.some(Boolean)
          ? [block.columns.join(' | '), '-'.repeat(Math.min(60, block.columns.join(' | ').length))]
          : []),
        ...block.rows.map(line),
        ...(block.more ? [`${block.more} more in Thetix.`] : []),
        '',
      ].join('\n');
    }
    case 'link':
      return `${block.text}: ${block.href}\n`;
    case 'note':
      return `(${block.text})\n`;
  }
}

/** The subject is the report's title on one line (a header cannot carry a line break). */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim();

/**
 * The answer a report opens with (the daily report's morning brief, decision 215): the materializer's markdown
 * widget titled "Answer", first among the visible widgets. Undefined for a report of tables only.
 */
export function openingAnswer(widgets: readonly Widget[]): string | undefined {
  const [first] = visibleWidgets(widgets);
  return first?.widget === 'markdown' && first.title === 'Answer' ? decodeMarkdown(first) : undefined;
}

export function renderReportEmail(input: ReportEmailInput): RenderedEmail {
  const { report } = input;
  return renderEmail({
    title: report.title,
    summary: report.summary,
    // The brief opens the mail itself; its first line, the summary, is then only the inbox preview.
    summaryInBlocks: openingAnswer(report.widgets) !== undefined,
    blocks: visibleWidgets(report.widgets).flatMap((widget) => blocksOf(widget, input.reportUrl)),
    openUrl: input.reportUrl,
    openLabel: 'Open this report in Thetix',
    settingsUrl: input.settingsUrl,
    subscriptions: [{ notificationName: input.notificationName, unsubscribeUrl: input.unsubscribeUrl }],
    marketData: input.marketData,
    ...(input.marketNote ? { marketNote: input.marketNote } : {}),
    noun: 'report',
  });
}

/** One notification type an e-mail is sent under: its name in a sentence and its one-click link, if it has one. */
export interface EmailSubscription {
  readonly notificationName: string;
  readonly unsubscribeUrl: string | undefined;
}

/**
 * What every Thetix e-mail is made of (a report, an alert): a title that is also the subject, a summary, the
 * blocks, a button into the app, and the footer with the disclaimer, the simulated-data note and, per notification
 * type the mail is sent under, why it came and its unsubscribe link. The first type with a link is the one-click
 * `List-Unsubscribe` header (a header names one link).
 */
export interface EmailContent {
  readonly title: string;
  readonly summary: string;
  /** The first block already says what the summary says: the summary is only the inbox preview. */
  readonly summaryInBlocks?: boolean;
  readonly blocks: readonly EmailBlock[];
  readonly openUrl: string;
  /** The button's label, e.g. "Open this report in Thetix". */
  readonly openLabel: string;
  readonly settingsUrl: string;
  /** At least one. */
  readonly subscriptions: readonly EmailSubscription[];
  readonly marketData: 'simulated' | 'live';
  /** With live data: where it came from and its delay, said in the footer (issue 29 item 4). */
  readonly marketNote?: string;
  /** What the mail is, in the simulated-data note: "Market data in this report is simulated ...". */
  readonly noun: 'report' | 'alert';
}

const listed = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

export function renderEmail(input: EmailContent): RenderedEmail {
  const { blocks } = input;
  const subject = oneLine(input.title);
  const optional = input.subscriptions.filter((entry) => entry.unsubscribeUrl !== undefined);
  const required = input.subscriptions.filter((entry) => entry.unsubscribeUrl === undefined);
  const names = optional.map((entry) => entry.notificationName);
  const footerLines = [
    DISCLAIMER,
    ...(input.marketData === 'simulated'
      ? [
          input.noun === 'report'
            ? SIMULATED_NOTICE
            : `Market data in this ${input.noun} is simulated, not live quotes.`,
        ]
      : input.marketNote
        ? [input.marketNote]
        : []),
    ...(optional.length > 0
      ? [
          `You receive this because ${listed(names)} ${names.length > 1 || /s$/.test(names[0] ?? '') ? 'are' : 'is'} on in your notification settings.`,
        ]
      : []),
    ...required.map(
      (entry) => `${capitalized(entry.notificationName)} is part of setting up Thetix and is sent once.`,
    ),
  ];
  const unsubscribeLinks = optional.map((entry) => ({
    text: `Unsubscribe from ${entry.notificationName}`,
    href: entry.unsubscribeUrl!,
  }));

  const footerHtml = [
    ...footerLines.map((line) => `<p style="margin: 0 0 6px;">${escapeHtml(line)}</p>`),
    `<p style="margin: 0;">${unsubscribeLinks
      .map(
        (link) =>
          `<a href="${escapeHtml(link.href)}" style="color: #4a5568;">${escapeHtml(link.text)}</a> · `,
      )
      .join(
        '',
      )}<a href="${escapeHtml(input.settingsUrl)}" style="color: #4a5568;">Notification settings</a></p>`,
  ].join('');

  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(subject)}</title>
${PHONE_STYLE}
</head>
<body style="margin: 0; padding: 0; background: #f4f6fb;">
<div style="display: none; max-height: 0; overflow: hidden;">${escapeHtml(oneLine(input.summary))}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background: #f4f6fb;">
<tr><td class="tx-page" align="center" style="padding: 24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width: 640px; background: #ffffff; border-radius: 8px;">
<tr><td class="tx-body" style="padding: 24px 28px; ${font} color: #1a202c;">
<p style="${font} font-size: 13px; letter-spacing: 0.08em; text-transform: uppercase; color: #718096; margin: 0 0 8px;">Thetix</p>
<h1 style="${font} font-size: 22px; margin: 0 0 12px;">${escapeHtml(subject)}</h1>
${input.summaryInBlocks ? '' : `<p style="${font} font-size: 16px; line-height: 1.5; color: #2d3748; margin: 0 0 16px;">${multiline(input.summary)}</p>\n`}${blocks.map(blockHtml).join('\n')}
<p style="margin: 28px 0 8px;"><a href="${escapeHtml(input.openUrl)}" style="${font} display: inline-block; background: #2b6cb0; color: #ffffff; text-decoration: none; font-weight: bold; padding: 10px 18px; border-radius: 6px;">${escapeHtml(input.openLabel)}</a></p>
</td></tr>
<tr><td class="tx-foot" style="padding: 16px 28px 24px; border-top: 1px solid #e2e8f0; ${font} font-size: 12px; line-height: 1.5; color: #718096;">${footerHtml}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;

  const text = [
    subject,
    '',
    ...(input.summaryInBlocks ? [] : [input.summary, '']),
    ...blocks.map(blockText),
    `${input.openLabel}: ${input.openUrl}`,
    '',
    '-- ',
    ...footerLines,
    ...unsubscribeLinks.map((link) => `${link.text}: ${link.href}`),
    `Notification settings: ${input.settingsUrl}`,
    '',
  ].join('\n');

  const oneClick = unsubscribeLinks[0]?.href;
  const headers: Record<string, string> = oneClick
    ? {
        'List-Unsubscribe': `<${oneClick}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      }
    : {};
  return { subject, html, text, headers };
}
