/** Strike and current-price lines, the same in the chart and its legend. */
export const STRIKE_COLOR = '#d97706';
export const CURRENT_COLOR = '#2563eb';
