import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SsoDiscoveryFallbackScreen } from '../../src/login/groups/federation/SsoDiscoveryFallbackScreen';
import { storyTexts } from '../../.storybook/modes/storyTexts';
import { federationIntentSpies } from './intentSpies';
import { expectHeadingFocused } from './storyChecks';
import { withWidgetFrame } from './WidgetFrame';

/** No slug tried yet. */
const empty = { screen: 'SsoDiscoveryFallback', errors: {}, submitting: false } as const;

const meta = {
  title: 'Login/Screens/SSO discovery fallback',
  component: SsoDiscoveryFallbackScreen,
  decorators: [withWidgetFrame],
  args: { view: empty, intents: federationIntentSpies(), back: fn() },
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
    expect(args.intents.submitSlug).toHaveBeenCalledWith('acme-corp');
    await userEvent.click(canvas.getByRole('button', { name: texts.tryAnotherMethod }));
    expect(args.intents.tryAgain).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const OrganizationNotFound: Story = {
  args: { view: { ...empty, errors: { slug: 'Organization not found. Please try again.' } } },
  play: async ({ canvas, globals }) => {
    const { ssoDiscoveryFallback: texts, messages } = storyTexts(globals).login;
    const slug = canvas.getByRole('textbox', { name: texts.slug });
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    expect(slug).toHaveAccessibleDescription(messages.organizationNotFound);
  },
};

export const LookupError: Story = {
  args: { view: { ...empty, errors: { slug: 'An error occurred. Please try again.' } } },
  play: async ({ canvas, globals }) => {
    expect(canvas.getByText(storyTexts(globals).login.messages.slugLookupFailure)).toBeVisible();
  },
};
