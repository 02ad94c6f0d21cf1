import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import markdownMeta from '../ui/Markdown.stories';

/** Markdown that carries markup, script links and inline data: none of it runs, loads or links. */
const meta = { ...markdownMeta, title: 'Test cases/Hostile input/Markdown' } satisfies Meta<
  typeof markdownMeta.component
>;
export default meta;
type Story = StoryObj<typeof meta>;

interface XssWindow {
  __xss?: unknown;
}

const hostile = [
  'Hello <script>window.__xss=1</script> there.',
  '',
  '<img src=x onerror="window.__xss=1">',
  '',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '',
  'Raw <a href="javascript:window.__xss=1">anchor</a> and <svg onload="window.__xss=1"></svg> dropped.',
  '',
  '- [click](javascript:window.__xss=1)',
  '- [shout](JAVASCRIPT:window.__xss=1)',
  '- [tabbed](<java\tscript:window.__xss=1>)',
  '- [entity](&#106;avascript:window.__xss=1)',
  '- [hex entity](&#x6A;avascript&#x3A;window.__xss=1)',
  '- [named colon](javascript&colon;window.__xss=1)',
  '- [vbscript](vbscript:msgbox(1))',
  '- [data](data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==)',
  '- [file](file:///etc/passwd)',
  '- <javascript:window.__xss=1>',
  '- ![svg](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9IndpbmRvdy5fX3hzcz0xIi8+)',
  '- [safe](https://example.com/safe)',
].join('\n');

export const HostileInput: Story = {
  args: { text: hostile },
  beforeEach: () => {
    delete (window as XssWindow).__xss;
  },
  play: async ({ canvas, canvasElement }) => {
    expect(canvasElement.querySelectorAll('script, iframe, object, embed, svg, img')).toHaveLength(0);
    expect(canvasElement.querySelectorAll('[onerror], [onload], [onclick]')).toHaveLength(0);
    for (const anchor of canvasElement.querySelectorAll('a')) {
      expect(anchor.getAttribute('href') ?? '').not.toMatch(/^\s*(javascript|vbscript|data|file):/i);
    }
    // Only the safe link is a link; every refused one is plain text that does nothing when clicked.
    expect(canvas.getAllByRole('link').map((a) => a.textContent)).toEqual(['safe']);
    for (const text of [
      'click',
      'shout',
      'tabbed',
      'entity',
      'hex entity',
      'named colon',
      'vbscript',
      'data',
      'file',
    ]) {
      const refused = canvas.getByText(text);
      expect(refused.closest('a')).toBeNull();
      await userEvent.click(refused);
    }
    expect(canvas.getByText('javascript:window.__xss=1').closest('a')).toBeNull();
    expect(canvas.getByText('svg').tagName).toBe('SPAN');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((window as XssWindow).__xss).toBeUndefined();
  },
};
