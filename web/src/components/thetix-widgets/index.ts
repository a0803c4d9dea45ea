export { WidgetList, renderableWidgets, type WidgetListProps } from './widget-list';
export { WidgetExtensionsProvider, useWidgetExtensions, type WidgetExtensions } from './widget-extensions';
export { WidgetFrame } from './widget-frame';
export { PlainOpportunity, embeddedFigures } from './opportunity-widget';
export { PlainTransaction } from './transaction-widget';
export { AlarmActionsProvider, type AlarmActions } from './alarm-actions';
