/**
 * The widget's public types, one list for every entry that exports them: the app's (./index.ts) and the
 * package's (`.`: ./standalone.ts, `./react`: ./react.tsx).
 */
export type { LoginCallbacks, LoginOptions, LoginWidgetProps } from './LoginWidget';
export type { MountedWidget, MountOptions } from './widget/mount';
export type { IntegratorConfig, FlowEvent, FlowClient, FlowLocation } from './flow';
export type { CallName } from './provider/calls';
export type { LoginStringsOverrides } from './groups/catalogue';
export type { GeniosTheme, DeepPartial } from '../theme';
