/** The TOTP secret as shown for manual entry: lowercase, in groups of 4 characters ('abcd efgh ij'). */
export function formatTotpSecret(secret: string): string {
  const compact = secret.replace(/\s+/g, '').toLowerCase();
  return (compact.match(/.{1,4}/g) ?? []).join(' ');
}
