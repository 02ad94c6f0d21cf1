import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ScreenLayout } from '../../src/login/screens/ScreenLayout';
import { Button } from '../../src/ui/Button';
import { expectHeadingFocused } from './storyChecks';
import { withWidgetFrame } from './WidgetFrame';

const meta = {
  title: 'Login/Screens/Screen Layout',
  component: ScreenLayout,
  decorators: [withWidgetFrame],
  args: {
    heading: 'Enter passcode',
    subheading: 'A 6-digit passcode was sent to you at ada@acme.com.',
    children: <Button fullWidth>Continue</Button>,
  },
} satisfies Meta<typeof ScreenLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithBack: Story = {
  args: { onBack: fn() },
  play: async ({ canvas, args }) => {
    const heading = await expectHeadingFocused(canvas, 'Enter passcode');
    expect(heading).toHaveAttribute('tabindex', '-1');
    const back = canvas.getByRole('button', { name: 'Back' });
    // From the focused heading, Tab goes on to the content and Shift+Tab back to the arrow before it.
    await userEvent.tab();
    expect(canvas.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(back).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(args.onBack).toHaveBeenCalledOnce();
    back.blur();
  },
};

export const WithoutBack: Story = {
  play: async ({ canvas }) => {
    await expectHeadingFocused(canvas, 'Enter passcode');
    expect(canvas.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(canvas.getByText('A 6-digit passcode was sent to you at ada@acme.com.')).toBeVisible();
  },
};
