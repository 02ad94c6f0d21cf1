/**
 * The chat's texts in English (spec: assistant app, chat panel): the panel, its input, the connection line,
 * the file picker, the conversation and its announcements, and the member's uploads. The spec's own words
 * (the input's label and placeholder, the file line, the output button) stay word for word.
 */
export const chatTexts = {
  panel: { label: 'Chat' },
  composer: {
    label: 'Ask anything',
    placeholder: 'Enter text',
    send: 'Send',
    /** Why the input is disabled, shown under it and read as its description. */
    sending: 'Sending your message…',
    notAllowed: 'This chat is not taking messages right now.',
  },
  connection: {
    connecting: 'Connecting…',
    reconnecting: 'Reconnecting…',
    stopped: 'The chat connection stopped.',
    reconnect: 'Reconnect',
  },
  filePicker: {
    upload: 'Upload a file (xlsx or PDF)',
    refused: '{names}: only xlsx spreadsheets and PDF files can be uploaded.',
  },
  conversation: {
    label: 'Conversation',
    you: 'You',
    assistant: 'Assistant',
    sending: 'Sending…',
    oneNewMessage: '1 new message',
    newMessages: '{count} new messages',
    fileLine: 'File uploaded: {name} (current state: {state})',
    outputCreated: 'The assistant created an output for this chat.',
    goToOutput: 'Go to Genios Output',
  },
  /** What a screen reader hears as the newest message arrives, by its kind. */
  announcements: {
    assistant: 'New message from the assistant',
    user: 'Message sent',
    file: 'File uploaded',
    output: 'Output available',
  },
  upload: {
    progressLabel: 'Upload of {name}',
    progress: '{done} of {total} ({percent}%)',
    retrying: '{progress} · retrying…',
    awaitingServer: '{progress} · waiting for the server…',
    cancel: 'Cancel',
    /** The button's name: its visible word ({cancel}) within, so the name holds what it shows in any language. */
    cancelLabel: '{cancel} the upload of {name}',
    /** Followed by the reason, when there is one to show. */
    failed: 'The upload of {name} failed.',
    canceled: 'The upload of {name} was canceled.',
    /** Named with the file's name after it, for a screen reader ('Try again deck.pdf'). */
    retry: 'Try again',
  },
} as const;
