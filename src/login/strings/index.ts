/**
 * The login widget's texts (issue #8): the first load's, the integrator's overrides as a localization of the
 * texts provider (src/ui/texts.tsx) that app and widget share, and message templates. Every group's texts sit
 * in its own folder (src/login/groups/<group>/texts.ts); the whole English catalogue is
 * src/login/groups/catalogue.ts.
 */
export { firstTexts } from './english/first';
export {
  firstTextsIn,
  groupTexts,
  localizeWith,
  type FirstTexts,
  type GroupTexts,
  type TextOverrides,
  type TextPart,
} from './widgetTexts';
export {
  formatMessage,
  messageParts,
  type Message,
  type MessageParams,
  type MessagesOf,
  type PlaceholdersOf,
} from '../../core/message';
