import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { mountLogin, type DeepPartial, type GeniosTheme, type IntegratorConfig } from '../../src/login';
import { DEMO_PEOPLE, DEMO_PUBLIC_TOKEN } from '../../simulator/emulators/provider';
import { brandTheme, darkTheme, fontStacks } from '../../src/theme';
import { formatMessage } from '../../src/core/message';
import type { LoginStrings } from '../../src/login/groups/catalogue';
import { computedColour, createStoryPage, memoryStorage } from './widgetStory';
import { useStoryModes, useWidgetModes } from '../../.storybook/modes';
import { storyTexts, storyTheme } from '../../.storybook/modes/storyTexts';

/**
 * The integrator's view: a plain page that loads the widget with `mountLogin(selector, options)`, the way
 * the README tells integrators to. The widget makes its own provider client from the public token (here the
 * simulator's provider emulator, answered in the page by MSW) and reports to the page's callbacks.
 */

const { ada } = DEMO_PEOPLE;

const config: IntegratorConfig = {
  products: ['magic_link', 'google_oauth'],
  authFlowType: 'Discovery',
  sessionOptions: { sessionDurationMinutes: 60 },
  emailMagicLinksOptions: { discoveryRedirectURL: `${location.origin}/authenticate` },
  oauthOptions: { providers: [{ type: 'google' }], discoveryRedirectURL: `${location.origin}/authenticate` },
};

interface DemoPageProps {
  shadow: boolean;
  theme?: DeepPartial<GeniosTheme>;
  dark?: boolean;
}

/** The integrator's page: a header, the target element, and the callbacks' log. */
function DemoPage({ shadow, dark = false, ...own }: DemoPageProps) {
  const [log, setLog] = useState<string[]>([]);
  const { theme, strings } = useWidgetModes(own);
  const modes = useStoryModes();
  const darkPage = dark || modes.theme === 'dark';
  useEffect(() => {
    const page = createStoryPage('/login');
    const widget = mountLogin('#login-target', {
      publicToken: DEMO_PUBLIC_TOKEN,
      providerBaseUrl: location.origin,
      config,
      theme,
      strings,
      shadow,
      location: page.location,
      storage: memoryStorage(),
      callbacks: {
        onSuccess: (call) => setLog((lines) => [...lines, `onSuccess: ${call}`]),
        onError: (call) => setLog((lines) => [...lines, `onError: ${call}`]),
        onFlowComplete: () => setLog((lines) => [...lines, 'onFlowComplete']),
      },
    });
    return () => widget.unmount();
  }, [shadow, theme, strings]);
  const ink = darkPage ? '#E8EEF1' : '#1D2B33';
  return (
    <div
      css={{
        minHeight: 640,
        padding: 24,
        background: darkPage ? '#0A1014' : '#F7F4EE',
        color: ink,
        fontFamily: fontStacks.sans,
      }}
    >
      {/* A careless host stylesheet: it reaches an in-page widget but not one in a shadow root. */}
      <style>{'#login-target h2 { letter-spacing: 0.2em; }'}</style>
      <header css={{ marginBottom: 24 }}>
        <h1 css={{ margin: 0, fontSize: 22 }}>Portal of Example Ltd</h1>
        <p css={{ margin: '4px 0 0' }}>
          <code>{`mountLogin('#login-target', { publicToken, providerBaseUrl, config${own.theme ? ', theme' : ''}${shadow ? ', shadow: true' : ''} })`}</code>
        </p>
      </header>
      <main css={{ display: 'flex', gap: 32, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <div id="login-target" css={{ flex: 'none', maxWidth: '100%' }} />
        <section aria-label="Callbacks">
          <h2 css={{ margin: '0 0 8px', fontSize: 16 }}>Callbacks</h2>
          <ul data-callbacks="" css={{ margin: 0, paddingLeft: 20 }}>
            {log.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        </section>
      </main>
    </div>
  );
}

const meta = {
  title: 'Login/Integrator demo',
  component: DemoPage,
  args: { shadow: false },
  parameters: { layout: 'fullscreen', simulator: { scenario: 'provider-demo', seed: 1 } },
} satisfies Meta<typeof DemoPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Queries inside the widget, whether it renders in the page or in its shadow root. */
async function widgetIn(canvasElement: HTMLElement) {
  const target = canvasElement.querySelector<HTMLElement>('#login-target')!;
  await waitFor(() => expect((target.shadowRoot ?? target).querySelector('h2')).toBeTruthy());
  return within((target.shadowRoot?.firstElementChild as HTMLElement | null) ?? target);
}

/** Sends a magic link and sees the callbacks fire: what every variant of the page must do. */
async function sendMagicLink(canvasElement: HTMLElement, { main, common, emailConfirmation }: LoginStrings) {
  const widget = await widgetIn(canvasElement);
  // user-event types into document.activeElement, the shadow host in a shadow root: set the field directly
  // (an input event, which React and Preact both hand to onChange).
  fireEvent.input(widget.getByRole('textbox', { name: common.email }), { target: { value: ada.email } });
  await userEvent.click(widget.getByRole('button', { name: main.continueWithEmail }));
  await widget.findByRole('heading', { name: emailConfirmation.heading });
  const callbacks = within(canvasElement).getByRole('region', { name: 'Callbacks' });
  await waitFor(() => expect(callbacks).toHaveTextContent('onSuccess: magicLinks.email.discovery.send'));
  return widget;
}

/** On a plain page: the page's stylesheet reaches the widget (why an integrator may want a shadow root). */
export const PlainPage: Story = {
  play: async ({ canvasElement, globals }) => {
    const login = storyTexts(globals).login;
    const widget = await widgetIn(canvasElement);
    const heading = widget.getByRole('heading', { name: login.main.signUpOrLogIn });
    expect(getComputedStyle(heading).letterSpacing).not.toBe('normal');
    const google = formatMessage(login.main.continueWithProvider, { provider: 'Google' });
    expect(widget.getByRole('button', { name: google })).toBeVisible();
    const frame = canvasElement.querySelector('[data-login-widget]')!;
    expect(frame.getBoundingClientRect().width).toBe(400);
    await sendMagicLink(canvasElement, login);
  },
};

/** In a shadow root with the integrator's brand theme: the page's styles stay out, the theme comes in. */
export const ShadowRootCustomTheme: Story = {
  args: { shadow: true, theme: brandTheme },
  play: async ({ canvasElement, args, globals }) => {
    const login = storyTexts(globals).login;
    const theme = storyTheme(globals, args.theme);
    const target = canvasElement.querySelector('#login-target')!;
    const widget = await widgetIn(canvasElement);
    expect(target.shadowRoot?.mode).toBe('open');
    const heading = widget.getByRole('heading', { name: login.main.signUpOrLogIn });
    expect(getComputedStyle(heading).letterSpacing).toBe('normal');
    expect(getComputedStyle(heading).fontFamily).toContain('Tinos');
    const button = widget.getByRole('button', { name: login.main.continueWithEmail });
    expect(getComputedStyle(button).backgroundColor).toBe(computedColour(theme.buttons.themes.midDay.background));
    expect(getComputedStyle(button).borderTopLeftRadius).toBe(`${theme.buttons.borderRadius}px`);
    await sendMagicLink(canvasElement, login);
  },
};

/** A dark page with the dark theme, in a shadow root. */
export const DarkTheme: Story = {
  args: { shadow: true, theme: darkTheme, dark: true },
  play: async ({ canvasElement, args, globals }) => {
    const login = storyTexts(globals).login;
    const theme = storyTheme(globals, args.theme);
    const widget = await widgetIn(canvasElement);
    const frame = canvasElement.querySelector('#login-target')!.shadowRoot!.querySelector('[data-login-widget]')!;
    expect(getComputedStyle(frame).backgroundColor).toBe(computedColour(theme.container.background));
    const heading = widget.getByRole('heading', { name: login.main.signUpOrLogIn });
    expect(getComputedStyle(heading).color).toBe(computedColour(theme.colors.text));
    await sendMagicLink(canvasElement, login);
  },
};

/** A missing target: mountLogin throws, naming the selector, and nothing is mounted. */
export const MissingTarget: Story = {
  parameters: { screenshot: false },
  play: async () => {
    expect(() => mountLogin('#no-login-here', { publicToken: DEMO_PUBLIC_TOKEN, providerBaseUrl: '', config })).toThrow(
      '"#no-login-here"',
    );
  },
};
