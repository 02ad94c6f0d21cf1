import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { DEMO_PUBLIC_TOKEN } from '../../simulator/emulators/provider/seed';
import { LoginWidget } from '../../src/login/react';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

/** How many provider clients are live on the page, as the clients count themselves (environmentChecks.ts). */
const liveClients = () => (Reflect.get(globalThis, Symbol.for('genios.login.providerClient')) as number) ?? 0;
const heading = (container: Element) => container.querySelector('h1, h2')?.textContent;

/**
 * @genios/login/react's widget in a React page under StrictMode (development: renders twice, mounts twice), making
 * its own client from a public token: one client is live while it is mounted, none once it is gone, and the page
 * is never told that several clients compete for its session.
 */
describe('LoginWidget under React StrictMode', () => {
  afterEach(() => {
    document.body.replaceChildren();
    vi.restoreAllMocks();
  });

  it('keeps one client of its own while mounted, and stops it when it goes', async () => {
    const warn = vi.spyOn(console, 'warn');
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    root.render(
      <StrictMode>
        <LoginWidget
          options={{
            publicToken: DEMO_PUBLIC_TOKEN,
            providerBaseUrl: inject('simulatorUrls').demo!,
            config: { products: ['magic_link'], authFlowType: 'Discovery' },
          }}
        />
      </StrictMode>,
    );
    await expect.poll(() => heading(container)).toBe('Sign up or log in');
    expect(liveClients()).toBe(1);
    root.unmount();
    // The stop waits a task: StrictMode's remount at once keeps the client, an unmount that stays stops it.
    await expect.poll(liveClients).toBe(0);
    expect(warn.mock.calls.map(([message]) => String(message)).filter((message) => /client/.test(message))).toEqual([]);
  });
});
