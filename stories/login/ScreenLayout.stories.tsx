import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ScreenLayout } from '../../src/login/screens/ScreenLayout';
import { useTexts } from '../../src/ui/texts';
import { firstTexts } from '../../src/login/strings';
import { Button } from '../../src/ui/Button';
import { formatMessage } from '../../src/core/message';
import { storyTexts } from '../../.storybook/modes/storyTexts';
import { expectHeadingFocused } from './storyChecks';
import { withWidgetFrame } from './WidgetFrame';

/** The screen's content: a button whose label follows the locale, as the screens' own do. */
function ContinueButton() {
  const { common } = useTexts(firstTexts);
  return <Button fullWidth>{common.continue}</Button>;
}

const meta = {
  title: 'Login/Screen layout',
  component: ScreenLayout,
  decorators: [withWidgetFrame],
  args: {
    heading: 'Enter passcode',
    subheading: 'A 6-digit passcode was sent to you at ada@acme.com.',
    children: <ContinueButton />,
  },
} satisfies Meta<typeof ScreenLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithBack: Story = {
  args: { onBack: fn() },
  play: async ({ canvas, args, globals }) => {
    const { otpEntry, common } = storyTexts(globals).login;
    const heading = await expectHeadingFocused(canvas, otpEntry.heading);
    expect(heading).toHaveAttribute('tabindex', '-1');
    const back = canvas.getByRole('button', { name: common.back });
    // From the focused heading, Tab goes on to the content and Shift+Tab back to the arrow before it.
    await userEvent.tab();
    expect(canvas.getByRole('button', { name: common.continue })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(back).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(args.onBack).toHaveBeenCalledOnce();
    back.blur();
  },
};

export const WithoutBack: Story = {
  play: async ({ canvas, globals }) => {
    const { otpEntry, common } = storyTexts(globals).login;
    await expectHeadingFocused(canvas, otpEntry.heading);
    expect(canvas.queryByRole('button', { name: common.back })).toBeNull();
    expect(canvas.getByText(formatMessage(otpEntry.sentTo, { email: 'ada@acme.com' }))).toBeVisible();
  },
};
