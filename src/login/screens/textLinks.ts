import { safeUrl } from '../../ui/safeUrl';

/** A piece of a message: plain text, or a web address to render as a link. */
export type TextPiece = { kind: 'text'; text: string } | { kind: 'link'; href: string };

/**
 * An address ends at a space, markup or a bidirectional formatting character (LRM, RLM, the embeddings,
 * overrides and isolates): a right-to-left translation puts those around an address, and they are never part of it.
 */
const webAddress = /https?:\/\/[^\s<>"'\u200e\u200f\u202a-\u202e\u2066-\u2069]+/g;
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
