import type { ChatEventBody } from '../../../src/live/chatEvents';
import type { EventEnvelope } from '../../../src/live/frames';

export interface ChatRecord {
  uid: string;
  organizationUid: string;
  purpose: string | null;
  events: EventEnvelope<ChatEventBody>[];
  files: { uid: string; name: string; sizeBytes: number; state: string; summary?: string }[];
  /** Live listeners: the sockets subscribed to this chat. */
  listeners: Set<(events: EventEnvelope<ChatEventBody>[]) => void>;
}

/** The server's side of every chat: an append-only event log per chat, pushed to its subscribers. */
export class ChatStore {
  private readonly chats = new Map<string, ChatRecord>();
  private nextChat = 1;
  private nextEvent = 1;

  create(organizationUid: string): ChatRecord {
    const chat: ChatRecord = {
      uid: `chat-${this.nextChat++}`,
      organizationUid,
      purpose: null,
      events: [],
      files: [],
      listeners: new Set(),
    };
    this.chats.set(chat.uid, chat);
    return chat;
  }

  get(uid: string): ChatRecord | undefined {
    return this.chats.get(uid);
  }

  append(chat: ChatRecord, ...bodies: ChatEventBody[]): void {
    const events = bodies.map((event) => ({
      uid: `event-${this.nextEvent++}`,
      event_order: chat.events.length + 1,
      event,
    }));
    for (const envelope of events) {
      chat.events.push(envelope);
      if (envelope.event.type === 'set_purpose') chat.purpose = envelope.event.purpose;
    }
    for (const listener of chat.listeners) listener(events);
  }
}
