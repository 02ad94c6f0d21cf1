import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { GeniosTheme } from '../../src/theme';
import {
  breachedPasswordWarning,
  type PasswordConfig,
  type PasswordStrengthResult,
} from '../../src/ui/passwordStrength';
import { PasswordStrengthMeter } from '../../src/ui/PasswordStrengthMeter';
import { storyTheme } from '../../.storybook/modes/storyTexts';
import { rgb } from './themeChecks';

const config: PasswordConfig = { luds_minimum_count: 10, luds_complexity: 3 };

const result = (overrides: Partial<PasswordStrengthResult>): PasswordStrengthResult => ({
  score: 0,
  valid_password: false,
  zxcvbn_feedback: { warning: '', suggestions: [] },
  luds_feedback: {
    has_lower_case: true,
    has_upper_case: true,
    has_digit: true,
    has_symbol: true,
    missing_characters: 0,
    missing_complexity: 0,
  },
  strength_policy: 'zxcvbn',
  breached_password: false,
  ...overrides,
});

const luds = (feedback: Partial<PasswordStrengthResult['luds_feedback']>, breached = false) =>
  result({
    strength_policy: 'luds',
    breached_password: breached,
    luds_feedback: { ...result({}).luds_feedback, ...feedback },
  });

const meta = {
  title: 'Design system/Password strength meter',
  tags: ['autodocs'],
  component: PasswordStrengthMeter,
  args: { config, result: null },
  decorators: [
    (Story) => (
      <div data-width-frame style={{ width: 336 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordStrengthMeter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The meter's filled segments: how many and in which colour. */
const readMeter = (meter: HTMLElement) => {
  const segments = Array.from(meter.querySelectorAll<HTMLElement>('[data-segment]'));
  const filled = segments.filter((segment) => segment.dataset.filled === 'true');
  return {
    total: segments.length,
    filled: filled.length,
    colours: new Set(filled.map((segment) => getComputedStyle(segment).backgroundColor)),
  };
};

export const PolicyNone: Story = {
  args: { result: result({ strength_policy: 'none', score: 4 }) },
  play: async ({ canvasElement }) => {
    expect(canvasElement.querySelector('[data-width-frame]')?.childElementCount).toBe(0);
  },
};

/** Each score's meter: how many segments it fills, in which of the theme's colours, and what it reads as. */
const expected: { score: number; filled: number; colour: keyof GeniosTheme['colors']; text: string }[] = [
  { score: 0, filled: 1, colour: 'weak', text: 'Weak, score 0 of 4' },
  { score: 1, filled: 1, colour: 'weak', text: 'Weak, score 1 of 4' },
  { score: 2, filled: 2, colour: 'weak', text: 'Weak, score 2 of 4' },
  { score: 3, filled: 3, colour: 'strong', text: 'Strong, score 3 of 4' },
  { score: 4, filled: 4, colour: 'strong', text: 'Strong, score 4 of 4' },
];

/** Every zxcvbn score, 0 to 4, one meter each. */
export const ZxcvbnScores: Story = {
  name: 'Strength scores',
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {expected.map(({ score }) => (
        <div
          key={score}
          data-score={score}
          style={{ display: 'grid', gridTemplateColumns: '64px 1fr', alignItems: 'center' }}
        >
          <span style={{ fontSize: 14 }}>Score {score}</span>
          <PasswordStrengthMeter {...args} result={result({ score })} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement, globals, parameters }) => {
    const { colors } = storyTheme(globals, parameters.theme);
    for (const { score, filled, colour, text } of expected) {
      const row = canvasElement.querySelector(`[data-score="${score}"]`) as HTMLElement;
      const meter = within(row).getByRole('meter', { name: 'Password strength' });
      expect(meter).toHaveAttribute('aria-valuenow', String(score));
      expect(meter).toHaveAttribute('aria-valuetext', text);
      const reading = readMeter(meter);
      expect(reading.total).toBe(4);
      expect(reading.filled).toBe(filled);
      expect([...reading.colours]).toEqual([rgb(colors[colour])]);
    }
  },
};

export const ZxcvbnWithWarning: Story = {
  name: 'Strength with a warning',
  args: {
    result: result({
      score: 1,
      zxcvbn_feedback: {
        warning: 'This is similar to a commonly used password.',
        suggestions: ['Add another word or two. Uncommon words are better.'],
      },
    }),
  },
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: 'Password strength' });
    expect(readMeter(meter).filled).toBe(1);
    expect(canvas.getByText('This is similar to a commonly used password.')).toBeVisible();
  },
};

const checkTexts = [
  'Must be at least 10 characters long',
  'Must contain 3 of the following: uppercase letter, lowercase letter, number, symbol',
];

/** Each check's state as assistive technology reads it (the visually hidden prefix), not by colour. */
const readChecks = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

export const LudsAllMet: Story = {
  name: 'Every character type',
  args: { result: luds({}) },
  play: async ({ canvas, canvasElement }) => {
    expect(canvas.getByRole('list', { name: 'Password requirements' })).toBeVisible();
    expect(readChecks(canvasElement)).toEqual(checkTexts.map((text) => `Met: ${text}`));
    expect(canvas.queryByText(breachedPasswordWarning)).toBeNull();
    expect(canvas.queryByRole('meter')).toBeNull();
  },
};

export const LudsMissingLengthAndComplexity: Story = {
  name: 'Missing length and character types',
  args: {
    result: luds({ has_upper_case: false, has_symbol: false, missing_characters: 4, missing_complexity: 1 }),
  },
  play: async ({ canvas, canvasElement }) => {
    expect(readChecks(canvasElement)).toEqual(checkTexts.map((text) => `Not met: ${text}`));
    for (const item of canvas.getAllByRole('listitem')) expect(item).toHaveAttribute('data-met', 'false');
    expect(canvas.queryByText(breachedPasswordWarning)).toBeNull();
  },
};

export const LudsBreached: Story = {
  name: 'Breached password',
  args: { result: luds({ has_symbol: false, missing_complexity: 1 }, true) },
  play: async ({ canvas, canvasElement }) => {
    expect(readChecks(canvasElement)).toEqual([`Met: ${checkTexts[0]}`, `Not met: ${checkTexts[1]}`]);
    expect(canvas.getByText(breachedPasswordWarning)).toBeVisible();
  },
};
