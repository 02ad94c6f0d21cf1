import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import { ChatPanel } from '../src/chat/ChatPanel';
import { ThemeProvider } from '../src/theme';
import { longConversation, viewFromEvents } from '../stories/chat/chatFixtures';
import { nextFrame as frame } from '../tests/support/nextFrame';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

/** Renders a chat of `count` messages and counts what the browser actually holds in the DOM. */
async function domFor(count: number) {
  const host = document.createElement('div');
  host.style.width = '720px';
  document.body.append(host);
  const root = createRoot(host);
  const view = viewFromEvents(longConversation(count));
  root.render(
    <ThemeProvider>
      <ChatPanel
        view={view}
        height="600px"
        onSend={() => undefined}
        onPickFile={() => undefined}
        onOpenOutput={() => undefined}
      />
    </ThemeProvider>,
  );
  for (let i = 0; i < 5; i++) await frame();
  const region = host.querySelector('[aria-label="Conversation"]')!;
  const result = {
    messages: count,
    messageNodes: region.querySelectorAll('article').length,
    elements: region.querySelectorAll('*').length,
  };
  root.unmount();
  host.remove();
  return result;
}

describe('chat DOM size', () => {
  it('does not grow with the length of the history', async () => {
    const results = [];
    for (const count of [1_000, 10_000, 100_000]) results.push(await domFor(count));
    const [small, , large] = results;
    await commands.writeFile(
      'bench/results/chat-dom.json',
      `${JSON.stringify({ results, target: 'message nodes stay flat as history grows' }, null, 2)}\n`,
    );
    console.warn(`[bench] chat-dom: ${JSON.stringify(results)}`);
    expect(large!.messageNodes).toBeLessThanOrEqual(small!.messageNodes);
    expect(large!.messageNodes).toBeLessThanOrEqual(40);
  });
});
