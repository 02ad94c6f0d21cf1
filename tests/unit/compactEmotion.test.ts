import createCache from '@emotion/cache';
import { css as emotionCss, keyframes as emotionKeyframes } from '@emotion/react';
import { serializeStyles as emotionSerialize } from '@emotion/serialize';
import { compile, serialize, stringify } from 'stylis';
import { describe, expect, it } from 'vitest';
import {
  classRule,
  css as compactCss,
  definedKeyframes,
  keyframes as compactKeyframes,
  serializeStyles,
} from '../../src/theme/compactEmotion/serialize';
import { StyleText } from '../../src/theme/compactEmotion/sheet';
import { defaultTheme } from '../../src/theme';
import { focusRing } from '../../src/ui/focus';
import { inputStyle } from '../../src/ui/inputStyle';
import { messageText } from '../../src/ui/messageText';
import { visuallyHidden } from '../../src/ui/visuallyHidden';
import { bodyText, linkRow, stack } from '../../src/login/screens/screenStyles';

/**
 * The standalone widget's compact runtime must give every element the CSS Emotion gives it in the app and in
 * Storybook. Both sides are flattened to plain rules by stylis: Emotion's through its own cache (stylis with
 * its compat plugin, no vendor prefixes), the compact runtime's nested text as the browser's CSS nesting
 * would read it, where `&` stands for the class.
 */
const theme = defaultTheme;

function emotionRules(styles: unknown): string {
  const cache = createCache({ key: 'x', stylisPlugins: [] });
  const serialized = emotionSerialize([styles] as never, cache.registered, theme);
  const inserted = cache.insert('.x', serialized, { insert: () => undefined } as never, true) as unknown as string;
  return inserted;
}

const flatten = (text: string) => serialize(compile(text), stringify);
const compactRules = (styles: unknown, keyframesRule = '') =>
  flatten(keyframesRule) + flatten(classRule('x', serializeStyles(styles, theme)));

const objectStyles: [string, unknown][] = [
  ['a stack', stack(16)],
  ['body text', bodyText(theme)],
  ['a link row', linkRow(theme)],
  [
    'units, unitless properties and custom properties',
    { lineHeight: 1.3, flexShrink: 0, opacity: 0.5, zIndex: 2, fontWeight: 700, margin: 0, width: 24, '--gap': 4 },
  ],
  [
    'pseudo-classes without &',
    {
      marginTop: 24,
      ':empty': { display: 'none' },
      ':not(:first-of-type)': { marginTop: 8 },
      ':has(li)': { marginBottom: 16 },
    },
  ],
  [
    'selectors with &, lists and descendants',
    {
      '&:hover:not(:disabled)': { color: 'red' },
      'svg, :focus-visible': { outline: 'none' },
      '& + &': { marginTop: 4 },
    },
  ],
  [
    'media queries with nested pseudo-classes',
    { padding: 8, '@media (max-width: 576px)': { padding: 0, ':focus': { outline: 'none' } } },
  ],
  ['fallback values', { display: ['-webkit-box', 'flex'] }],
  [
    'nothing, false and undefined values',
    [false, null, undefined, { color: 'red', background: undefined, border: null }],
  ],
  ['a function of the theme', (t: typeof theme) => ({ color: t.colors.error })],
  [
    'css`` results mixed with objects',
    [inputStyle(theme), { appearance: 'none', paddingRight: 40, cursor: 'pointer' }],
  ],
  ['a css`` result nested under a selector', { '&:focus-within': focusRing(theme) }],
];

const templateStyles: [string, unknown][] = [
  ['the focus ring', focusRing(theme)],
  ['the input style', inputStyle(theme)],
  ['message text', messageText(theme)],
  ['visually hidden', visuallyHidden],
];

describe('the compact Emotion runtime', () => {
  it.each(objectStyles)('gives %s the CSS Emotion gives them', (_, styles) => {
    expect(compactRules(styles)).toBe(emotionRules(styles));
  });

  it.each(templateStyles)('gives %s (written with Emotion’s css``) the same CSS', (_, styles) => {
    expect(compactRules(styles)).toBe(emotionRules(styles));
  });

  it('builds css`` templates with interpolations as Emotion does', () => {
    const build = (css: typeof emotionCss) => css`
      color: ${theme.colors.text};
      width: ${24}px;
      ${css`
        :hover {
          color: red;
        }
      `}
      ${false}
        &:disabled,
        :focus {
        opacity: 0.5;
      }
    `;
    expect(compactRules(build(compactCss as never))).toBe(emotionRules(build(emotionCss)));
    expect(compactCss({ color: 'red' }).styles).toBe(emotionCss({ color: 'red' }).styles);
  });

  it('defines keyframes under Emotion’s name and rule', () => {
    const source = (keyframes: typeof emotionKeyframes) => keyframes`to { transform: rotate(360deg); }`;
    const emotion = source(emotionKeyframes);
    const compact = compactKeyframes`to { transform: rotate(360deg); }`;
    expect(compact.name).toBe(emotion.name);
    expect(compactRules({ animation: `${compact} 0.8s linear infinite` }, compact.rule)).toBe(
      flatten(emotion.styles) + emotionRules({ animation: `${emotion} 0.8s linear infinite` }),
    );
  });
});

describe('StyleText, the rules of a render outside the browser (the login page built into its HTML)', () => {
  it('holds each class and each document-wide style once, in the order given, the keyframes first', () => {
    const spin = compactKeyframes`to { transform: rotate(1turn); }`;
    const text = new StyleText();
    text.insertGlobal('body{margin:0}');
    text.insertClass('x-1', 'color:red;');
    text.insertClass('x-2', `animation:${spin} 1s;:hover{color:blue;}`);
    text.insertClass('x-1', 'color:red;');
    text.insertGlobal('body{margin:0}');
    // Every keyframes rule defined so far goes before the first class, as a browser's sheet has them.
    const keyframes = definedKeyframes.map((defined) => defined.rule).join('');
    expect(keyframes).toContain(spin.rule);
    expect(String(text)).toBe(
      `body{margin:0}${keyframes}.x-1{color:red;}.x-2{animation:${spin.name} 1s;&:hover{color:blue;}}`,
    );
  });
});
