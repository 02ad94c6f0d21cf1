import { ref } from 'valtio/vanilla';
import { storyTexts } from '../../.storybook/modes/storyTexts';
import { formatMessage } from '../../src/core/message';
import type { ChatEventBody } from '../../src/live/chatEvents';
import type { ChatView } from '../../src/live/chatConnection';
import { ChatModel } from '../../src/live/chatModel';
import { recordOf } from '../../src/live/modelBinding';
import type { EventEnvelope } from '../../src/live/frames';
import { assistantSays, chatEvent, pitchHistory, userSays } from '../../simulator/scenarios/chat/events';

/** A ChatView built by the real ChatModel from events: stories show what the protocol would produce. */
export function viewFromEvents(
  events: EventEnvelope<ChatEventBody>[],
  overrides: Partial<ChatView> = {},
  pending: string[] = [],
): ChatView {
  const model = new ChatModel();
  model.apply(events);
  pending.forEach((text, i) => model.addPending(text, i));
  return {
    status: 'connected',
    retries: 0,
    error: undefined,
    batches: ref([...model.batches]),
    messageCount: model.messageCount,
    pending: model.pending,
    purpose: model.purpose,
    userMessagesAllowed: model.userMessagesAllowed,
    fileUploadsAllowed: model.fileUploadsAllowed,
    cleanupAt: model.cleanupAt,
    statusMessage: model.status,
    outputUid: model.outputUid,
    fileUploads: ref(recordOf(model.fileUploads)),
    ...overrides,
  };
}

/** Every message kind the panel renders, in one conversation. */
export const everyKind = (): EventEnvelope<ChatEventBody>[] => [
  ...pitchHistory(),
  chatEvent(6, { type: 'set_file_uploads_allowed', allowed: true }),
  chatEvent(7, {
    type: 'file_upload_started',
    file_upload_uid: 'file-1',
    file_name: 'acme-model.xlsx',
    size_bytes: 48_213,
  }),
  chatEvent(8, { type: 'file_upload_state_changed', file_upload_uid: 'file-1', state: 'processed' }),
  chatEvent(9, {
    type: 'file_upload_started',
    file_upload_uid: 'file-2',
    file_name: 'investor-deck.pdf',
    size_bytes: 1_204_113,
  }),
  chatEvent(10, {
    type: 'genios_output_associated',
    genios_output_uid: 'output-42',
    reasoning: 'The cover page is ready.',
  }),
];

/** A file's line in the conversation ('File uploaded: …'), in the locale the story renders with. */
export const fileLine = (globals: Record<string, unknown>, name: string, state: string): string =>
  formatMessage(storyTexts(globals).chat.conversation.fileLine, { name, state });

/** An upload's progress line ('320 KB of 640 KB (50%)'), in the locale the story renders with. */
export const uploadProgress = (globals: Record<string, unknown>, done: string, total: string, percent: number) =>
  formatMessage(storyTexts(globals).chat.upload.progress, { done, total, percent });

/** The name of the button that cancels an upload of `name`, in the locale the story renders with. */
export function cancelUpload(globals: Record<string, unknown>, name: string): string {
  const { cancelLabel, cancel } = storyTexts(globals).chat.upload;
  return formatMessage(cancelLabel, { name, cancel });
}

export const longConversation = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    i % 2 ? assistantSays(i + 1, `Answer **${i + 1}**: noted.`) : userSays(i + 1, `Question ${i + 1}`),
  );
