/**
 * The login widget's flow (login spec, sections 3, 4 and 8): state, transitions and the runtime. The screen
 * groups (src/login/groups) hold each screen's view, texts and intents; the widget loads them (src/login/widget).
 */
export type { FlowClient, FlowLocation, FlowToaster, WidgetFlowOptions } from './runtime';
export type * from './types';
export type * from './entities';
export { SCREEN_GROUP, SCREENS, type ScreenGroup, type ScreensOf } from './screenGroups';
export type { Countdown } from './countdown';
export { isEmailAddress, type EmailMethod } from './email';
export { OAUTH_PROVIDERS, type OAuthProvider } from '../provider/redirects';
export { oneTapEnabled, sessionDurationMinutes } from './config';
export * from './errors';
