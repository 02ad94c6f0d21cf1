import { renderSVG } from 'uqr';
import { base64, hmac } from './crypto';

/** RFC 6238 as authenticator apps use it: HMAC-SHA-1, 30-second steps, 6 digits. */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Codes one step either side of now still pass: phones' clocks drift. */
const DRIFT_STEPS = 1;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding, the alphabet authenticator apps expect for secrets. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Uint8Array {
  const clean = text.toUpperCase().replace(/[\s=]/g, '');
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`Not a base32 character: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Uint8Array.from(bytes);
}

/** RFC 4226 HOTP: HMAC over the 8-byte big-endian counter, dynamic truncation, modulo 10^digits. */
export async function hotp(secret: Uint8Array, counter: number, digits = TOTP_DIGITS): Promise<string> {
  const message = new Uint8Array(8);
  new DataView(message.buffer).setBigUint64(0, BigInt(counter));
  const mac = await hmac('SHA-1', secret, message);
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

const totpCounter = (timeMs: number) => Math.floor(timeMs / 1000 / TOTP_STEP_SECONDS);

/**
 * The counter a code matches at `timeMs` (within the drift window), or undefined. Callers keep the last
 * counter used so one code cannot be replayed.
 */
export async function matchingCounter(secretBase32: string, code: string, timeMs: number): Promise<number | undefined> {
  const secret = base32Decode(secretBase32);
  const now = totpCounter(timeMs);
  for (let counter = now - DRIFT_STEPS; counter <= now + DRIFT_STEPS; counter++) {
    if (counter >= 0 && (await hotp(secret, counter)) === code) return counter;
  }
  return undefined;
}

/** The key URI format authenticator apps scan. */
export const otpauthUri = (issuer: string, account: string, secretBase32: string) =>
  `otpauth://totp/${encodeURIComponent(`${issuer}:${account}`)}?secret=${secretBase32}&issuer=${encodeURIComponent(
    issuer,
  )}&algorithm=SHA1&digits=${TOTP_DIGITS}&period=${TOTP_STEP_SECONDS}`;

/** The QR code of a key URI as an image data URL (SVG: no canvas needed in Node or the browser). */
export const qrDataUrl = (text: string) =>
  `data:image/svg+xml;base64,${base64(new TextEncoder().encode(renderSVG(text, { ecc: 'M', border: 2, pixelSize: 4 })))}`;
