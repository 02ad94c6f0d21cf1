/**
 * Message templates: plain strings with named placeholders in braces ('Continue to {organizationName}').
 * Their types carry the placeholders, so a call that leaves one out, or a translation that drops one,
 * fails to compile; at run time they stay plain strings, so a catalogue is JSON.
 */

/** Texts as a catalogue writes them: strings, or groups of them, by name. */
export type Texts = { readonly [name: string]: string | Texts };

declare const placeholders: unique symbol;

type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void
  ? I
  : never;

/** A template that contains every placeholder of P, in any order (a translation may reorder them). */
export type Message<P extends string = never> = string &
  UnionToIntersection<P extends string ? `${string}{${P}}${string}` : never> & { readonly [placeholders]?: P };

/** The placeholder names of a template literal: 'Sign in to {client} with {project}' gives 'client' | 'project'. */
export type PlaceholdersOf<T extends string> = T extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholdersOf<Rest>
  : never;

/** A catalogue's type from its English literal texts: every text becomes a Message of its own placeholders. */
export type MessagesOf<T> = {
  [K in keyof T]: T[K] extends string ? Message<PlaceholdersOf<T[K]>> : MessagesOf<T[K]>;
};

export type MessageParams<P extends string, V = string | number> = Readonly<Record<P, V>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * Splits a template at its placeholders and puts each parameter in its place, in one pass: a parameter's own
 * text (say, a hostile '{email}' or '<b>') is never read as a template, and stays text wherever it ends up.
 */
export function messageParts<P extends string, V>(template: Message<P>, params: MessageParams<P, V>): (string | V)[] {
  const values: Readonly<Record<string, V>> = params;
  const parts: (string | V)[] = [];
  let cursor = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    const name = match[1]!;
    if (!Object.hasOwn(values, name)) continue;
    parts.push(template.slice(cursor, match.index), values[name]!);
    cursor = match.index + match[0].length;
  }
  parts.push(template.slice(cursor));
  return parts.filter((part) => part !== '');
}

/** The template with its parameters written in: `formatMessage(strings.main.continueTo, { organizationName })`. */
export const formatMessage = <P extends string>(template: Message<P>, params: MessageParams<P>): string =>
  messageParts(template, params).join('');
