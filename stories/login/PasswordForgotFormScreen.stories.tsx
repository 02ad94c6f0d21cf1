import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PasswordForgotFormScreen } from '../../src/login/groups/passwords/PasswordForgotFormScreen';
import { expectHeadingFocused } from './storyChecks';
import { withWidgetFrame } from './WidgetFrame';

const organizationCopy =
  "We'll email you a login link to sign in to your account directly or reset your password if you have one.";
const discoveryCopy =
  "We'll email you a verification link to sign up for an account or reset your password if you have one.";

const meta = {
  title: 'Login/Screens/Password forgot form',
  component: PasswordForgotFormScreen,
  decorators: [withWidgetFrame],
  args: { view: { copy: organizationCopy }, onSubmit: fn(), onBack: fn() },
} satisfies Meta<typeof PasswordForgotFormScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OrganizationFlow: Story = {
  play: async ({ canvas, args }) => {
    await expectHeadingFocused(canvas, 'Check your email for help signing in!');
    expect(canvas.getByText(organizationCopy)).toBeVisible();
    expect(canvas.queryByText(discoveryCopy)).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), ' ada@acme.com ');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    expect(args.onSubmit).toHaveBeenCalledWith('ada@acme.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    expect(args.onBack).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const DiscoveryFlow: Story = {
  args: { view: { copy: discoveryCopy, email: 'ada@acme.com' } },
  play: async ({ canvas }) => {
    expect(canvas.getByText(discoveryCopy)).toBeVisible();
    expect(canvas.queryByText(organizationCopy)).toBeNull();
    expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@acme.com');
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvas, args }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'ada@{Enter}');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Invalid email address');
    expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(email, 'acme.com');
    expect(canvas.queryByText('Invalid email address')).toBeNull();
    email.blur();
  },
};

export const ProviderError: Story = {
  args: { view: { copy: organizationCopy, email: 'ada@acme.com', error: 'Member not found in organization.' } },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Member not found in organization.',
    );
  },
};
