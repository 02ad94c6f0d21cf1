import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { GeniosTheme } from '../../src/theme';
import { MessageBody } from '../../src/ui/MessageBody';
import { storyTexts, storyTheme } from '../../.storybook/modes/storyTexts';
import { rgb } from './themeChecks';
// Markdown only accepts http(s) images, so the asset must be served as a file, never inlined as data:.
import logoUrl from '../assets/logo.svg?url&no-inline';

type Colors = GeniosTheme['colors'];

/** A chat bubble as the chat panel draws one, in the theme in use: the message body inherits its colour. */
const inBubble =
  (background: (colors: Colors) => string, color: (colors: Colors) => string): Decorator =>
  (Story, { globals, parameters }) => {
    const { colors } = storyTheme(globals, parameters.theme);
    return (
      <div
        style={{
          width: 360,
          padding: '12px 16px',
          borderRadius: 12,
          background: background(colors),
          color: color(colors),
          border: `1px solid ${colors.border}`,
        }}
      >
        <Story />
      </div>
    );
  };

const meta = {
  title: 'Design system/Markdown',
  tags: ['autodocs'],
  component: MessageBody,
  args: { format: 'text/markdown', text: '' },
  decorators: [
    inBubble(
      ({ background }) => background,
      ({ text }) => text,
    ),
  ],
} satisfies Meta<typeof MessageBody>;
export default meta;
type Story = StoryObj<typeof meta>;

const rich = `# Quarterly summary

The **IPO pitch** for *Acme Corp* is ~~draft~~ ready. Read the [filing guide](https://example.com/guide), write to [the desk](mailto:desk@example.com), or visit www.example.org.

## Next steps

1. Review the cover page
2. Upload the latest \`financials.xlsx\`
   - check the totals
   - confirm the currency

- [x] Company named
- [ ] Files uploaded

### Figures

| Metric | 2024 | 2025 |
| :----- | ---: | ---: |
| Revenue | 12.4 | 15.1 |
| Margin | 18% | 21% |

> Figures are unaudited.

\`\`\`ts
const margin = (revenue - costs) / revenue;
\`\`\`
`;

export const Rich: Story = {
  args: { text: rich },
  play: async ({ canvas, canvasElement, globals }) => {
    const { taskDone, taskToDo } = storyTexts(globals).ui.markdown;
    expect(canvas.getByRole('heading', { level: 1, name: 'Quarterly summary' })).toBeVisible();
    expect(canvas.getByRole('heading', { level: 2, name: 'Next steps' })).toBeVisible();
    expect(canvas.getByRole('heading', { level: 3, name: 'Figures' })).toBeVisible();

    // Ordered list with a nested list, then a task list.
    expect(canvasElement.querySelectorAll('ol > li')).toHaveLength(2);
    expect(canvasElement.querySelectorAll('ol ul > li')).toHaveLength(2);
    expect(canvas.getByRole('checkbox', { name: taskDone })).toBeChecked();
    expect(canvas.getByRole('checkbox', { name: taskToDo })).not.toBeChecked();
    expect(canvas.getByRole('checkbox', { name: taskDone })).toBeDisabled();

    // GFM table with its column alignment.
    expect(canvas.getByRole('table')).toBeVisible();
    expect(canvas.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Metric', '2024', '2025']);
    expect(getComputedStyle(canvas.getByRole('cell', { name: '15.1' })).textAlign).toBe('right');

    expect(canvasElement.querySelector('del')).toHaveTextContent('draft');
    expect(canvasElement.querySelector('blockquote')).toHaveTextContent('Figures are unaudited.');
    expect(canvasElement.querySelector('li > code')).toHaveTextContent('financials.xlsx');
    expect(canvasElement.querySelector('pre > code')).toHaveTextContent('const margin = (revenue - costs) / revenue;');

    // Web links open in a new tab without an opener; mailto stays in place.
    const guide = canvas.getByRole('link', { name: 'filing guide' });
    expect(guide).toHaveAttribute('href', 'https://example.com/guide');
    expect(guide).toHaveAttribute('target', '_blank');
    expect(guide).toHaveAttribute('rel', 'noopener noreferrer');
    const autolink = canvas.getByRole('link', { name: 'www.example.org' });
    expect(autolink).toHaveAttribute('href', 'http://www.example.org');
    expect(autolink).toHaveAttribute('target', '_blank');
    const mail = canvas.getByRole('link', { name: 'the desk' });
    expect(mail).toHaveAttribute('href', 'mailto:desk@example.com');
    expect(mail).not.toHaveAttribute('target');
  },
};

/** A member's bubble is filled with primary: text and links take the colour drawn on it, code keeps its own box. */
export const InDarkBubble: Story = {
  args: {
    text: 'Compare **Q3** with `Q2` and see [the notes](https://example.com/notes).\n\n- margin up\n- costs flat',
  },
  decorators: [
    inBubble(
      ({ primary }) => primary,
      ({ onPrimary }) => onPrimary,
    ),
  ],
  play: async ({ canvas, globals, parameters }) => {
    const link = canvas.getByRole('link', { name: 'the notes' });
    expect(getComputedStyle(link).color).toBe(rgb(storyTheme(globals, parameters.theme).colors.onPrimary));
    expect(getComputedStyle(link).textDecorationLine).toBe('underline');
  },
};

const absoluteLogo = new URL(logoUrl, window.location.href).href;

export const Images: Story = {
  args: {
    text: [
      `![Genios logo](${absoluteLogo})`,
      '',
      'Inline data is refused: ![tracking pixel](data:image/png;base64,iVBORw0KGgo=)',
      '',
      'So is a local file: ![passwd](file:///etc/passwd)',
    ].join('\n'),
  },
  play: async ({ canvas, canvasElement }) => {
    const images = canvasElement.querySelectorAll('img');
    expect(images).toHaveLength(1);
    const logo = canvas.getByRole('img', { name: 'Genios logo' }) as HTMLImageElement;
    expect(logo.src).toBe(absoluteLogo);
    await waitFor(() => expect(logo.complete && logo.naturalWidth > 0).toBe(true));
    // Refused images leave their alt text, not an element that could load anything.
    expect(canvas.getByText('tracking pixel').tagName).toBe('SPAN');
    expect(canvas.getByText('passwd').tagName).toBe('SPAN');
  },
};

/** Images from any other host would tell it who read the message: they become links the member may follow. */
export const ForeignImages: Story = {
  args: {
    text: [
      `Ours: ![Genios logo](${absoluteLogo})`,
      '',
      'A beacon: ![tracking pixel](https://tracker.example/pixel.gif?reader=member)',
      '',
      'Another host: ![chart](http://cdn.example/chart.png)',
    ].join('\n'),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Genios logo' })).toBeVisible();
    expect(canvasElement.querySelectorAll('img')).toHaveLength(1);
    const beacon = canvas.getByRole('link', { name: 'tracking pixel' });
    expect(beacon).toHaveAttribute('href', 'https://tracker.example/pixel.gif?reader=member');
    expect(beacon).toHaveAttribute('rel', 'noopener noreferrer');
    expect(canvas.getByRole('link', { name: 'chart' })).toHaveAttribute('href', 'http://cdn.example/chart.png');
  },
};

const plain = `# Not a heading
**not bold** and [not a link](https://example.com)
    indented line kept
<b>not markup</b>`;

export const PlainTextFormat: Story = {
  args: { format: 'text/plain', text: plain },
  play: async ({ canvas, canvasElement }) => {
    expect(canvas.queryByRole('heading')).toBeNull();
    expect(canvas.queryByRole('link')).toBeNull();
    expect(canvasElement.querySelector('strong, b, h1')).toBeNull();
    const body = canvas.getByText(/# Not a heading/);
    expect(body.textContent).toBe(plain);
    expect(getComputedStyle(body).whiteSpace).toBe('pre-wrap');
  },
};

/**
 * How a chat message looks for a moment when a screenful of messages comes into view at once (a resync, a
 * dragged scrollbar): its words as written, until a background render formats them. Only this story shows
 * this text, so it is never formatted here.
 */
export const AsWrittenBeforeFormatting: Story = {
  name: 'As written, before formatting',
  args: {
    formatLater: true,
    text: 'Answer **42**: the cover needs a *tighter* story.\n\n- Revenue 42\n- Margin 5%',
  },
  play: async ({ canvas, canvasElement, args }) => {
    expect(canvasElement.querySelector('strong, em, ul')).toBeNull();
    const body = canvas.getByText(/Answer \*\*42\*\*/);
    expect(body.textContent).toBe(args.text);
    expect(getComputedStyle(body).whiteSpace).toBe('pre-wrap');
  },
};
