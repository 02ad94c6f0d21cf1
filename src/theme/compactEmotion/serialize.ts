import hash from '@emotion/hash';
import unitless from '@emotion/unitless';

/**
 * Emotion's style values turned into CSS text, for the standalone widget's compact runtime (see index.ts).
 * The text keeps its nesting (`&:hover{…}`, `@media …{…}`): the browser's own CSS nesting resolves it, which
 * is what lets this runtime leave out the stylis compiler Emotion ships.
 */

/** What css`…` and css({…}) return: Emotion's SerializedStyles shape (a name and the styles' text). */
export interface CompactStyles {
  name: string;
  styles: string;
}

/** What keyframes`…` returns: interpolated, it is the animation's name; `rule` is the @keyframes rule. */
export interface CompactKeyframes extends CompactStyles {
  rule: string;
  toString(): string;
}

type StyleFunction = (theme: object) => unknown;

const isStyles = (value: object): value is CompactStyles =>
  typeof (value as CompactStyles).styles === 'string' && typeof (value as CompactStyles).name === 'string';
const isKeyframes = (value: object): value is CompactKeyframes => typeof (value as CompactKeyframes).rule === 'string';

/** `marginTop` → `margin-top`; custom properties stay as written. */
const propertyName = (key: string) => (key.startsWith('--') ? key : key.replace(/[A-Z]/g, '-$&').toLowerCase());

/** Numbers are pixels, as in Emotion, except for unitless properties, custom properties and zero. */
function declaration(key: string, value: string | number): string {
  const unit = typeof value === 'number' && value !== 0 && !unitless[key] && !key.startsWith('--') ? 'px' : '';
  return `${propertyName(key)}:${value}${unit};`;
}

function serializeObject(styles: Record<string, unknown>, theme: object): string {
  let text = '';
  for (const [key, value] of Object.entries(styles)) {
    if (value === null || value === undefined || typeof value === 'boolean') continue;
    if (typeof value === 'string' || typeof value === 'number') text += declaration(key, value);
    else if (Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number'))
      for (const fallback of value) text += declaration(key, fallback as string | number);
    else text += `${key}{${serializeStyles(value, theme)}}`;
  }
  return text;
}

/**
 * Any style value Emotion accepts (object, array, css`…` result, keyframes, function of the theme, text,
 * nothing) as CSS text.
 */
export function serializeStyles(value: unknown, theme: object): string {
  if (value === null || value === undefined || typeof value === 'boolean') return '';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (typeof value === 'function') return serializeStyles((value as StyleFunction)(theme), theme);
  if (Array.isArray(value)) return value.map((item) => serializeStyles(item, theme)).join('');
  if (typeof value !== 'object') return '';
  if (isKeyframes(value)) return value.name;
  if (isStyles(value)) return value.styles;
  return serializeObject(value as Record<string, unknown>, theme);
}

/**
 * Nested selectors that begin with a pseudo-class or pseudo-element attach to their parent, as Emotion reads
 * them (`:hover{…}` is `&:hover{…}`); CSS nesting would read them as descendants.
 */
export const attachPseudoSelectors = (text: string) => text.replace(/(^|[{};,])(\s*)(?=:)/g, '$1$2&');

/** The rule that gives `className` its styles. */
export const classRule = (className: string, styles: string) => `.${className}{${attachPseudoSelectors(styles)}}`;

const TEMPLATE = (value: unknown): value is TemplateStringsArray => Array.isArray(value) && 'raw' in value;

/** css`…` or css(values…), without a theme (Emotion's css has none either: functions are for the css prop). */
export function css(first: unknown, ...rest: unknown[]): CompactStyles {
  const styles = TEMPLATE(first)
    ? first.reduce((text, part, index) => text + part + serializeStyles(rest[index], {}), '')
    : serializeStyles([first, ...rest], {});
  return { name: hash(styles), styles };
}

/** Every @keyframes rule defined: the sheets add them before their first class rule. */
export const definedKeyframes: CompactKeyframes[] = [];

export function keyframes(first: unknown, ...rest: unknown[]): CompactKeyframes {
  const { styles } = css(first, ...rest);
  const name = `animation-${hash(styles)}`;
  const defined: CompactKeyframes = { name, styles, rule: `@keyframes ${name}{${styles}}`, toString: () => name };
  definedKeyframes.push(defined);
  return defined;
}
