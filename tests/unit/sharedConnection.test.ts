import { afterEach, describe, expect, it, vi } from 'vitest';
import { hold, openConnections, peekOrCreate } from '../../src/live/react/sharedConnection';

const fakeConnection = () => ({ start: vi.fn(), close: vi.fn() });

describe('shared live connections', () => {
  afterEach(() => vi.useRealTimers());

  it('survives the StrictMode mount, unmount, mount sequence with one start and no close', () => {
    vi.useFakeTimers();
    const connection = peekOrCreate('chat|strict', fakeConnection);
    expect(peekOrCreate('chat|strict', fakeConnection)).toBe(connection);
    const releaseFirst = hold('chat|strict');
    releaseFirst();
    const releaseSecond = hold('chat|strict');
    vi.runAllTimers();
    expect(connection.start).toHaveBeenCalledOnce();
    expect(connection.close).not.toHaveBeenCalled();
    releaseSecond();
    expect(connection.close).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(connection.close).toHaveBeenCalledOnce();
    expect(openConnections()).toBe(0);
  });

  it('keeps a connection open while any holder remains, and starts a fresh one after it closed', () => {
    vi.useFakeTimers();
    const first = peekOrCreate('output|shared', fakeConnection);
    const a = hold('output|shared');
    const b = hold('output|shared');
    a();
    vi.runAllTimers();
    expect(first.close).not.toHaveBeenCalled();
    b();
    vi.runAllTimers();
    expect(first.close).toHaveBeenCalledOnce();
    const second = peekOrCreate('output|shared', fakeConnection);
    expect(second).not.toBe(first);
  });
});
