import type { Clock } from '../../src/core/clock';

export interface InboxMessage {
  id: number;
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  /** Links the message carries (magic links), listed so the inbox can make them clickable. */
  links: string[];
  sentAt: number;
}

/** The development inbox: e-mails and text messages the emulators "sent", newest first. */
export class Inbox {
  private readonly messages: InboxMessage[] = [];
  private nextId = 1;

  constructor(private readonly clock: Clock) {}

  deliver(message: Omit<InboxMessage, 'id' | 'sentAt'>): InboxMessage {
    const delivered = { ...message, id: this.nextId++, sentAt: this.clock.now() };
    this.messages.unshift(delivered);
    return delivered;
  }

  list(): readonly InboxMessage[] {
    return this.messages;
  }

  /** Replaces every message (a persisted or imported state), newest first as list() gives them. */
  replace(messages: readonly InboxMessage[]): void {
    this.messages.splice(0, this.messages.length, ...messages);
    this.nextId = Math.max(0, ...messages.map((message) => message.id)) + 1;
  }

  /** The newest message to an address, for tests that follow a magic link or read a code. */
  latestTo(to: string): InboxMessage | undefined {
    return this.messages.find((message) => message.to === to);
  }
}
