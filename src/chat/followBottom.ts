/** Within this many px of the end, the reader counts as following the conversation. */
export const FOLLOW_THRESHOLD_PX = 48;

export const isAtBottom = (element: { scrollTop: number; scrollHeight: number; clientHeight: number }) =>
  element.scrollHeight - element.scrollTop - element.clientHeight <= FOLLOW_THRESHOLD_PX;
