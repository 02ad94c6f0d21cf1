import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { expect, waitFor } from 'storybook/test';
import { mountTargetMissing, mountWidget } from '../../src/login/widget/mount';
import { defaultTheme, ThemeProvider, type GeniosTheme } from '../../src/theme';
import { useWidgetModes } from '../../.storybook/modes';
import { computedColour } from './widgetStory';
import { TextInput } from '../../src/ui/TextInput';
import { Button } from '../../src/ui/Button';

/** The integrator's button colours, laid over the mode's theme (white on teal holds its contrast in each). */
const sampleTheme = { buttons: { themes: { midDay: { background: '#0C5A56', border: '#0C5A56', color: '#FFFFFF' } } } };

/** Something themed to mount: the real widget is mounted the same way. */
const Sample = ({ theme }: { theme: GeniosTheme }) => (
  <ThemeProvider theme={theme}>
    <form style={{ display: 'grid', gap: 12, width: 320 }}>
      <TextInput label="Email" type="email" name="email" autoComplete="email" />
      <Button type="button">Continue with email</Button>
    </form>
  </ThemeProvider>
);

function Host({ shadow }: { shadow: boolean }) {
  const host = useRef<HTMLDivElement>(null);
  // A root of its own: the preview's theme does not reach it, so it is handed the mode's.
  const { theme } = useWidgetModes({ theme: sampleTheme });
  useEffect(() => {
    const mounted = mountWidget(host.current!, <Sample theme={theme} />, { shadow });
    return () => mounted.unmount();
  }, [shadow, theme]);
  return (
    <div>
      {/* A hostile host stylesheet: it must not reach into a shadow-mounted widget. */}
      <style>{'[data-host] button { text-transform: uppercase !important; }'}</style>
      <div data-host="" ref={host} />
    </div>
  );
}

const meta = {
  title: 'Test cases/Login/Mount',
  component: Host,
  args: { shadow: true },
} satisfies Meta<typeof Host>;
export default meta;
type Story = StoryObj<typeof meta>;

const buttonIn = (root: ParentNode) => root.querySelector('button')!;

export const InShadowRoot: Story = {
  play: async ({ canvasElement }) => {
    const host = canvasElement.querySelector('[data-host]')!;
    await waitFor(() => expect(host.shadowRoot?.querySelector('button')).toBeTruthy());
    const shadow = host.shadowRoot!;
    expect(shadow.mode).toBe('open');
    // The integrator's theme applies inside the root, and the page's styles do not.
    const { background } = sampleTheme.buttons.themes.midDay;
    expect(getComputedStyle(buttonIn(shadow)).backgroundColor).toBe(computedColour(background));
    expect(getComputedStyle(buttonIn(shadow)).textTransform).toBe('none');
    // The widget's styles live in the root: Emotion's <style> elements, or the sheet the compact runtime the
    // standalone build ships adopts there.
    const styled = shadow.querySelector('style[data-emotion^="genios-login"]') ?? shadow.adoptedStyleSheets[0];
    expect(styled).toBeTruthy();
    const email = shadow.querySelector('input')!;
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(shadow.querySelector(`label[for="${email.id}"]`)).toHaveTextContent('Email');
  },
};

export const InPage: Story = {
  args: { shadow: false },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-host] button')).toBeTruthy());
    // Without a shadow root the host's stylesheet wins: why integrators may want one.
    expect(getComputedStyle(buttonIn(canvasElement.querySelector('[data-host]')!)).textTransform).toBe('uppercase');
  },
};

export const MissingTarget: Story = {
  parameters: { screenshot: false },
  play: async () => {
    expect(() => mountWidget('#no-such-element', <Sample theme={defaultTheme} />)).toThrow(
      mountTargetMissing('#no-such-element'),
    );
    expect(mountTargetMissing('#no-such-element')).toContain('"#no-such-element"');
  },
};
