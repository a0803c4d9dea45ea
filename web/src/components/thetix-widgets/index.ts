export { WidgetList, renderableWidgets, type WidgetListProps } from './widget-list';
export { WidgetExtensionsProvider, type WidgetExtensions } from './widget-extensions';
