import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buttonSizes, buttonThemes, type ButtonPalette, type ButtonTheme } from '../../src/theme';
import { Button, TextLinkButton, type ButtonProps } from '../../src/ui/Button';
import { storyTexts, storyTheme } from '../../.storybook/modes/storyTexts';
import { expectFocusRing, rgb } from './themeChecks';

const meta = {
  title: 'Design system/Button',
  tags: ['autodocs'],
  component: Button,
  // The widget's 'Continue', so the label is the pseudo-locale's in that mode.
  args: { onClick: fn(), children: 'Continue' },
  // The props' types are unions read off const arrays, which the docs cannot show: each is a select of its values.
  argTypes: {
    variant: {
      control: { type: 'select' },
      options: buttonThemes,
      table: { type: { summary: buttonThemes.join(' | ') }, defaultValue: { summary: 'midDay' } },
    },
    size: {
      control: { type: 'select' },
      options: buttonSizes,
      table: { type: { summary: buttonSizes.join(' | ') }, defaultValue: { summary: 'large' } },
    },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One row per size, so each theme story shows and checks the whole size scale. */
const allSizes = (variant: ButtonTheme): Story => ({
  args: { variant },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {size}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvas, args, globals, parameters }) => {
    const theme = storyTheme(globals, parameters.theme);
    for (const size of buttonSizes) {
      const button = canvas.getByRole('button', { name: size });
      expect(button.getBoundingClientRect().height).toBe(theme.buttons.sizes[size].height);
      expectPalette(button, theme.buttons.themes[variant]);
      await userEvent.click(button);
    }
    expect(args.onClick).toHaveBeenCalledTimes(buttonSizes.length);
  },
});

/** The button is drawn in the palette's colours (the theme's, in the mode the story runs in). */
const expectPalette = (button: HTMLElement, palette: ButtonPalette) => {
  const style = getComputedStyle(button);
  expect(style.backgroundColor).toBe(rgb(palette.background));
  expect(style.color).toBe(rgb(palette.color));
  expect(style.borderTopColor).toBe(rgb(palette.border));
};

export const Dawn = allSizes('dawn');
export const MidDay = allSizes('midDay');
export const Dusk = allSizes('dusk');

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args, globals }) => {
    const button = canvas.getByRole('button', { name: storyTexts(globals).login.common.continue });
    expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, args, globals }) => {
    const button = canvas.getByRole('button', { name: storyTexts(globals).login.common.continue });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const FullWidth: Story = {
  args: { fullWidth: true },
  render: (args) => (
    <div style={{ width: 400 }}>
      <Button {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    expect(canvas.getByRole('button').getBoundingClientRect().width).toBe(400);
  },
};

export const KeyboardActivation: Story = {
  play: async ({ canvas, args, globals, parameters }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: storyTexts(globals).login.common.continue });
    expect(button).toHaveFocus();
    expectFocusRing(button, storyTheme(globals, parameters.theme).colors.focus);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** The widget's 'Resend code', in running text: it takes the theme's primary colour, underlined. */
export const TextLink: StoryObj<typeof TextLinkButton> = {
  render: (args) => (
    <p>
      <TextLinkButton {...args} />
    </p>
  ),
  args: { onClick: fn(), children: 'Resend code' },
  play: async ({ canvas, args, globals, parameters }) => {
    const link = canvas.getByRole('button', { name: storyTexts(globals).login.otpEntry.resendCode });
    expect(getComputedStyle(link).color).toBe(rgb(storyTheme(globals, parameters.theme).colors.primary));
    await userEvent.click(link);
    expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const TextLinkDisabled: StoryObj<typeof TextLinkButton> = {
  ...TextLink,
  args: { onClick: fn(), children: 'Resend code', disabled: true },
  play: async ({ canvas, args, globals }) => {
    const link = canvas.getByRole('button', { name: storyTexts(globals).login.otpEntry.resendCode });
    expect(link).toBeDisabled();
    await userEvent.click(link, { pointerEventsCheck: 0 });
    expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** The states a button is drawn in, as a designer reviews them side by side; focus comes from the play. */
const buttonStates = ['enabled', 'disabled', 'loading'] as const;
type ButtonState = (typeof buttonStates)[number];

const stateProps = (state: ButtonState) => ({ disabled: state === 'disabled', loading: state === 'loading' });

/** Every variant in every state, one row each, across every size. */
function ButtonGrid(args: ButtonProps) {
  return (
    <table style={{ borderSpacing: 12 }}>
      <thead>
        <tr>
          <td />
          {buttonSizes.map((size) => (
            <th key={size} scope="col">
              {size}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {buttonThemes.flatMap((variant) =>
          buttonStates.map((state) => (
            <tr key={`${variant} ${state}`}>
              <th scope="row" style={{ textAlign: 'start' }}>{`${variant}, ${state}`}</th>
              {buttonSizes.map((size) => (
                <td key={size}>
                  <Button {...args} variant={variant} size={size} {...stateProps(state)} />
                </td>
              ))}
            </tr>
          )),
        )}
      </tbody>
    </table>
  );
}

/** The cells of a row of the grid, by its header ('dusk, loading'), in the order of the sizes. */
const rowCells = (canvas: ReturnType<typeof within>, name: string) =>
  within(canvas.getByRole('rowheader', { name }).closest('tr')!).getAllByRole('cell');

/** The design system's buttons at a glance: variant × size × state, the first one focused from the keyboard. */
export const AllStates: Story = {
  render: (args) => <ButtonGrid {...args} />,
  play: async ({ canvas, globals, parameters }) => {
    const theme = storyTheme(globals, parameters.theme);
    const label = storyTexts(globals).login.common.continue;
    for (const variant of buttonThemes) {
      for (const state of buttonStates) {
        const cells = rowCells(canvas, `${variant}, ${state}`);
        expect(cells).toHaveLength(buttonSizes.length);
        cells.forEach((cell, index) => {
          const button = within(cell).getByRole('button', { name: label });
          expect(button.getBoundingClientRect().height).toBe(theme.buttons.sizes[buttonSizes[index]!].height);
          expectPalette(button, theme.buttons.themes[variant]);
          expect(button).toHaveProperty('disabled', state !== 'enabled');
          expect(button.getAttribute('aria-busy')).toBe(state === 'loading' ? 'true' : null);
        });
      }
    }
    await userEvent.tab();
    const first = within(rowCells(canvas, `${buttonThemes[0]}, enabled`)[0]!).getByRole('button');
    expect(first).toHaveFocus();
    expectFocusRing(first, theme.colors.focus);
  },
};
