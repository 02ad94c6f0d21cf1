import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { storyTexts } from '../../.storybook/modes/storyTexts';
import chatPanelMeta from '../chat/ChatPanel.stories';
import { assistantSays, userSays } from '../../simulator/scenarios/chat/events';
import { viewFromEvents } from '../chat/chatFixtures';

/** The chat panel with a long history, its scrollbar's thumb dragged by a member. */
const meta = { ...chatPanelMeta, title: 'Test cases/Chat/Scrollbar drag' } satisfies Meta<
  typeof chatPanelMeta.component
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Answers of a few lines each: batches taller than the list's estimate, as a real history's are. */
const history = Array.from({ length: 600 }, (_, i) =>
  i % 2
    ? assistantSays(i + 1, `Answer **${i + 1}**: ${'the valuation range rests on comparable listings. '.repeat(6)}`)
    : userSays(i + 1, `Question ${i + 1}`),
);

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * The thumb dragged from the newest message to the oldest in a few big moves, as a fast hand does, and let go:
 * the list stays at the top with the oldest message in view. Batches first measured there were once corrected
 * against the position of the move before, which pushed the reader back down.
 */
export const DraggedToTheOldest: Story = {
  name: 'Dragged to the oldest message',
  args: { view: viewFromEvents(history) },
  parameters: { screenshot: false },
  play: async ({ canvas, globals }) => {
    const region = canvas.getByRole('region', { name: storyTexts(globals).chat.conversation.label });
    await waitFor(() => expect(canvas.getByText(String(history.length), { selector: 'strong' })).toBeVisible());
    // A press on the scrollbar (past the client area's right edge) tells the list the reader is moving it.
    const box = region.getBoundingClientRect();
    const onBar = { bubbles: true, clientX: box.left + region.clientWidth + 2, clientY: box.top + 8 };
    region.dispatchEvent(new PointerEvent('pointerdown', onBar));
    const moves = 40;
    for (let move = moves - 1; move >= 0; move--) {
      await frame();
      region.scrollTop = ((region.scrollHeight - region.clientHeight) * move) / moves;
    }
    window.dispatchEvent(new PointerEvent('pointerup', onBar));
    await waitFor(() => expect(canvas.getByText('Question 1')).toBeVisible());
    // Settled where it was let go: measured batches no longer move it.
    for (let settling = 0; settling < 10; settling++) await frame();
    expect(region.scrollTop).toBe(0);
  },
};
