import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { formatMessage } from '../../src/core/message';
import { storyTexts } from '../../.storybook/modes/storyTexts';
import { PasswordResetVerifyConfirmationScreen } from '../../src/login/groups/passwords/PasswordResetVerifyConfirmationScreen';
import { passwordIntentSpies } from './intentSpies';
import { expectHeadingFocused, mailProviderLink, sentToLine } from './storyChecks';
import { withWidgetFrame } from './WidgetFrame';

const meta = {
  title: 'Login/Screens/Password reset verify confirmation',
  component: PasswordResetVerifyConfirmationScreen,
  decorators: [withWidgetFrame],
  args: {
    view: { screen: 'PasswordResetVerifyConfirmation', email: 'ada@acme.com', senderDomain: 'acme.com' },
    intents: passwordIntentSpies(),
    back: fn(),
  },
} satisfies Meta<typeof PasswordResetVerifyConfirmationScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SenderDomainKnown: Story = {
  play: async ({ canvas, args, globals }) => {
    const { common, passwordResetVerifyConfirmation: texts } = storyTexts(globals).login;
    await expectHeadingFocused(canvas, texts.heading);
    expect(sentToLine(canvas, 'ada@acme.com')).toHaveTextContent(
      formatMessage(texts.sentTo, { email: 'ada@acme.com' }),
    );
    expect(mailProviderLink(canvas, common, 'Gmail')).toHaveAttribute(
      'href',
      'https://mail.google.com/mail/u/0/#search/from%3A%40acme.com+in%3Aanywhere',
    );
    expect(mailProviderLink(canvas, common, 'Outlook')).toHaveAttribute(
      'href',
      'https://outlook.live.com/mail/0/search?q=from%3A%40acme.com',
    );
    await userEvent.click(canvas.getByRole('button', { name: common.resendEmail }));
    expect(args.intents.resendResetEmail).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const SenderDomainUnknown: Story = {
  args: { view: { screen: 'PasswordResetVerifyConfirmation', email: 'ada@acme.com', senderDomain: null } },
  play: async ({ canvas, globals }) => {
    const { common } = storyTexts(globals).login;
    expect(canvas.getAllByRole('link')).toHaveLength(2);
    expect(mailProviderLink(canvas, common, 'Gmail')).toHaveAttribute('href', 'https://mail.google.com/mail/u/0/');
  },
};
