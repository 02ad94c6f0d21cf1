import { createContext, useContext } from 'react';
import { createLoginCatalogue, type FirstTexts, type LoginCatalogue, type GroupTexts, type TextPart } from '../strings';

const LoginCatalogueContext = createContext<LoginCatalogue>(createLoginCatalogue());

/** The widget's catalogue for the screens below it; screens rendered alone read the English defaults. */
export const LoginStringsProvider = LoginCatalogueContext.Provider;

/** The first load's texts as the current widget shows them (labels every screen shares, Main's). */
export const useLoginStrings = (): FirstTexts => useContext(LoginCatalogueContext).first;

/** A group's texts as the current widget shows them: the part the group imports, overrides merged. */
export const useLoginTexts = <Part extends TextPart>(english: Part): GroupTexts<Part> =>
  useContext(LoginCatalogueContext).part(english);
