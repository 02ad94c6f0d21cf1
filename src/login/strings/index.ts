/**
 * The login widget's message catalogue (issue #8): its types, the widget's catalogue made of the parts
 * loaded so far, and message templates. The whole English catalogue (defaultLoginStrings) is in ./catalogue,
 * outside this index: the widget's first load imports this index and must not carry every part.
 */
export type { LoginStrings, LoginStringsOverrides } from './catalogue';
export { createLoginCatalogue } from './loginCatalogue';
export { formatMessage, messageParts, type Message, type MessageParams, type PlaceholdersOf } from './message';
