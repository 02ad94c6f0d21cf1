/**
 * The output page's texts in English (spec: assistant app, output page messages): the page around the
 * output, the IPO Simple Cover's fixed words, and why a page cannot render. The spec's messages stay word
 * for word.
 */
export const outputTexts = {
  page: {
    heading: 'Output',
    navigation: 'Output',
    loading: 'Loading the output…',
    closed: 'The output has been closed.',
    fetchError: 'An error occurred while fetching the output.',
    retry: 'Try again',
  },
  cover: {
    label: 'IPO Simple Cover: {companyName}',
    /** The running head of a page outside any section. */
    noSection: 'Cover',
    offering: 'Initial public offering',
    confidential: 'Strictly private and confidential',
    draft: 'Preliminary draft · for discussion purposes only',
  },
  /** Why one page cannot render (pageContent's kinds); the others keep rendering. */
  pageProblems: {
    notAnIpo: 'This output is not for an IPO, so it cannot render an IPO Simple Cover.',
    coverCompanyMissing: 'The company for this IPO Simple Cover cannot be found.',
  },
} as const;
