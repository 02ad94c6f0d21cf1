import type { ChatEventBody } from '../../../src/live/chatEvents';
import type { EventEnvelope } from '../../../src/live/frames';
import type { OutputEventBody } from '../../../src/live/outputEvents';
import { EventLog } from './eventLog';

export interface ChatFile {
  uid: string;
  name: string;
  sizeBytes: number;
  state: string;
}

/** A chat's log, plus what the assistant knows of it (purpose, files). */
export class ChatLog extends EventLog<ChatEventBody> {
  purpose: string | null = null;
  fileUploadsAllowed = false;
  readonly files: ChatFile[] = [];

  protected override onAppend(events: EventEnvelope<ChatEventBody>[]): void {
    for (const { event } of events) {
      if (event.type === 'set_purpose') this.purpose = event.purpose;
      if (event.type === 'set_file_uploads_allowed') this.fileUploadsAllowed = event.allowed;
      if (event.type === 'file_upload_started')
        this.files.push({
          uid: event.file_upload_uid,
          name: event.file_name,
          sizeBytes: event.size_bytes,
          state: 'uploading',
        });
      if (event.type === 'file_upload_state_changed') {
        const file = this.files.find((candidate) => candidate.uid === event.file_upload_uid);
        if (file) file.state = event.state;
      }
    }
  }
}

export type OutputLog = EventLog<OutputEventBody>;

/** Every chat and output of the emulated service. */
export class ChatStore {
  private readonly chats = new Map<string, ChatLog>();
  private readonly outputs = new Map<string, OutputLog>();
  private counters = { chat: 0, output: 0, event: 0 };
  private readonly eventUid = () => `event-${++this.counters.event}`;

  create(organizationUid: string): ChatLog {
    const chat = new ChatLog(`chat-${++this.counters.chat}`, organizationUid, this.eventUid);
    this.chats.set(chat.uid, chat);
    return chat;
  }

  createOutput(organizationUid: string): OutputLog {
    const output = new EventLog<OutputEventBody>(
      `output-${++this.counters.output}`,
      organizationUid,
      this.eventUid,
      true,
    );
    this.outputs.set(output.uid, output);
    return output;
  }

  get(uid: string): ChatLog | undefined {
    return this.chats.get(uid);
  }

  output(uid: string): OutputLog | undefined {
    return this.outputs.get(uid);
  }

  /** Kept for scenario drivers and tests: appends to a chat's log. */
  append(chat: ChatLog, ...bodies: ChatEventBody[]): void {
    chat.append(...bodies);
  }
}

export type ChatRecord = ChatLog;
