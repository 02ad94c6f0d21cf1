import { expect } from 'vitest';

/**
 * A deep copy of a machine's state or result: arrays, plain objects and Maps are copied; anything else
 * (a Blob, an Error) is kept as it is, since the machines never change those.
 */
export function deepCopy<T>(value: T): T {
  if (Array.isArray(value)) return value.map(deepCopy) as T;
  if (value instanceof Map) return new Map([...value].map(([key, item]) => [key, deepCopy(item)])) as T;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, deepCopy(item)])) as T;
  }
  return value;
}

/**
 * A pure step: the same state and event give deep-equal results however often it is called, and the state
 * it was given (with everything it holds) is left as it was. The first result is copied before the second
 * call, so a second call that changes what the first returned is caught too.
 */
export function expectPureStep<S, E, R>(step: (state: S, event: E) => R, state: S, event: E): void {
  const before = deepCopy(state);
  const first = deepCopy(step(state, event));
  const second = step(state, event);
  expect(second).toEqual(first);
  expect(state).toEqual(before);
}
