/**
 * Resolves in a later task of the page's, so that what comes before and what comes after are two tasks rather
 * than one long one: between them the browser handles a member's input and paints. A page's start on a phone is
 * several such steps (evaluating its code, making its clients, taking the HTML over), each of which alone fits
 * a frame's budget far better than all of them in a row.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
