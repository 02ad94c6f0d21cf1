import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SsoDiscoveryFallbackScreen } from '../../src/login/groups/federation/SsoDiscoveryFallbackScreen';
import { storyTexts } from '../../.storybook/modes/storyTexts';
import { expectHeadingFocused } from './storyChecks';
import { withWidgetFrame } from './WidgetFrame';

const meta = {
  title: 'Login/Screens/SSO discovery fallback',
  component: SsoDiscoveryFallbackScreen,
  decorators: [withWidgetFrame],
  args: { view: {}, onSubmitSlug: fn(), onTryAnotherMethod: fn(), onBack: fn() },
} satisfies Meta<typeof SsoDiscoveryFallbackScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EnterSlug: Story = {
  play: async ({ canvas, args, globals }) => {
    const { ssoDiscoveryFallback: texts, common } = storyTexts(globals).login;
    await expectHeadingFocused(canvas, texts.heading);
    expect(canvas.getByText(texts.enterSlug)).toBeVisible();
    const slug = canvas.getByRole('textbox', { name: texts.slug });
    expect(slug).toHaveAttribute('placeholder', texts.slugPlaceholder);
    const submit = canvas.getByRole('button', { name: common.continue });
    expect(submit).toBeDisabled();
    await userEvent.type(slug, '   ');
    expect(submit).toBeDisabled();
    await userEvent.type(slug, 'acme-corp');
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    expect(args.onSubmitSlug).toHaveBeenCalledWith('acme-corp');
    await userEvent.click(canvas.getByRole('button', { name: texts.tryAnotherMethod }));
    expect(args.onTryAnotherMethod).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const OrganizationNotFound: Story = {
  args: { view: { error: 'Organization not found. Please try again.' } },
  play: async ({ canvas, globals }) => {
    const { ssoDiscoveryFallback: texts, messages } = storyTexts(globals).login;
    const slug = canvas.getByRole('textbox', { name: texts.slug });
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    expect(slug).toHaveAccessibleDescription(messages.organizationNotFound);
  },
};

export const LookupError: Story = {
  args: { view: { error: 'An error occurred. Please try again.' } },
  play: async ({ canvas, globals }) => {
    expect(canvas.getByText(storyTexts(globals).login.messages.slugLookupFailure)).toBeVisible();
  },
};
