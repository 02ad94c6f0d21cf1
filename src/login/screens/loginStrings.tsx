import { createContext, Fragment, useContext, type ReactNode } from 'react';
import { createLoginCatalogue, messageParts, type LoginStrings, type Message, type MessageParams } from '../strings';

const LoginStringsContext = createContext<LoginStrings>(createLoginCatalogue());

/** The widget's merged catalogue for the screens below it; screens rendered alone read the English defaults. */
export const LoginStringsProvider = LoginStringsContext.Provider;

/** The texts the current widget shows. */
export const useLoginStrings = (): LoginStrings => useContext(LoginStringsContext);

/**
 * A template with elements in its placeholders ('An email was sent to {email}.' with the address in bold).
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
