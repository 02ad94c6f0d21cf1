import type { MessageParams } from '../../src/core/message';

const PLACEHOLDER = /(\{\w+\})/;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The whole text a catalogue template makes, as a pattern: the given parameters filled in, any other
 * placeholder standing for whatever a run puts there (a percentage, a server's reason). Plays find a text
 * whose figures they cannot know by the template of the locale in use, never by a regex over its English.
 */
export function templatePattern(template: string, params: Partial<MessageParams<string>> = {}): RegExp {
  const source = template
    .split(PLACEHOLDER)
    .map((part, index) => {
      if (index % 2 === 0) return escaped(part);
      const value = params[part.slice(1, -1)];
      return value === undefined ? '.+?' : escaped(String(value));
    })
    .join('');
  return new RegExp(`^${source}$`, 's');
}
