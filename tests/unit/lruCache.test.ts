import { describe, expect, it } from 'vitest';
import { LruCache } from '../../src/core/lruCache';

describe('LruCache', () => {
  it('computes a value once while it stays among the most recently used', () => {
    const made: string[] = [];
    const cache = new LruCache<string, string>(2);
    const make = (key: string) => {
      made.push(key);
      return key.toUpperCase();
    };
    expect(cache.get('a', make)).toBe('A');
    expect(cache.get('b', make)).toBe('B');
    expect(cache.get('a', make)).toBe('A');
    // 'b' is now the least recently used, so 'c' pushes it out and 'a' stays.
    expect(cache.get('c', make)).toBe('C');
    expect(cache.get('a', make)).toBe('A');
    expect(cache.get('b', make)).toBe('B');
    expect(made).toEqual(['a', 'b', 'c', 'b']);
  });

  it('remembers an undefined value as a value', () => {
    let calls = 0;
    const cache = new LruCache<string, undefined>(1);
    cache.get('x', () => void calls++);
    cache.get('x', () => void calls++);
    expect(calls).toBe(1);
  });

  it('tells whether it holds a key without making it the most recent', () => {
    const cache = new LruCache<string, string>(2);
    cache.get('a', () => 'A');
    cache.get('b', () => 'B');
    expect(cache.has('a')).toBe(true);
    expect(cache.has('z')).toBe(false);
    // Asking did not refresh 'a': it is still the least recently used, and 'c' pushes it out.
    cache.get('c', () => 'C');
    expect(cache.has('a')).toBe(false);
    expect(cache.has('b')).toBe(true);
  });
});
