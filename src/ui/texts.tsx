import { createContext, Fragment, useContext, useMemo, type ReactNode } from 'react';
import { messageParts, type Message, type MessageParams, type MessagesOf, type Texts } from '../core/message';

/**
 * The app's texts. Each feature writes its texts in English as one plain `as const` value beside it (a part:
 * src/chat/texts.ts, say) and reads them through `useTexts(part)`: English unless a provider above localizes
 * them. Parts are values the features import, so nothing registers itself and a part no screen imports is
 * never loaded.
 */

/** A part's texts in the provider's locale, in the part's shape. */
export type Localize = (part: Texts) => Texts;

const ENGLISH: Localize = (part) => part;

const LocalizeContext = createContext<Localize>(ENGLISH);

/** `localize`, called once per part: later reads of a part get the same texts (the same object). */
function oncePerPart(localize: Localize): Localize {
  const localized = new WeakMap<Texts, Texts>();
  return (part) => {
    if (!localized.has(part)) localized.set(part, localize(part));
    return localized.get(part)!;
  };
}

/**
 * Localizes the texts of every part read below it: `localize` is called once per part (and again only when
 * a new `localize` is given), so the parts' texts stay the same objects from render to render.
 */
export function TextsProvider({ localize, children }: { localize: Localize; children: ReactNode }) {
  const memoized = useMemo(() => oncePerPart(localize), [localize]);
  return <LocalizeContext.Provider value={memoized}>{children}</LocalizeContext.Provider>;
}

/** A part's texts as the current provider localizes them: the part itself (English) without one. */
export const useTexts = <Part extends Texts>(part: Part): MessagesOf<Part> =>
  useContext(LocalizeContext)(part) as MessagesOf<Part>;

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
