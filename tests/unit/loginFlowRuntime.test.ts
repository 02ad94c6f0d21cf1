import { describe, expect, it, vi } from 'vitest';
import { VirtualClock } from '../../src/core/clock';
import { step, type FlowEffect, type GroupEffect } from '../../src/login/flow/navigation';
import { createRuntime, type FlowClient } from '../../src/login/flow/runtime';
import { initialState } from '../../src/login/flow/state';
import type { FlowEvent, IntegratorConfig } from '../../src/login/flow/types';
import { DEFAULT_BOOTSTRAP } from '../../src/login/provider/bootstrap';
import { firstTextsIn, localizeWith } from '../../src/login/strings';

/** The runtime alone, its page (address, storage, clipboard, toasts, events) recorded. */
function setup(clipboard?: { writeText(text: string): Promise<void> }) {
  const config: IntegratorConfig = { products: ['magic_link'], authFlowType: 'Discovery' };
  const clock = new VirtualClock(0);
  const location = { href: 'https://app.example.com/login', replace: vi.fn(), assign: vi.fn() };
  const storage = { getItem: vi.fn(() => null), setItem: vi.fn(), removeItem: vi.fn() };
  const toaster = { show: vi.fn() };
  const events: FlowEvent[] = [];
  const owned: (FlowEffect | GroupEffect)[] = [];
  const initial = initialState({
    config,
    href: location.href,
    now: 0,
    bootstrap: DEFAULT_BOOTSTRAP,
    mode: 'login',
    storedPasswordEmail: null,
  });
  const runtime = createRuntime(
    {
      client: {} as FlowClient,
      config,
      clock,
      location,
      storage,
      toaster,
      clipboard,
      onEvent: (event) => events.push(event),
      strings: firstTextsIn(localizeWith()),
    },
    initial,
    (effect) => void owned.push(effect),
  );
  return { runtime, location, storage, toaster, events, owned };
}

describe('the flow runtime performs the effects steps return', () => {
  it('writes the address, storage and toasts only when a step asks, in the step’s order', async () => {
    const { runtime, location, storage, toaster, owned } = setup();
    const state = runtime.current();
    await runtime.run(
      step(
        state,
        { type: 'store', key: 'k', value: 'ada@acme.com' },
        { type: 'replaceAddress', url: 'https://app.example.com/login' },
        { type: 'toast', message: 'Email resent', toastType: 'success' },
        { type: 'sendSms', group: 'mfa' },
      ),
    );
    expect(storage.setItem).toHaveBeenCalledWith('k', 'ada@acme.com');
    expect(location.replace).toHaveBeenCalledWith('https://app.example.com/login');
    expect(toaster.show).toHaveBeenCalledWith('Email resent', { type: 'success' });
    expect(owned).toEqual([{ type: 'sendSms', group: 'mfa' }]);
    expect(storage.setItem.mock.invocationCallOrder[0]).toBeLessThan(location.replace.mock.invocationCallOrder[0]!);
  });

  it('follows http(s) redirects and refuses any other address: reported, shown, never followed', async () => {
    const { runtime, location, events } = setup();
    await runtime.run(step(runtime.current(), { type: 'redirect', url: 'https://client.example.com/callback' }));
    expect(location.assign).toHaveBeenCalledWith('https://client.example.com/callback');
    await runtime.run(step(runtime.current(), { type: 'redirect', url: 'javascript:alert(1)' }));
    expect(location.assign).toHaveBeenCalledTimes(1);
    expect(events).toEqual([{ type: 'error', message: expect.any(String) }]);
    expect(runtime.current()).toMatchObject({ screen: 'Error', error: { type: 'UnsafeRedirect' } });
  });

  it('copies, then settles with the toast that says how it went', async () => {
    const writeText = vi.fn(async () => undefined);
    const copied = setup({ writeText });
    await copied.runtime.run(step(copied.runtime.current(), { type: 'copy', text: 'a', done: 'Copied', failed: 'No' }));
    expect(writeText).toHaveBeenCalledWith('a');
    expect(copied.toaster.show).toHaveBeenCalledWith('Copied', { type: 'success' });
    const refused = setup({ writeText: async () => Promise.reject(new Error('denied')) });
    await refused.runtime.run(
      step(refused.runtime.current(), { type: 'copy', text: 'a', done: 'Copied', failed: 'No' }),
    );
    expect(refused.toaster.show).toHaveBeenCalledWith('No', { type: 'error' });
  });
});
