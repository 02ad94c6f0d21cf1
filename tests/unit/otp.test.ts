import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OTP_LENGTH, sanitizeOtp } from '../../src/ui/otp';

describe('sanitizeOtp', () => {
  it('keeps digits only, at most six', () => {
    expect(sanitizeOtp('12a3-45 6')).toBe('123456');
    expect(sanitizeOtp('code: 987 654 321')).toBe('987654');
    expect(sanitizeOtp('١٢٣')).toBe('');
    expect(OTP_LENGTH).toBe(6);
  });

  it('always yields at most six ASCII digits and is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const code = sanitizeOtp(text);
        expect(code).toMatch(/^[0-9]{0,6}$/);
        expect(sanitizeOtp(code)).toBe(code);
      }),
    );
  });
});
