/**
 * Finds (with getByText) the innermost element whose whole text is `text`: a sentence whose data sits in a
 * child element ('A 6-digit passcode was sent to you at <strong>+1 (415) 555-0123</strong>.'), which the
 * default matcher, reading an element's own text nodes only, cannot name whole.
 */
export const wholeText =
  (text: string) =>
  (_content: string, element: Element | null): boolean =>
    element?.textContent === text && !Array.from(element.children).some((child) => child.textContent === text);
