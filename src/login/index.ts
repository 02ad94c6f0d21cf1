/**
 * The login widget's public API (login spec, sections 1 and 3): mount it on a page, or render it in React.
 * Everything else under src/login is the widget's inside and may change.
 */
export { LoginWidget, mountLogin, type LoginCallbacks, type LoginOptions, type LoginWidgetProps } from './mountLogin';
export type { MountedWidget } from './widget/mount';
export type { IntegratorConfig, FlowEvent, FlowClient, FlowLocation } from './flow';
export type { CallName } from './provider/calls';
export type { GeniosTheme, DeepPartial } from '../theme';
