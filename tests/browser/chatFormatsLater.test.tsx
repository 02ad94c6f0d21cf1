import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { MessageList } from '../../src/chat/MessageList';
import type { ChatMessage } from '../../src/live/chatModel';
import { ThemeProvider } from '../../src/theme';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

/** Unique per test run: the markdown cache outlives a mount, and a text formatted before formats at once. */
const run = Date.now();
const answer = (batch: number, order: number): ChatMessage => ({
  kind: 'assistant',
  uid: `${run}-${batch}-${order}`,
  format: 'text/markdown',
  text: `Answer **${run}-${batch}-${order}**: the pitch needs a tighter story.`,
});
const batchOf = (batch: number) => Array.from({ length: 10 }, (_, order) => answer(batch, order));

describe('a chat list mounting several batches at once', () => {
  let root: Root | undefined;
  afterEach(() => root?.unmount());

  it('formats the newest batch at once and the others in a background render, showing their words meanwhile', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.style.height = '4000px';
    container.style.display = 'flex';
    container.style.flexDirection = 'column';
    root = createRoot(container);
    const batches = [batchOf(0), batchOf(1)];
    flushSync(() =>
      root!.render(
        <ThemeProvider>
          <MessageList batches={batches} messageCount={20} pending={[]} fileUploads={{}} onOpenOutput={() => {}} />
        </ThemeProvider>,
      ),
    );
    const bold = () => [...container.querySelectorAll('strong')].map((strong) => strong.textContent);
    const batchFormatted = (batch: number) => bold().filter((text) => text?.startsWith(`${run}-${batch}-`)).length;

    // Right after the commit: the newest batch is formatted, the earlier one shows each message as written.
    expect(batchFormatted(1)).toBe(10);
    expect(batchFormatted(0)).toBe(0);
    expect(container.textContent).toContain(`Answer **${run}-0-0**:`);

    await expect.poll(() => batchFormatted(0)).toBe(10);
    expect(container.textContent).not.toContain('**');
  });
});
