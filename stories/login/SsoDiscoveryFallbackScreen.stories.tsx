import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SsoDiscoveryFallbackScreen } from '../../src/login/groups/federation/SsoDiscoveryFallbackScreen';
import { expectHeadingFocused } from './storyChecks';
import { withWidgetFrame } from './WidgetFrame';

const meta = {
  title: 'Login/Screens/SSO Discovery Fallback',
  component: SsoDiscoveryFallbackScreen,
  decorators: [withWidgetFrame],
  args: { view: {}, onSubmitSlug: fn(), onTryAnotherMethod: fn(), onBack: fn() },
} satisfies Meta<typeof SsoDiscoveryFallbackScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EnterSlug: Story = {
  play: async ({ canvas, args }) => {
    await expectHeadingFocused(canvas, "Sorry, we couldn't find any connections.");
    const slug = canvas.getByRole('textbox', { name: 'Organization slug' });
    expect(slug).toHaveAttribute('placeholder', 'Enter org slug');
    const submit = canvas.getByRole('button', { name: 'Continue' });
    expect(submit).toBeDisabled();
    await userEvent.type(slug, '   ');
    expect(submit).toBeDisabled();
    await userEvent.type(slug, 'acme-corp');
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    expect(args.onSubmitSlug).toHaveBeenCalledWith('acme-corp');
    await userEvent.click(canvas.getByRole('button', { name: 'Try another log in method' }));
    expect(args.onTryAnotherMethod).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const OrganizationNotFound: Story = {
  args: { view: { error: 'Organization not found. Please try again.' } },
  play: async ({ canvas }) => {
    const slug = canvas.getByRole('textbox', { name: 'Organization slug' });
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    expect(slug).toHaveAccessibleDescription('Organization not found. Please try again.');
  },
};

export const LookupError: Story = {
  args: { view: { error: 'An error occurred. Please try again.' } },
  play: async ({ canvas }) => {
    expect(canvas.getByText('An error occurred. Please try again.')).toBeVisible();
  },
};
