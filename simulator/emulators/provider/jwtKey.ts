import { base64Url } from './crypto';

/**
 * The emulator's session-JWT signing key: a fixed RSA test key pair (2048 bits), committed so every run signs
 * alike. No secret: it signs simulated sessions only. Its public half is published at the JWKS paths, where a
 * backend sample fetches it as it would the provider's.
 */
const TEST_SIGNING_KEY: JsonWebKey = {
  kty: 'RSA',
  n: '0TOooBl-geFgqTzvFB7mzSKMurBRBWo9Pvy9VuQlGePOCZSJK7Wd5nymnhu3W70CdmhT4VUMybyKTW-Uz2yzV5BHrfaSzvXvw8mG_kZqQ1GJQwApwD9TgElCtdHl-JWF3ZaiXKMKe2T8-U2C5MBoy-skya7fexpZ5P1J97EzTekPN7iERNIYj9VZB1R8ckhIHHYawH4OCGPWh4LynHG9jRyJptYvTftR0xI1psFeVKJBKT7b6U-McVo3J4Kb8aBNVbbvxP7o2N77WJrBrIOXa4nXco_e_obq0fnzVyicyZ33yWa2sdCkMISfoNUAO6lYH9S_Z8CLWYpKtoTieBvLPQ',
  e: 'AQAB',
  d: 'MhG0Vc8MO18a4J5sFQt5T1bpyiO5XHurGWhpk4KKi6n9TccuVlcDKd8jDJvTFGKGFJtPGhLeOulES5i9S7C3MqmeMjldtSlg_2G8DJ8DP0XkPXQsSe4OGNnP3M7WBNsafSiYhuXhtBs9PZiqz39qhYWrmhaft6mcosTpX14aipZiYBTeTfGi26uOunoA2atlvuVlITewNdevxIhqf5vELNwF_IdM6wROfT7sOpUWRhUtcm96tntS-A_DF9Cw5LKCQgmRUHF6eV4T-F5C2d-ItdGwo5xmkj5gGfwKKacxStGRNLLwbAeg9WASYy6-3DI88jml3lCj2ge11q0jBe6ASQ',
  p: '9ROQGLWB0jV5wAowsEKyXYu-DRVPpqRhdS5DpcQg34Q5yP1JQs676xS8vofrlvxn214HYQdKUpYAncZxE6Smn7ViXJFPE6pifFkar6DIfwT0pCUV0MG2O4dOrG4gayFs8zWXrdUrphZ2MR5rfr596YnoN0AoHMxfv7SVjcsH3Ak',
  q: '2oa_3XztyeAXBKVm9BWAIQg2Gsn6XpGRMR7Qmh7plDNCmb5uxHbnZ_2_KCi3Zj1cQElB4dx9tXuMuwL04rNobPDqFihqnMQpcNpGvC69zJZyKvx5hKP0_1-OxiAyC9EBLSWvHeZ3Ahebk3fpU99dHn-vWc66It4svpFR5xVFapU',
  dp: 'PUDSdxqGg_-RmonxeVxyMCdJLQPykHftU9hoV_oZLURjHPURZn09QphARG68V1RmsNFjjsC_trx_EvASOxKgArLXDsPSu9uOGf47SUIqWnTmoFAUj8Saw24iH762o5ALJw5yBqSM8EoU6FnuDBOYbNJnE8gZPnlmRQfhiTsBj-E',
  dq: 'Mt6bW1vxnsTjltlKFhfLM-VNcv8BoXIRcnXR6Y64oR8tqcyCzIlBZRvUm-yehNZT20MyavmA6fZQ1Ffj2cIZ1QJf-7h82PFxFCw7uyLGXBHJkegkAZSJO8lq2wQzojyNIY1cLoGvwnTsam_HiRa9_pOKpkVRXzyI_fOmNTzmY-E',
  qi: 'MVCEAa2IjBwcrVlkXHWWQMK2L0BtWFHGujXHDWG4XTbPnw5WMxTDH-RfKP6fDCtcZ1BM6XeNOSz-Sc7PEy2XHWKEuAJlxxG0R4vyCZ5gDIAkyCshdSheEZwictn82WY260yqO1fDeluwB3PWfuaNDE6DOYY__PLUmR47MzOjyR0',
};

const RS256 = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as const;
const subtle = () => globalThis.crypto.subtle;
const utf8 = (text: string) => new TextEncoder().encode(text);

/** The key id a project's JWTs name. */
export const jwtKeyId = (projectId: string) => `jwk-test-${projectId}`;

/** The public key as a JWKS entry. */
export const publicJwk = (projectId: string) => ({
  kty: 'RSA',
  n: TEST_SIGNING_KEY.n!,
  e: TEST_SIGNING_KEY.e!,
  alg: 'RS256',
  use: 'sig',
  kid: jwtKeyId(projectId),
});

let privateKey: Promise<CryptoKey> | undefined;
let publicKey: Promise<CryptoKey> | undefined;

export async function rs256Sign(message: string): Promise<string> {
  privateKey ??= subtle().importKey('jwk', TEST_SIGNING_KEY, RS256, false, ['sign']);
  return base64Url(new Uint8Array(await subtle().sign(RS256, await privateKey, utf8(message))));
}

export async function rs256Verify(message: string, signature: string): Promise<boolean> {
  publicKey ??= subtle().importKey('jwk', { kty: 'RSA', n: TEST_SIGNING_KEY.n, e: TEST_SIGNING_KEY.e }, RS256, false, [
    'verify',
  ]);
  try {
    const binary = atob(signature.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return await subtle().verify(RS256, await publicKey, bytes, utf8(message));
  } catch {
    return false;
  }
}
