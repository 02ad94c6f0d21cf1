/** The login widget's message catalogue (issue #8): its English defaults, overrides, and message templates. */
export { defaultLoginStrings, mergeLoginStrings, type LoginStrings, type LoginStringsOverrides } from './catalogue';
export { formatMessage, messageParts, type Message, type MessageParams, type PlaceholdersOf } from './message';
