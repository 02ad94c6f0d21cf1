import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import outputPageMeta from '../output/OutputPageView.stories';
import { coverEvents, outputViewFrom } from '../output/outputFixtures';

/** The output page for a company name and a cover subtitle that are markup: they render as text, never run. */
const meta = { ...outputPageMeta, title: 'Test cases/Hostile input/Output page' } satisfies Meta<
  typeof outputPageMeta.component
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HostileCompanyAndSubtitle: Story = {
  args: {
    view: outputViewFrom(
      coverEvents(
        '<img src=x onerror="window.__outXss=1">',
        '[x](javascript:window.__outXss=1) <script>window.__outXss=1</script>',
      ),
    ),
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      '<img src=x onerror="window.__outXss=1">',
    );
    expect(canvasElement.querySelector('article img, article script, a[href^="javascript:"]')).toBeNull();
    expect((window as { __outXss?: number }).__outXss).toBeUndefined();
  },
};
