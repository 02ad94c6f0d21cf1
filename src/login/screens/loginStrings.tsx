import { createContext, Fragment, useContext, type ReactNode } from 'react';
import {
  createLoginCatalogue,
  messageParts,
  type FirstTexts,
  type LoginCatalogue,
  type Message,
  type MessageParams,
  type GroupTexts,
  type TextPart,
} from '../strings';

const LoginCatalogueContext = createContext<LoginCatalogue>(createLoginCatalogue());

/** The widget's catalogue for the screens below it; screens rendered alone read the English defaults. */
export const LoginStringsProvider = LoginCatalogueContext.Provider;

/** The first load's texts as the current widget shows them (labels every screen shares, Main's). */
export const useLoginStrings = (): FirstTexts => useContext(LoginCatalogueContext).first;

/** A group's texts as the current widget shows them: the part the group imports, overrides merged. */
export const useLoginTexts = <Part extends TextPart>(english: Part): GroupTexts<Part> =>
  useContext(LoginCatalogueContext).part(english);

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
