import type { Random } from '../../../src/core/random';

const HEX = '0123456789abcdef';
const TOKEN_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

const pick = (random: Random, alphabet: string, length: number) =>
  Array.from({ length }, () => alphabet[random.int(0, alphabet.length - 1)]).join('');

/** A version-4 shaped UUID drawn from the simulation's Random, so a seed reproduces every id. */
export function uuid(random: Random): string {
  const hex = pick(random, HEX, 32).split('');
  hex[12] = '4';
  hex[16] = HEX[8 + random.int(0, 3)]!;
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** Provider ids read `{kind}-test-{uuid}` (test environment), e.g. `member-test-…`. */
export const testId = (random: Random, kind: string) => `${kind}-test-${uuid(random)}`;

/** Opaque tokens (session, intermediate, magic link, …): 44 URL-safe characters like the provider's. */
export const opaqueToken = (random: Random) => pick(random, TOKEN_ALPHABET, 44);

/** A one-time passcode of the spec's 6 digits (leading zeros included). */
export const numericCode = (random: Random, digits = 6) => pick(random, '0123456789', digits);

/** Backup codes as the provider formats them: three groups of four, e.g. `ckss-2skx-ebow`. */
export const recoveryCode = (random: Random) => [0, 1, 2].map(() => pick(random, RECOVERY_ALPHABET, 4)).join('-');

export const randomBytes = (random: Random, length: number) => Uint8Array.from({ length }, () => random.int(0, 255));
