import type { LoginStrings, LoginStringsOverrides } from './catalogue';
import { firstTexts } from './english/first';
import { loadedTexts, mergeTexts, type Texts } from './parts';

const first: Record<string, Texts> = firstTexts;
const englishSection = (name: string): Texts | undefined => first[name] ?? loadedTexts(name);

/**
 * A widget's texts: each section is its English part with the integrator's overrides laid over it, merged when
 * first read. The first part is always there; any other section reads as undefined until its part has loaded.
 * The code that shows a section imports its part (english/), so it has loaded by then
 * (tests/unit/loginTextParts.test.ts checks this).
 */
export function createLoginCatalogue(overrides?: LoginStringsOverrides): LoginStrings {
  const given = overrides as Record<string, unknown> | undefined;
  const sections = new Map<string, Texts>();
  const section = (name: string) => {
    const english = sections.has(name) ? undefined : englishSection(name);
    if (english) sections.set(name, mergeTexts(english, given?.[name]));
    return sections.get(name);
  };
  return new Proxy({} as LoginStrings, {
    get: (_, name) => (typeof name === 'string' ? section(name) : undefined),
    has: (_, name) => typeof name === 'string' && englishSection(name) !== undefined,
  });
}
