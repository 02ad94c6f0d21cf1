import type { FlowLine } from './screenMap';

/**
 * The app's journey (README, The journey): login, the dashboard, the pitch's chat, its output and back, each
 * page by the story whose play reaches that state.
 */
const page = (title: string, story: string) => `app-pages-${title}--${story}`;
const chat = (story: string) => `app-chat-chat-panel--${story}`;
const output = (story: string) => `app-output-output-page--${story}`;

export const journey: FlowLine[] = [
  {
    start: page('login', 'login-widget-on-the-page'),
    steps: [
      ['Logged in: the dashboard', page('dashboard', 'getting-started')],
      ['A company is named', page('dashboard', 'creating-pitch')],
      ["The pitch's chat replaces the form", page('dashboard', 'with-pitch-chat')],
      ['Go to Genios Output', output('with-navigation')],
      ['Go to Chat', page('chat-page', 'header-buttons')],
      ['Logout', page('chat-page', 'logging-out')],
    ],
  },
  {
    start: page('dashboard', 'creating-pitch'),
    steps: [['The pitch cannot be made', page('dashboard', 'pitch-creation-failed')]],
  },
  {
    start: page('dashboard', 'with-pitch-chat'),
    steps: [
      ['A question is asked', chat('assistant-working')],
      ['The connection drops', chat('reconnecting')],
    ],
  },
  { start: output('with-navigation'), steps: [['The output cannot be fetched', output('fetch-error-with-retry')]] },
  {
    start: page('login', 'login-widget-on-the-page'),
    steps: [['An address the app does not know', page('not-found', 'unknown-address')]],
  },
];
