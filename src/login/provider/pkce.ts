/** A PKCE pair (login spec: the verifier is 16 random 32-bit words as hex; the challenge its SHA-256, base64url). */
export interface PkcePair {
  code_challenge: string;
  code_verifier: string;
}

export const PKCE_VERIFIER_WORDS = 16;

/** Fills 32-bit words with randomness; the browser's crypto by default, a seeded source in tests. */
export type RandomWords = (count: number) => Uint32Array;

export const cryptoWords: RandomWords = (count) => globalThis.crypto.getRandomValues(new Uint32Array(count));

const base64Url = (bytes: Uint8Array): string => {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

/** base64url(SHA-256(verifier)), as RFC 7636's S256 method defines it. */
export async function pkceChallenge(verifier: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

export async function createPkcePair(randomWords: RandomWords = cryptoWords): Promise<PkcePair> {
  const words = randomWords(PKCE_VERIFIER_WORDS);
  const code_verifier = Array.from(words, (word) => word.toString(16).padStart(8, '0')).join('');
  return { code_verifier, code_challenge: await pkceChallenge(code_verifier) };
}

/** A stored pair is used only if it has both strings; anything else is treated as absent (and warned about). */
export function readStoredPkce(
  raw: string | null,
  warn: (message: string) => void = console.warn,
): PkcePair | undefined {
  if (raw === null) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<PkcePair>;
    if (typeof value.code_challenge === 'string' && typeof value.code_verifier === 'string') {
      return { code_challenge: value.code_challenge, code_verifier: value.code_verifier };
    }
  } catch {
    // Falls through to the warning below.
  }
  warn('Ignoring a malformed stored PKCE pair');
  return undefined;
}
