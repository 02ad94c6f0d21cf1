/** The login widget's flow (login spec, sections 3, 4 and 8): state, transitions, views and the controller. */
export { createWidgetFlow, type WidgetFlow } from './controller';
export type { FlowClient, FlowLocation, FlowToaster, WidgetFlowOptions } from './runtime';
export type * from './types';
export type * from './entities';
export { SCREENS } from './types';
export { mainView, type ScreenView, type ViewOf, type MainBlock, type MainButton, type ConsentView } from './view';
export { SCREEN_GROUP, type ScreenGroup } from './screenGroups';
export type { Countdown } from './countdown';
export { isEmailAddress, type EmailMethod } from './email';
export { OAUTH_PROVIDERS, type OAuthProvider } from '../provider/redirects';
export { oneTapEnabled, sessionDurationMinutes } from './config';
export * from './errors';
