import { describe, expect, it } from 'vitest';
import { isEmailAddress } from './emailAddress';

describe('isEmailAddress', () => {
  it('accepts ordinary addresses, surrounding spaces ignored', () => {
    expect(isEmailAddress('ada@example.com')).toBe(true);
    expect(isEmailAddress('  first.last+tag@sub.example.co.uk ')).toBe(true);
  });

  it('refuses what cannot be an address', () => {
    for (const text of ['', 'ada', 'ada@', '@example.com', 'ada@example', 'a da@example.com', 'a@b@c.com']) {
      expect(isEmailAddress(text), text).toBe(false);
    }
  });
});
