import { decodeMarkdown, sanitizeWidgets, type Widget } from '@thetix/shared/thetix/widgets';

/**
 * "Hide dollar amounts on public cards" (issue 30 item 4; decision 262): what a public page of such a collection
 * shows instead of each dollar figure. Applied by the public routes only, on the way out, so the owner's board
 * and the stored card keep every figure and turning the option off shows them again at once.
 */
export const HIDDEN_AMOUNT = '$•••';
export const HIDDEN_CELL = '•••';
export const AMOUNTS_HIDDEN_MESSAGE = 'Dollar amounts are hidden on this public card.';
export const RELATIVE_AXIS = 'Relative to the largest value (%)';

/** `$412`, `-$1,234.50`, `+$3.2K`, `$ 12`: a dollar sign before a number, with its sign and suffix. */
const DOLLAR_FIGURE = /[+\-−]?\$\s?\d[\d,]*(?:\.\d+)?(?:\s?[KMB]\b)?/g;
/** A table header or axis label in the materializer's convention for money: "Value ($)", "Premium ($/share)". */
const isMoneyLabel = (label: string | undefined) => label !== undefined && label.includes('$');

export const maskDollarText = (text: string): string => text.replace(DOLLAR_FIGURE, HIDDEN_AMOUNT);

/** Every string in a value, masked; keys and every other value as they are. */
function maskStrings<T>(value: T): T {
  if (typeof value === 'string') return maskDollarText(value) as T;
  if (Array.isArray(value)) return value.map(maskStrings) as T;
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, maskStrings(item)])) as T;
  return value;
}

/** A dollar axis becomes each value's share of the largest one: the shape stays, the amounts go. */
function relativeChart(chart: Extract<Widget, { widget: 'chart' }>): Widget {
  if (!isMoneyLabel(chart.ylabel) && !isMoneyLabel(chart.title)) return chart;
  const ys = [...(chart.y ?? []), ...(chart.series ?? []).flatMap((series) => series.y)];
  const largest = Math.max(...ys.map(Math.abs), 0);
  const scale = (y: number) => (largest === 0 ? 0 : Math.round((y / largest) * 1000) / 10);
  return {
    ...chart,
    ylabel: RELATIVE_AXIS,
    ...(chart.y ? { y: chart.y.map(scale) } : {}),
    ...(chart.series
      ? { series: chart.series.map((series) => ({ ...series, y: series.y.map(scale) })) }
      : {}),
    ...(chart.annotations
      ? { annotations: chart.annotations.map((note) => ({ ...note, y: scale(note.y) })) }
      : {}),
  };
}

function maskTable(table: Extract<Widget, { widget: 'table' }>): Widget {
  const columns = table.columns.map((column) =>
    typeof column === 'string' ? { key: column, header: column } : column,
  );
  const money = columns.map((column) => isMoneyLabel(column.header));
  const hide = (cell: unknown) => (cell === null || cell === undefined || cell === '' ? cell : HIDDEN_CELL);
  return {
    ...table,
    rows: table.rows.map((row) =>
      Array.isArray(row)
        ? row.map((cell, index) => (money[index] ? hide(cell) : cell))
        : Object.fromEntries(
            Object.entries(row).map(([key, cell]) => [
              key,
              columns.some((column, index) => money[index] && column.key === key) ? hide(cell) : cell,
            ]),
          ),
    ) as typeof table.rows,
  };
}

function maskWidget(widget: Widget): Widget {
  switch (widget.widget) {
    case 'chart':
      return relativeChart(widget);
    case 'table':
      return maskTable(widget);
    case 'markdown': {
      const { encoded: _encoded, ...rest } = widget;
      return { ...rest, content: decodeMarkdown(widget) };
    }
    case 'alarm': {
      // The alert's trigger and last prices are amounts too; the alarm's words still say what it watches.
      const { alert: _alert, ...rest } = widget;
      return rest;
    }
    case 'section':
      return { ...widget, widgets: widget.widgets.map(maskWidget) };
    case 'price':
    case 'payoff':
    case 'optionContract':
    case 'optionsChain':
    case 'opportunity':
    case 'transaction':
      // Made of dollar figures through and through: the card says they are hidden rather than show a husk.
      return {
        widget: 'message',
        type: 'info',
        ...('title' in widget && widget.title ? { title: widget.title } : {}),
        message: AMOUNTS_HIDDEN_MESSAGE,
      };
    default:
      return widget;
  }
}

/** A public card's widgets with every dollar amount hidden; what comes out passes the widget validation again. */
export function hideDollarAmounts(widgets: readonly Widget[]): Widget[] {
  return sanitizeWidgets(widgets.map((widget) => maskStrings(maskWidget(widget))));
}
