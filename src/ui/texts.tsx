import { createContext, Fragment, useContext, useMemo, type ReactNode } from 'react';
import { messageParts, type Message, type MessageParams, type MessagesOf, type Texts } from '../core/message';

/**
 * Texts, for the app and the login widget alike. Each feature writes its texts in English as one plain
 * `as const` value beside it (a part: src/chat/texts.ts, a login group's texts.ts) and reads them through
 * `useTexts(part)`: English unless a provider above localizes them. Parts are values the features import, so
 * nothing registers itself and a part no screen imports is never loaded. Code outside React (a flow, a
 * group's intents) reads the same texts with `textsIn(localize, part)`.
 */

/** A part's texts in the provider's locale, in the part's shape. */
export type Localize = (part: Texts) => Texts;

/** The parts as written: no provider, or a localization with nothing to change. */
export const english: Localize = (part) => part;

const LocalizeContext = createContext<Localize>(english);

/** `localize`, called once per part: later reads of a part get the same texts (the same object). */
export function oncePerPart(localize: Localize): Localize {
  const localized = new WeakMap<Texts, Texts>();
  return (part) => {
    if (!localized.has(part)) localized.set(part, localize(part));
    return localized.get(part)!;
  };
}

/**
 * Localizes the texts of every part read below it: `localize` is called once per part (and again only when
 * a new `localize` is given), so the parts' texts stay the same objects from render to render. It stands for
 * the whole localization below: one that builds on the provider above reads it with `useLocalize()`.
 */
export function TextsProvider({ localize, children }: { localize: Localize; children: ReactNode }) {
  const memoized = useMemo(() => oncePerPart(localize), [localize]);
  return <LocalizeContext.Provider value={memoized}>{children}</LocalizeContext.Provider>;
}

/** A part's texts as `localize` gives them, in the part's shape. */
export const textsIn = <Part extends Texts>(localize: Localize, part: Part): MessagesOf<Part> =>
  localize(part) as MessagesOf<Part>;

/** The current provider's localization (English without one). */
export const useLocalize = (): Localize => useContext(LocalizeContext);

/** A part's texts as the current provider localizes them: the part itself (English) without one. */
export const useTexts = <Part extends Texts>(part: Part): MessagesOf<Part> => textsIn(useLocalize(), part);

/**
 * A template with elements in its placeholders ('There is no page at {pathname}.' with the address as code).
 * Every parameter lands as a React child, so its text is escaped like any other.
 */
export function FormattedMessage<P extends string>({
  template,
  params,
}: {
  template: Message<P>;
  params: MessageParams<P, ReactNode>;
}) {
  return (
    <>
      {messageParts(template, params).map((part, index) => (
        // A template's parts never move: the index is a stable key.
        <Fragment key={index}>{part}</Fragment>
      ))}
    </>
  );
}
