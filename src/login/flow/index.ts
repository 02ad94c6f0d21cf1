/**
 * The login widget's flow (login spec, sections 3, 4 and 8): state, transitions, Main's view and the runtime.
 * The controller that joins it to the screen groups is the widget's (src/login/widget/controller.ts).
 */
export type { FlowClient, FlowLocation, FlowToaster, WidgetFlowOptions } from './runtime';
export type * from './types';
export type * from './entities';
export { mainView, type MainView, type MainBlock, type MainButton } from './view';
export { SCREEN_GROUP, SCREENS, type LazyGroup, type ScreenGroup, type ScreensOf } from './screenGroups';
export type { Countdown } from './countdown';
export { isEmailAddress, type EmailMethod } from './email';
export { OAUTH_PROVIDERS, type OAuthProvider } from '../provider/redirects';
export { oneTapEnabled, sessionDurationMinutes } from './config';
export * from './errors';
