import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buttonSizes, defaultTheme, type ButtonTheme } from '../../src/theme';
import { Button, TextLinkButton } from '../../src/ui/Button';

const meta = {
  title: 'Design system/Button',
  tags: ['autodocs'],
  component: Button,
  args: { onClick: fn(), children: 'Continue' },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One row per size, so each theme story shows and checks the whole size scale. */
const allSizes = (variant: ButtonTheme): Story => ({
  args: { variant },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {size}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const size of buttonSizes) {
      const button = canvas.getByRole('button', { name: size });
      expect(button.getBoundingClientRect().height).toBe(defaultTheme.buttons.sizes[size].height);
      expect(getComputedStyle(button).backgroundColor).toBe(hexToRgb(defaultTheme.buttons.themes[variant].background));
      await userEvent.click(button);
    }
    expect(args.onClick).toHaveBeenCalledTimes(buttonSizes.length);
  },
});

const hexToRgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

export const Dawn = allSizes('dawn');
export const MidDay = allSizes('midDay');
export const Dusk = allSizes('dusk');

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Continue' });
    expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Continue' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const FullWidth: Story = {
  args: { fullWidth: true },
  render: (args) => (
    <div style={{ width: 400 }}>
      <Button {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    expect(canvas.getByRole('button').getBoundingClientRect().width).toBe(400);
  },
};

export const KeyboardActivation: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Continue' });
    expect(button).toHaveFocus();
    expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const TextLink: StoryObj<typeof TextLinkButton> = {
  render: (args) => (
    <p>
      Didn&apos;t get it? <TextLinkButton {...args}>Resend code</TextLinkButton>
    </p>
  ),
  args: { onClick: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Resend code' }));
    expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const TextLinkDisabled: StoryObj<typeof TextLinkButton> = {
  ...TextLink,
  args: { onClick: fn(), disabled: true },
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('button', { name: 'Resend code' });
    expect(link).toBeDisabled();
    await userEvent.click(link, { pointerEventsCheck: 0 });
    expect(args.onClick).not.toHaveBeenCalled();
  },
};
