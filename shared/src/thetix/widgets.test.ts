import { describe, expect, it } from 'vitest';
import {
  CHART_SERIES_COLOR_COUNT,
  CHART_Y_DOMAIN_PADDING,
  decodeMarkdown,
  deltaLevel,
  ERROR_RENDERING_WIDGETS,
  NO_TRANSACTION_DATA,
  NO_VALID_WIDGETS,
  NO_VISUAL_WIDGETS,
  PAYOFF_STEPS,
  safeHref,
  sanitizeWidget,
  sanitizeWidgets,
  SHARES_PER_CONTRACT,
  UNABLE_TO_RENDER_WIDGET,
  visibleWidgets,
  WIDGET_KINDS,
  WIDGET_LIMITS,
  widgetSchema,
  type Widget,
  type WidgetKind,
} from './widgets';

/** One valid example per kind, as a producer would send it; tests override the fields they are about. */
const examples: Record<WidgetKind, Record<string, unknown>> = {
  chart: {
    widget: 'chart',
    title: 'ACME close',
    kind: 'line',
    x: ['2025-03-10', '2025-03-11'],
    y: [101, 102.5],
  },
  table: {
    widget: 'table',
    title: 'Positions',
    columns: ['ticker', { key: 'shares', header: 'Shares', type: 'number' }],
    rows: [{ ticker: 'ACME', shares: 300 }, ['BOLT', 100]],
  },
  alarm: { widget: 'alarm', title: 'ACME below $90', alarm_text: 'ACME closed at $88.10', value: true },
  alert: {
    widget: 'alert',
    title: 'Earnings watch',
    name: 'acme-earnings',
    condition: 'earnings within 7 days',
  },
  alert_message: { widget: 'alert_message', message: 'Your call expires Friday', type: 'warning' },
  message: { widget: 'message', title: 'Done', message: 'Card refreshed', type: 'success' },
  userQuery: { widget: 'userQuery', query: 'What did I earn this month?' },
  payoff: {
    widget: 'payoff',
    title: 'Covered call',
    legs: [
      { type: 'stock', premium: 100, quantity: 100 },
      { type: 'call', strike: 105, premium: 1.2, quantity: -1 },
    ],
    underlying_range: [80, 120],
    current_price: 100,
  },
  optionContract: {
    widget: 'optionContract',
    symbol: 'ACME',
    type: 'call',
    strike: 105,
    expiration: '2025-03-21',
    premium: 1.2,
    delta: 0.31,
  },
  optionsChain: {
    widget: 'optionsChain',
    symbol: 'ACME',
    expiration: '2025-03-21',
    contracts: [
      { type: 'call', strike: 105, premium: 1.2 },
      { type: 'put', strike: 95, premium: 0.9 },
    ],
  },
  price: { widget: 'price', symbol: 'ACME', value: 101.25, change: 1.25, change_percent: 1.25 },
  markdown: { widget: 'markdown', content: '## Summary\nYou earned **$120**.' },
  opportunity: { widget: 'opportunity', id: 'opp-1', action: 'sell_call', ticker: 'ACME' },
  transaction: { widget: 'transaction', id: 'txn-1' },
  buttonGroup: { widget: 'buttonGroup', buttons: [{ label: 'Show my calls', query: 'List my open calls' }] },
  section: { widget: 'section', name: 'This week', widgets: [{ widget: 'userQuery', query: 'Recap' }] },
};

const createWidget = (
  kind: WidgetKind,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> => ({
  ...examples[kind],
  ...overrides,
});

const withoutField = (kind: WidgetKind, field: string): Record<string, unknown> => {
  const widget = createWidget(kind);
  delete widget[field];
  return widget;
};

describe('widget kinds', () => {
  it('has one schema per kind, and no magicCard', () => {
    // Act
    const schemaKinds = widgetSchema.options.map((option) => option.shape.widget.value);

    // Assess
    expect([...schemaKinds].sort()).toEqual([...WIDGET_KINDS].sort());
    expect(WIDGET_KINDS).not.toContain('magicCard');
  });

  it.each(WIDGET_KINDS)('keeps a valid %s as it was sent', (kind) => {
    // Prepare
    const widget = createWidget(kind);

    // Act
    const sanitized = sanitizeWidget(widget);

    // Assess
    expect(sanitized).toEqual(widget);
  });

  it('drops kinds it does not produce, and objects without a kind', () => {
    // Act and Assess
    expect(sanitizeWidget({ widget: 'magicCard', title: 'Magic' })).toBeUndefined();
    expect(sanitizeWidget({ widget: 'pieChart', values: [1, 2] })).toBeUndefined();
    expect(sanitizeWidget({ kind: 'line', x: [1], y: [1] })).toBeUndefined();
  });

  it('keeps visible and footnote on any kind, and drops a non-boolean visible', () => {
    // Prepare
    const footnote = 'Market data is simulated.';

    // Act
    const price = sanitizeWidget(createWidget('price', { visible: false, footnote }));
    const badVisible = sanitizeWidget(createWidget('price', { visible: 'no' }));

    // Assess
    expect(price).toMatchObject({ visible: false, footnote });
    expect(badVisible).toBeUndefined();
  });

  it('reads an optional field sent as null as absent, but a required one as missing', () => {
    // Act
    const contract = sanitizeWidget(createWidget('optionContract', { bid: null, title: null }));
    const noStrike = sanitizeWidget(createWidget('optionContract', { strike: null }));

    // Assess
    expect(contract).toEqual(examples.optionContract);
    expect(noStrike).toBeUndefined();
  });
});

describe('chart', () => {
  it('keeps a chart drawn from a series list, naming unnamed series', () => {
    // Prepare
    const chart = {
      widget: 'chart',
      kind: 'bar',
      series: [
        { name: 'Premium', x: ['Jan', 'Feb'], y: [120, 80] },
        { x: ['Jan', 'Feb'], y: [10, 12] },
      ],
    };

    // Act
    const sanitized = sanitizeWidget(chart);

    // Assess
    expect(sanitized).toEqual({
      widget: 'chart',
      kind: 'bar',
      series: [
        { name: 'Premium', x: ['Jan', 'Feb'], y: [120, 80] },
        { name: 'Series 2', x: ['Jan', 'Feb'], y: [10, 12] },
      ],
    });
  });

  it('drops a chart of another kind, without data, or with an empty series list', () => {
    // Act and Assess
    expect(sanitizeWidget(createWidget('chart', { kind: 'pie' }))).toBeUndefined();
    expect(sanitizeWidget(withoutField('chart', 'kind'))).toBeUndefined();
    expect(sanitizeWidget(withoutField('chart', 'y'))).toBeUndefined();
    expect(sanitizeWidget({ widget: 'chart', kind: 'line', series: [] })).toBeUndefined();
    expect(sanitizeWidget(createWidget('chart', { x: 'not a list' }))).toBeUndefined();
  });

  it('drops a chart whose series lacks y or has a non-numeric y', () => {
    // Prepare
    const withoutY = { widget: 'chart', kind: 'line', series: [{ name: 'A', x: [1, 2] }] };
    const textY = { widget: 'chart', kind: 'line', series: [{ name: 'A', x: [1, 2], y: ['1', '2'] }] };

    // Act and Assess
    expect(sanitizeWidget(withoutY)).toBeUndefined();
    expect(sanitizeWidget(textY)).toBeUndefined();
  });

  it('drops a chart with NaN or an infinite value', () => {
    // Act and Assess
    expect(sanitizeWidget(createWidget('chart', { y: [1, Number.NaN] }))).toBeUndefined();
    expect(sanitizeWidget(createWidget('chart', { y: [1, Number.POSITIVE_INFINITY] }))).toBeUndefined();
  });

  it('trims the longer of x and y from the front, keeping the latest points', () => {
    // Prepare
    const chart = createWidget('chart', { x: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'], y: [3, 4, 5] });

    // Act
    const sanitized = sanitizeWidget(chart);

    // Assess
    expect(sanitized).toMatchObject({ x: ['Wed', 'Thu', 'Fri'], y: [3, 4, 5] });
  });

  it('trims each series from the front the same way', () => {
    // Prepare
    const chart = {
      widget: 'chart',
      kind: 'scatter',
      series: [
        { name: 'Long y', x: [1, 2], y: [10, 20, 30, 40] },
        { name: 'Empty x', x: [], y: [1, 2] },
      ],
    };

    // Act
    const sanitized = sanitizeWidget(chart);

    // Assess
    expect(sanitized).toMatchObject({
      series: [
        { name: 'Long y', x: [1, 2], y: [30, 40] },
        { name: 'Empty x', x: [], y: [] },
      ],
    });
  });

  it('leaves out bad annotations and keeps the chart', () => {
    // Prepare
    const good = { x: '2025-03-11', y: 102.5, label: 'Sold call', type: 'dot' };
    const chart = createWidget('chart', {
      annotations: [
        good,
        { x: '2025-03-10', y: 101 },
        { x: '2025-03-10', y: '101', label: 'Text y' },
        { y: 101, label: 'No x' },
        'not an annotation',
        { ...good, type: 'arrow' },
      ],
    });

    // Act
    const sanitized = sanitizeWidget(chart);

    // Assess
    expect(sanitized).toEqual({ ...examples.chart, annotations: [good] });
  });

  it('drops a series past the point cap rather than truncating it', () => {
    // Prepare
    const points = WIDGET_LIMITS.chartPoints + 1;
    const chart = createWidget('chart', {
      x: Array.from({ length: points }, (_, index) => index),
      y: Array.from({ length: points }, () => 1),
    });

    // Act and Assess
    expect(sanitizeWidget(chart)).toBeUndefined();
  });
});

describe('table', () => {
  it('keeps an empty rows list', () => {
    // Act and Assess
    expect(sanitizeWidget(createWidget('table', { rows: [] }))).toMatchObject({ rows: [] });
  });

  it('drops a table without columns, with no columns, or without a rows list', () => {
    // Act and Assess
    expect(sanitizeWidget(withoutField('table', 'columns'))).toBeUndefined();
    expect(sanitizeWidget(createWidget('table', { columns: [] }))).toBeUndefined();
    expect(sanitizeWidget(withoutField('table', 'rows'))).toBeUndefined();
    expect(sanitizeWidget(createWidget('table', { rows: { ticker: 'ACME' } }))).toBeUndefined();
  });

  it('drops a table with a column missing its header, or a cell that is an object', () => {
    // Act and Assess
    expect(sanitizeWidget(createWidget('table', { columns: [{ key: 'ticker' }] }))).toBeUndefined();
    expect(sanitizeWidget(createWidget('table', { rows: [{ ticker: { name: 'ACME' } }] }))).toBeUndefined();
  });

  it('drops a table over the row cap', () => {
    // Prepare
    const rows = Array.from({ length: WIDGET_LIMITS.tableRows + 1 }, () => ['ACME', 100]);

    // Act and Assess
    expect(sanitizeWidget(createWidget('table', { rows }))).toBeUndefined();
  });
});

describe('alarm, alert and messages', () => {
  it('accepts any one of alarm_text, message or condition as the alarm text', () => {
    // Prepare
    const withCondition = { widget: 'alarm', title: 'ACME below $90', condition: 'close < 90' };

    // Act and Assess
    expect(sanitizeWidget(withCondition)).toEqual(withCondition);
    expect(sanitizeWidget({ widget: 'alarm', title: 'T', message: 'M' })).toBeDefined();
  });

  it('drops an alarm without a title or without any text', () => {
    // Act and Assess
    expect(sanitizeWidget(withoutField('alarm', 'title'))).toBeUndefined();
    expect(sanitizeWidget(withoutField('alarm', 'alarm_text'))).toBeUndefined();
    expect(sanitizeWidget(createWidget('alarm', { value: 'yes' }))).toBeUndefined();
  });

  it('drops an alert missing its title, name or condition', () => {
    // Act and Assess
    expect(sanitizeWidget(withoutField('alert', 'title'))).toBeUndefined();
    expect(sanitizeWidget(withoutField('alert', 'name'))).toBeUndefined();
    expect(sanitizeWidget(withoutField('alert', 'condition'))).toBeUndefined();
  });

  it.each(['alert_message', 'message'] as const)(
    'drops a %s without a message or with an unknown type',
    (kind) => {
      // Act and Assess
      expect(sanitizeWidget(withoutField(kind, 'message'))).toBeUndefined();
      expect(sanitizeWidget(withoutField(kind, 'type'))).toBeUndefined();
      expect(sanitizeWidget(createWidget(kind, { type: 'danger' }))).toBeUndefined();
    },
  );

  it('drops a user query that is not text', () => {
    // Act and Assess
    expect(sanitizeWidget(createWidget('userQuery', { query: 42 }))).toBeUndefined();
    expect(sanitizeWidget(withoutField('userQuery', 'query'))).toBeUndefined();
  });
});

describe('payoff', () => {
  it('drops an option leg without a strike, but not a stock leg', () => {
    // Prepare
    const callWithoutStrike = createWidget('payoff', {
      legs: [{ type: 'call', premium: 1.2, quantity: -1 }],
    });
    const stockOnly = createWidget('payoff', { legs: [{ type: 'stock', premium: 100, quantity: 100 }] });

    // Act and Assess
    expect(sanitizeWidget(callWithoutStrike)).toBeUndefined();
    expect(sanitizeWidget(stockOnly)).toBeDefined();
  });

  it('drops empty legs, a leg of another type, NaN premiums and a reversed range', () => {
    // Act and Assess
    expect(sanitizeWidget(createWidget('payoff', { legs: [] }))).toBeUndefined();
    expect(
      sanitizeWidget(
        createWidget('payoff', { legs: [{ type: 'future', strike: 1, premium: 1, quantity: 1 }] }),
      ),
    ).toBeUndefined();
    expect(
      sanitizeWidget(
        createWidget('payoff', { legs: [{ type: 'put', strike: 95, premium: Number.NaN, quantity: 1 }] }),
      ),
    ).toBeUndefined();
    expect(sanitizeWidget(createWidget('payoff', { underlying_range: [120, 80] }))).toBeUndefined();
  });
});

describe('option contract and chain', () => {
  it('drops a contract of another type, with a text strike, or without premium or expiration', () => {
    // Act and Assess
    expect(sanitizeWidget(createWidget('optionContract', { type: 'stock' }))).toBeUndefined();
    expect(sanitizeWidget(createWidget('optionContract', { strike: '105' }))).toBeUndefined();
    expect(sanitizeWidget(withoutField('optionContract', 'premium'))).toBeUndefined();
    expect(sanitizeWidget(withoutField('optionContract', 'expiration'))).toBeUndefined();
    expect(sanitizeWidget(createWidget('optionContract', { symbol: 7 }))).toBeUndefined();
  });

  it('reads contract_type as the type of a chain row', () => {
    // Prepare
    const chain = createWidget('optionsChain', {
      contracts: [{ contract_type: 'put', strike: 95, premium: 0.9 }],
    });

    // Act
    const sanitized = sanitizeWidget(chain);

    // Assess
    expect(sanitized).toMatchObject({ contracts: [{ type: 'put', strike: 95, premium: 0.9 }] });
  });

  it('drops a chain with a row lacking a type, or without contracts or expiration', () => {
    // Act and Assess
    expect(
      sanitizeWidget(createWidget('optionsChain', { contracts: [{ strike: 95, premium: 0.9 }] })),
    ).toBeUndefined();
    expect(
      sanitizeWidget(
        createWidget('optionsChain', { contracts: [{ type: 'straddle', strike: 95, premium: 0.9 }] }),
      ),
    ).toBeUndefined();
    expect(sanitizeWidget(withoutField('optionsChain', 'contracts'))).toBeUndefined();
    expect(sanitizeWidget(withoutField('optionsChain', 'expiration'))).toBeUndefined();
  });
});

describe('price', () => {
  it('takes a value as a number or as preformatted text', () => {
    // Act and Assess
    expect(sanitizeWidget(createWidget('price', { value: '$101.25' }))).toMatchObject({ value: '$101.25' });
  });

  it('drops a price with a symbol that is not text or a value that is missing or not finite', () => {
    // Act and Assess
    expect(sanitizeWidget(createWidget('price', { symbol: 7 }))).toBeUndefined();
    expect(sanitizeWidget(withoutField('price', 'value'))).toBeUndefined();
    expect(sanitizeWidget(createWidget('price', { value: Number.NaN }))).toBeUndefined();
    expect(sanitizeWidget(createWidget('price', { change: Number.NEGATIVE_INFINITY }))).toBeUndefined();
  });
});

describe('markdown', () => {
  it('keeps the title the engine gives a markdown widget', () => {
    expect(sanitizeWidget({ widget: 'markdown', title: 'Why this call', content: 'Text' })).toMatchObject({
      title: 'Why this call',
    });
  });

  it('keeps markdown given only as base64', () => {
    // Prepare
    const encoded = { widget: 'markdown', encoded: 'IyBHYWlucyDwn5OIIGNhZsOp' };

    // Act and Assess
    expect(sanitizeWidget(encoded)).toEqual(encoded);
  });

  it('drops markdown with neither content nor encoded, or with encoded that is not base64', () => {
    // Act and Assess
    expect(sanitizeWidget({ widget: 'markdown' })).toBeUndefined();
    expect(sanitizeWidget({ widget: 'markdown', encoded: 'not base64!' })).toBeUndefined();
  });

  it('decodes UTF-8 base64, emoji included', () => {
    // Act and Assess
    expect(decodeMarkdown({ encoded: 'IyBHYWlucyDwn5OIIGNhZsOp' })).toBe('# Gains 📈 café');
    expect(decodeMarkdown({ encoded: 'WWllbGQg4omIIDEuMiUg8J+agA==' })).toBe('Yield ≈ 1.2% 🚀');
  });

  it('decodes base64url and line-wrapped base64 too', () => {
    // Act and Assess
    expect(decodeMarkdown({ encoded: 'WWllbGQg4omIIDEuMiUg8J-agA' })).toBe('Yield ≈ 1.2% 🚀');
    expect(decodeMarkdown({ encoded: 'WWllbGQg4omI\nIDEuMiUg8J+agA==' })).toBe('Yield ≈ 1.2% 🚀');
  });

  it('prefers content, and yields an empty text for what cannot be decoded', () => {
    // Act and Assess
    expect(decodeMarkdown({ content: 'plain', encoded: 'IyBHYWlucyDwn5OIIGNhZsOp' })).toBe('plain');
    expect(decodeMarkdown({ encoded: '%%%' })).toBe('');
    expect(decodeMarkdown({})).toBe('');
  });
});

describe('opportunity and transaction', () => {
  it('keeps an embedded opportunity or transaction without an id', () => {
    // Prepare
    const opportunity = {
      widget: 'opportunity',
      opportunity: { id: 'opp-1', opportunity_type: 'covered_call' },
    };
    const transaction = { widget: 'transaction', transaction: { symbol: 'ACME', amount: 120 } };

    // Act and Assess
    expect(sanitizeWidget(opportunity)).toEqual(opportunity);
    expect(sanitizeWidget(transaction)).toEqual(transaction);
  });

  it('drops them with neither an id nor an embedded record', () => {
    // Act and Assess
    expect(sanitizeWidget({ widget: 'opportunity', action: 'sell_call', ticker: 'ACME' })).toBeUndefined();
    expect(sanitizeWidget({ widget: 'opportunity', opportunity: 'opp-1' })).toBeUndefined();
    expect(sanitizeWidget({ widget: 'transaction' })).toBeUndefined();
    expect(sanitizeWidget({ widget: 'transaction', id: '' })).toBeUndefined();
  });
});

describe('button group', () => {
  it('drops buttons that are missing, empty, or labelled with anything but text', () => {
    // Act and Assess
    expect(sanitizeWidget({ widget: 'buttonGroup', buttons: [] })).toBeUndefined();
    expect(sanitizeWidget({ widget: 'buttonGroup' })).toBeUndefined();
    expect(sanitizeWidget({ widget: 'buttonGroup', buttons: [{ label: 42 }] })).toBeUndefined();
    expect(sanitizeWidget({ widget: 'buttonGroup', buttons: ['Yes'] })).toBeUndefined();
  });
});

describe('section', () => {
  it('keeps only its valid children, in order', () => {
    // Prepare
    const section = createWidget('section', {
      widgets: [examples.price, { widget: 'chart', kind: 'pie' }, { widget: 'magicCard' }, examples.markdown],
    });

    // Act
    const sanitized = sanitizeWidget(section);

    // Assess
    expect(sanitized).toEqual({ ...examples.section, widgets: [examples.price, examples.markdown] });
  });

  it('repairs children the way it repairs top-level widgets', () => {
    // Prepare
    const section = createWidget('section', { widgets: [createWidget('chart', { x: [1, 2, 3], y: [5] })] });

    // Act
    const sanitized = sanitizeWidget(section);

    // Assess
    expect(sanitized).toMatchObject({ widgets: [{ x: [3], y: [5] }] });
  });

  it('drops a section without a name or a widgets list', () => {
    // Act and Assess
    expect(sanitizeWidget(withoutField('section', 'name'))).toBeUndefined();
    expect(sanitizeWidget(createWidget('section', { widgets: examples.price }))).toBeUndefined();
  });

  it('drops sections nested past the depth cap', () => {
    // Prepare
    const nest = (levels: number, innermost: unknown[]): Record<string, unknown> =>
      createWidget('section', { widgets: levels === 1 ? innermost : [nest(levels - 1, innermost)] });
    const depth = WIDGET_LIMITS.sectionDepth;

    // Act
    const atCap = sanitizeWidget(nest(depth, [examples.price]));
    const pastCap = sanitizeWidget(nest(depth + 1, [examples.price]));

    // Assess
    expect(atCap).toEqual(nest(depth, [examples.price]));
    expect(pastCap).toEqual(nest(depth, []));
  });
});

describe('sanitizeWidgets', () => {
  it('returns no widgets for anything but a list', () => {
    // Act and Assess
    expect(sanitizeWidgets(null)).toEqual([]);
    expect(sanitizeWidgets(undefined)).toEqual([]);
    expect(sanitizeWidgets('chart')).toEqual([]);
    expect(sanitizeWidgets(examples.price)).toEqual([]);
  });

  it('keeps the valid widgets of a list, in order', () => {
    // Prepare
    const list = [
      examples.price,
      null,
      'text',
      42,
      [examples.chart],
      { widget: 'magicCard' },
      examples.alert,
    ];

    // Act
    const widgets = sanitizeWidgets(list);

    // Assess
    expect(widgets).toEqual([examples.price, examples.alert]);
  });

  it('never throws, even on objects that throw when read', () => {
    // Prepare
    const hostile = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error('no keys');
        },
      },
    );

    // Act
    const widgets = () => sanitizeWidgets([hostile, examples.price]);

    // Assess
    expect(widgets).not.toThrow();
    expect(widgets()).toEqual([examples.price]);
  });
});

describe('visibleWidgets', () => {
  it('hides widgets marked visible: false, inside sections too', () => {
    // Prepare
    const shown = sanitizeWidget(createWidget('price', { visible: true })) as Widget;
    const hidden = sanitizeWidget(createWidget('userQuery', { visible: false })) as Widget;
    const plain = sanitizeWidget(examples.markdown) as Widget;
    const section = sanitizeWidget(createWidget('section', { widgets: [hidden, plain] })) as Widget;

    // Act
    const visible = visibleWidgets([shown, hidden, section]);

    // Assess
    expect(visible).toEqual([shown, { ...section, widgets: [plain] }]);
  });
});

describe('safeHref', () => {
  it('links absolute http and https URLs', () => {
    // Act and Assess
    expect(safeHref('https://www.sec.gov/cgi-bin/browse-edgar?CIK=ACME')).toBe(
      'https://www.sec.gov/cgi-bin/browse-edgar?CIK=ACME',
    );
    expect(safeHref(' http://example.com ')).toBe('http://example.com');
    expect(safeHref('HTTPS://EXAMPLE.COM/a')).toBe('HTTPS://EXAMPLE.COM/a');
  });

  it('does not link script, data, relative or malformed URLs, or non-text', () => {
    // Act and Assess
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref('JavaScript://example.com/%0Aalert(1)')).toBeUndefined();
    expect(safeHref('data:text/html,<script>alert(1)</script>')).toBeUndefined();
    expect(safeHref('/thetix/cards/1')).toBeUndefined();
    expect(safeHref('//example.com')).toBeUndefined();
    expect(safeHref('https://')).toBeUndefined();
    expect(safeHref('https://exa mple.com')).toBeUndefined();
    expect(safeHref(42)).toBeUndefined();
  });
});

describe('constants and delta levels', () => {
  it('states the spec texts and numbers', () => {
    // Assess
    expect(NO_VALID_WIDGETS).toBe('No valid widgets to display');
    expect(NO_VISUAL_WIDGETS).toBe('No visual widgets to display');
    expect(UNABLE_TO_RENDER_WIDGET).toBe('Unable to render widget');
    expect(ERROR_RENDERING_WIDGETS).toBe('Error rendering widgets');
    expect(NO_TRANSACTION_DATA).toBe('No transaction data available');
    expect([CHART_SERIES_COLOR_COUNT, CHART_Y_DOMAIN_PADDING, PAYOFF_STEPS, SHARES_PER_CONTRACT]).toEqual([
      6, 0.1, 100, 100,
    ]);
  });

  it('labels the absolute delta, a boundary taking the higher word', () => {
    // Act and Assess
    expect(deltaLevel(0.19)).toBe('very low');
    expect(deltaLevel(0.2)).toBe('low');
    expect(deltaLevel(0.3)).toBe('medium');
    expect(deltaLevel(0.49)).toBe('medium');
    expect(deltaLevel(0.5)).toBe('high');
    expect(deltaLevel(0.7)).toBe('very high');
    expect(deltaLevel(-0.25)).toBe('low');
    expect(deltaLevel(-0.95)).toBe('very high');
  });
});
