import ReactMarkdown from 'react-markdown';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountStreamedChat } from '../support/streamedChat';
import { streamedAnswer, streamedHistory } from '../../simulator/scenarios/chat/streaming';

vi.mock('react-markdown', { spy: true });

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const HISTORY = 1_000;
const STREAMED = 20;

describe('a streamed chat renders each message once', () => {
  let mounted: Awaited<ReturnType<typeof mountStreamedChat>> | undefined;
  afterEach(() => mounted?.unmount());

  it('parses each new message once, not every message on screen per new message', async () => {
    mounted = await mountStreamedChat(streamedHistory(HISTORY));
    const { sendEvents, frame, region } = mounted;
    expect(region().querySelectorAll('article').length).toBeGreaterThan(5);
    // The batches above the newest are formatted in a background render: counting starts once it is done.
    await expect.poll(() => region().querySelectorAll('strong').length).toBeGreaterThan(5);
    await expect.poll(() => region().textContent).not.toContain('**');
    vi.mocked(ReactMarkdown).mockClear();
    for (let i = 1; i <= STREAMED; i++) {
      sendEvents([streamedAnswer(HISTORY + i)]);
      await frame();
    }
    await expect.poll(() => region().textContent).toContain(`Answer ${HISTORY + STREAMED}:`);
    // One parse per streamed message: the messages already on screen are not parsed again.
    expect(vi.mocked(ReactMarkdown).mock.calls.length).toBe(STREAMED);
  });

  it('keeps unchanged messages the same objects from one snapshot to the next', async () => {
    mounted = await mountStreamedChat(streamedHistory(HISTORY));
    const { chat, sendEvents } = mounted;
    const before = chat.view.batches.map((batch) => batch);
    const fileUploads = chat.view.fileUploads;
    sendEvents([streamedAnswer(HISTORY + 1)]);
    before.slice(0, -1).forEach((batch, i) => expect(chat.view.batches[i]).toBe(batch));
    expect(chat.view.fileUploads).toBe(fileUploads);
  });
});
