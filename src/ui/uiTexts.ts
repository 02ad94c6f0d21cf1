/**
 * The design system's own texts in English: what its primitives say when the screen using them gives no
 * words of its own (the login widget gives its catalogue's). Read through useTexts, so a locale reaches them.
 */
export const uiTexts = {
  passwordToggle: { show: 'Show', hide: 'Hide' },
  otp: { verifying: 'Verifying passcode...', verifyingProgress: 'Verifying passcode' },
  watermark: { poweredBy: 'Powered by {name}' },
  loadingOverlay: { label: 'Loading' },
  divider: { or: 'or' },
  /** A progress bar counting things, as assistive technology reads it. */
  progress: { countOf: '{completed} of {total}' },
  toasts: { dismiss: 'Dismiss', errors: 'Errors', notifications: 'Notifications' },
  /** What markdown adds around a message's own words: task boxes' names, footnotes' heading and links back. */
  markdown: {
    taskDone: 'Done',
    taskToDo: 'To do',
    footnotes: 'Footnotes',
    backToReference: 'Back to reference {reference}',
  },
} as const;
