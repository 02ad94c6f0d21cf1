import { eventDecoder, type EventOf } from './schema';

/** The chat event types of the spec (assistant app, section 3) and their fields. */
export const chatEventSchema = {
  user_chat_message: { user_uid: 'string', message_format: 'string', message: 'string' },
  assistant_chat_message: { message_format: 'string', message: 'string' },
  assistant_status_message: { message_format: 'string', message: 'string' },
  clear_assistant_status_message: {},
  select_agent: { roles: 'string[]', agent_uid: 'string', agent_name: 'string', reasoning: 'string?' },
  joined: { agent_plan_uid: 'string' },
  set_purpose: { purpose: 'string?' },
  set_user_messages_allowed: { allowed: 'boolean' },
  set_cleanup_time: { cleanup_at: 'string?' },
  set_file_uploads_allowed: { allowed: 'boolean' },
  file_upload_started: { file_upload_uid: 'string', file_name: 'string', size_bytes: 'number' },
  file_upload_state_changed: { file_upload_uid: 'string', state: 'string' },
  genios_output_associated: { genios_output_uid: 'string', reasoning: 'string?' },
} as const;

export type ChatEventBody = EventOf<typeof chatEventSchema>;
export type ChatEventType = ChatEventBody['type'];

export const decodeChatEventBody = eventDecoder(chatEventSchema, 'chat');
