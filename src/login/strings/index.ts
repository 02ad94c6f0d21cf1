/**
 * The login widget's message catalogue (issue #8): the first load's texts, the widget's catalogue that merges
 * the integrator's overrides over each part as its group hands it in, and message templates. Every group's
 * texts sit in its own folder (src/login/groups/<group>/texts.ts); the whole English catalogue is
 * src/login/groups/catalogue.ts.
 */
export {
  createLoginCatalogue,
  type FirstTexts,
  type GroupTexts,
  type LoginCatalogue,
  type TextOverrides,
  type TextPart,
} from './loginCatalogue';
export {
  formatMessage,
  messageParts,
  type Message,
  type MessageParams,
  type MessagesOf,
  type PlaceholdersOf,
} from '../../core/message';
