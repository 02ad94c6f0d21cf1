/**
 * Web Crypto only (no node:crypto): the emulator also runs inside the browser under MSW. Every function is
 * async for that reason.
 */
const subtle = () => globalThis.crypto.subtle;
const utf8 = (text: string) => new TextEncoder().encode(text);

export function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function base64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** PKCE S256 (RFC 7636): base64url(SHA-256(verifier)). */
export async function pkceChallengeOf(verifier: string): Promise<string> {
  return base64Url(new Uint8Array(await subtle().digest('SHA-256', utf8(verifier))));
}

export async function hmac(hash: 'SHA-1' | 'SHA-256', key: Uint8Array, message: Uint8Array): Promise<Uint8Array> {
  const imported = await subtle().importKey('raw', key as BufferSource, { name: 'HMAC', hash }, false, ['sign']);
  return new Uint8Array(await subtle().sign('HMAC', imported, message as BufferSource));
}

/** PBKDF2-SHA-256: stored password hashes, never the password. Few iterations: this is a simulator. */
export async function passwordHash(password: string, salt: string): Promise<string> {
  const key = await subtle().importKey('raw', utf8(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await subtle().deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: utf8(salt), iterations: 1_000 },
    key,
    256,
  );
  return base64Url(new Uint8Array(bits));
}

export const base64UrlJson = (value: unknown) => base64Url(utf8(JSON.stringify(value)));

export function decodeBase64UrlJson(segment: string): unknown {
  try {
    const binary = atob(segment.replace(/-/g, '+').replace(/_/g, '/'));
    return JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0))));
  } catch {
    return undefined;
  }
}
