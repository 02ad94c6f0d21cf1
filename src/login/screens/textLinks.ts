import { safeUrl } from '../../ui/safeUrl';

/** A piece of a message: plain text, or a web address to render as a link. */
export type TextPiece = { kind: 'text'; text: string } | { kind: 'link'; href: string };

const webAddress = /https?:\/\/[^\s<>"']+/g;
/** Sentence punctuation right after an address belongs to the sentence, not to the link. */
const trailingPunctuation = /[.,;:!?)\]]+$/;

/**
 * Splits a message (an error text that may carry documentation links) into text and http(s) links.
 * Only addresses that pass the URL allowlist become links; everything else stays text.
 */
export function splitTextLinks(message: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  const pushText = (text: string) => {
    if (!text) return;
    const last = pieces.at(-1);
    if (last?.kind === 'text') last.text += text;
    else pieces.push({ kind: 'text', text });
  };
  let cursor = 0;
  for (const match of message.matchAll(webAddress)) {
    const raw = match[0];
    const href = raw.replace(trailingPunctuation, '');
    const start = match.index;
    pushText(message.slice(cursor, start));
    if (safeUrl(href) === href) pieces.push({ kind: 'link', href });
    else pushText(href);
    cursor = start + href.length;
  }
  pushText(message.slice(cursor));
  return pieces;
}
