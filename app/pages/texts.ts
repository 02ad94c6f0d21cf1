/**
 * The app's pages' texts in English (spec: assistant app, screens and routes): the dashboard, the chat and
 * output pages' ways around, the login page, and what shows when a page cannot. The spec's own words (Getting
 * Started, Go to Chat, Chat, Logout, Go to dashboard) stay word for word.
 */
export const pageTexts = {
  common: { goToDashboard: 'Go to dashboard', goToStart: 'Go to the start page' },
  dashboard: {
    heading: 'Dashboard',
    gettingStarted: 'Getting Started',
    companyName: 'Company name',
    companyNameHint: 'The company to create an IPO pitch for.',
    createPitch: 'Create pitch',
    goToChat: 'Go to Chat',
    /** A failed create_for_ipo_pitch: said, with a way to try the same name again. */
    pitchFailed: 'The pitch for {companyName} could not be created.',
    tryAgain: 'Try again',
  },
  chat: { heading: 'Chat', logout: 'Logout' },
  output: { backToChat: 'Back to the chat' },
  login: { heading: 'Log in to {appName}' },
  notFound: { heading: 'Page not found', noPage: 'There is no page at {pathname}.' },
  routeError: { heading: 'Something went wrong' },
  startupError: { heading: '{appName} could not start' },
  /** A page's code on its way (the routes load the pages behind a session on first visit). */
  routes: { loading: 'Loading' },
} as const;
