import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoadingOverlay } from '../../src/ui/LoadingOverlay';
import { Spinner } from '../../src/ui/Spinner';
import { storyTexts, storyTheme } from '../../.storybook/modes/storyTexts';
import { rgb } from './themeChecks';

const meta = { title: 'Design system/Spinner', tags: ['autodocs'], component: Spinner } satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    expect(canvasElement.querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(canvasElement.querySelector('[role="status"]')).toBeNull();
  },
};

export const Labelled: Story = {
  args: { label: 'Logging in...' },
  play: async ({ canvas, globals, parameters }) => {
    const spinner = canvas.getByRole('status', { name: storyTexts(globals).login.loggedIn.loggingIn });
    expect(spinner).toBeVisible();
    const { colors } = storyTheme(globals, parameters.theme);
    expect(getComputedStyle(spinner).borderTopColor).toBe(rgb(colors.primary));
    expect(getComputedStyle(spinner).borderBottomColor).toBe(rgb(colors.border));
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {[14, 24, 48].map((size) => (
        <Spinner key={size} size={size} label={`${size} px`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    expect(canvas.getByRole('status', { name: '48 px' }).getBoundingClientRect().width).toBe(48);
  },
};

export const OverContent: StoryObj<typeof LoadingOverlay> = {
  render: (_, { globals, parameters }) => (
    <div
      style={{
        position: 'relative',
        width: 400,
        padding: 24,
        border: `1px solid ${storyTheme(globals, parameters.theme).colors.border}`,
      }}
    >
      <h2 style={{ marginTop: 0 }}>Continue to Acme</h2>
      <p>The form under the overlay cannot be used while the widget is busy.</p>
      <LoadingOverlay />
    </div>
  ),
  play: async ({ canvas, canvasElement, globals }) => {
    expect(canvas.getByRole('status', { name: storyTexts(globals).ui.loadingOverlay.label })).toBeVisible();
    expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};
