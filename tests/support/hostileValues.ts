import type { Random } from '../../src/core/random';

/**
 * Seeded hostile input for the live protocols: values of the wrong type, objects whose `toString` or
 * `valueOf` is not callable or throws, huge and deeply nested values, `__proto__`, `constructor` and
 * `toString` as keys and uids, and markdown built to be costly or to leak (deep quotes, foreign images).
 */

const pick = <T>(random: Random, list: readonly T[]): T => list[random.int(0, list.length - 1)]!;

/** An own, enumerable `__proto__` key, as JSON.parse makes it: a literal would set the prototype instead. */
export const withProtoKey = (value: unknown): Record<string, unknown> =>
  JSON.parse(`{"__proto__":${JSON.stringify(value) ?? 'null'},"polluted":true}`) as Record<string, unknown>;

const nested = (depth: number, wrap: (inner: unknown) => unknown): unknown => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = wrap(value);
  return value;
};

/** Names that mean something to a JavaScript object, used where the protocol expects a uid or a key. */
export const OBJECT_KEYS = ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', 'prototype'];

/** Markdown a server might send to cost the page time, break its stack, or load a beacon. */
export const HOSTILE_MARKDOWN = [
  '>'.repeat(5_000) + ' deep',
  '> '.repeat(40) + 'quoted',
  Array.from({ length: 200 }, (_, i) => `${' '.repeat(i * 2)}- level ${i}`).join('\n'),
  '- '.repeat(200) + 'item',
  '['.repeat(1_000) + 'x' + ']'.repeat(1_000),
  '*a '.repeat(500),
  '![beacon](https://tracker.example/pixel.gif?who=member)',
  '![relative](/assets/logo.svg) and ![protocol-relative](//tracker.example/p.gif)',
  '[link](javascript:alert(1)) ![x](javascript:alert(1)) ![y](data:image/svg+xml,<svg onload=alert(1)>)',
  '<img src=x onerror="globalThis.__fuzzXss=1"><script>globalThis.__fuzzXss=1</script>',
  '| a | b |\n|---|---|\n' + '| 1 | 2 |\n'.repeat(100),
  'word '.repeat(30_000),
  '\u0000\uFFFF\uD800 lone surrogate \u202E reversed',
];

/** A JSON-encodable hostile value (frames travel as text, so that is what a server can send). */
export function hostileJson(random: Random): unknown {
  // Huge and deep values (cases 7 to 10) cost the most to build and parse: one draw in eight reaches them.
  const heavy = random.int(0, 7) === 0;
  switch (heavy ? random.int(7, 10) : pick(random, [0, 1, 2, 3, 4, 5, 6, 11, 12, 13, 14, 15])) {
    case 0:
      return null;
    case 1:
      return pick(random, [true, false, 0, -1, 1e308, -1e308, 0.5, 2 ** 53 + 1]);
    case 2:
      return pick(random, ['', ' ', ...OBJECT_KEYS]);
    case 3:
      return { toString: 1 };
    case 4:
      return { valueOf: {}, toString: { toString: 1 } };
    case 5:
      return withProtoKey({ polluted: true, toString: 1 });
    case 6:
      return { constructor: { prototype: { polluted: true } } };
    case 7:
      return 'x'.repeat(random.int(50_000, 200_000));
    case 8:
      return nested(random.int(500, 2_000), (inner) => [inner]);
    case 9:
      return nested(random.int(500, 2_000), (inner) => ({ type: inner }));
    case 10:
      return Array.from({ length: random.int(10_000, 20_000) }, (_, i) => i);
    case 11:
      return pick(random, HOSTILE_MARKDOWN);
    case 12:
      return [pick(random, OBJECT_KEYS), { toString: 1 }, null];
    case 13:
      return { type: { toString: 1 }, subtitle: { valueOf: 1 }, version: '1' };
    case 14:
      return Object.fromEntries(Array.from({ length: 2_000 }, (_, i) => [`k${i}`, i]));
    default:
      return {};
  }
}

/** Hostile text: costly or leaking markdown, a key that means something to JavaScript, a huge string. */
export function hostileString(random: Random): string {
  switch (random.int(0, 3)) {
    case 0:
      return pick(random, OBJECT_KEYS);
    case 1:
      return 'y'.repeat(random.int(20_000, 100_000));
    default:
      return pick(random, HOSTILE_MARKDOWN);
  }
}

/** A value that is not text at all: what a socket must refuse before reading it. */
export function hostileNonString(random: Random): unknown {
  const throwing = () => {
    throw new Error('hostile conversion');
  };
  switch (random.int(0, 5)) {
    case 0:
      return { toString: throwing, valueOf: throwing };
    case 1:
      return Object.defineProperty({}, 'type', { get: throwing, enumerable: true });
    case 2:
      return new ArrayBuffer(random.int(0, 64));
    case 3:
      return Object.create(null) as object;
    case 4:
      return [Symbol('frame')];
    default:
      return pick(random, [undefined, null, 42, true]);
  }
}

/** A frame's text that breaks the framing itself. */
export function hostileFrameText(random: Random): string {
  switch (random.int(0, 6)) {
    case 0:
      return '{"type":"s2c_event_batch","events":';
    case 1:
      return JSON.stringify({ type: 's2c_event_batch', events: hostileJson(random) });
    case 2:
      return JSON.stringify(hostileJson(random)) ?? 'undefined';
    case 3:
      return `${'['.repeat(random.int(10_000, 200_000))}`;
    case 4:
      return JSON.stringify({ type: 's2c_acknowledge_auth', ok: hostileJson(random) });
    case 5:
      return '{"type":"s2c_event_batch","events":[],"__proto__":{"polluted":true}}';
    default:
      return JSON.stringify({ type: hostileJson(random), events: [] });
  }
}

/**
 * The event (or its envelope) with one thing broken: a field replaced by a hostile value, removed, or given
 * a `__proto__` twin. The original is not touched.
 */
export function mutate(random: Random, envelope: Record<string, unknown>): Record<string, unknown> {
  // Shallow copies: the values inside may be deep, and only the top two levels change.
  const event = { ...(envelope.event as Record<string, unknown>) };
  const copy: Record<string, unknown> = { ...envelope, event };
  const target = random.int(0, 3) === 0 ? copy : event;
  const keys = Object.keys(target);
  const key = keys.length > 0 && random.int(0, 4) > 0 ? pick(random, keys) : pick(random, OBJECT_KEYS);
  switch (random.int(0, 5)) {
    case 0:
      Reflect.deleteProperty(target, key);
      return copy;
    case 1:
      return { ...copy, event: Object.assign(withProtoKey(hostileJson(random)), event) };
    default:
      Object.defineProperty(target, key, { value: hostileJson(random), enumerable: true, writable: true });
      return copy;
  }
}

export { pick };
