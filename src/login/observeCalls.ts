import type { FlowClient } from './flow';
import type { CallName } from './provider/calls';
import { WIDGET_CALLS, type WidgetCallName } from './provider/calls/widget';

export interface CallCallbacks {
  /** A named provider call the widget made succeeded (magic link, SSO, OAuth, OTP, TOTP, recovery, …). */
  onSuccess?: (call: CallName, data: unknown) => void;
  /** A provider call the widget made failed; the widget still shows its own error text. */
  onError?: (call: CallName, error: unknown) => void;
}

/** The widget makes only the calls of WIDGET_CALLS, so only those are reported, whichever client it uses. */
const isWidgetCall = (name: string): name is WidgetCallName => Object.hasOwn(WIDGET_CALLS, name);
/** The groups calls live under ('magicLinks', 'magicLinks.email', …): only these are wrapped. */
const GROUPS = new Set(
  Object.keys(WIDGET_CALLS).flatMap((name) =>
    name
      .split('.')
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join('.')),
  ),
);

/**
 * The client as the widget sees it, reporting each named call's outcome to the integrator's callbacks.
 * A view rather than options of the client, so the callbacks reach an integrator's own client too; other
 * members (the session state, redirects) pass through untouched.
 */
export function observeCalls<Client extends FlowClient>(client: Client, callbacks: CallCallbacks): Client {
  if (!callbacks.onSuccess && !callbacks.onError) return client;
  return wrapGroup(client, '', callbacks);
}

function wrapGroup<T extends object>(group: T, prefix: string, callbacks: CallCallbacks): T {
  return new Proxy(group, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof key !== 'string') return value;
      const name = prefix + key;
      if (typeof value === 'function' && isWidgetCall(name)) return reporting(value.bind(target), name, callbacks);
      if (typeof value === 'object' && value !== null && GROUPS.has(name))
        return wrapGroup(value, `${name}.`, callbacks);
      return value;
    },
  });
}

function reporting(call: (...args: unknown[]) => Promise<unknown>, name: CallName, callbacks: CallCallbacks) {
  return async (...args: unknown[]) => {
    try {
      const data = await call(...args);
      callbacks.onSuccess?.(name, data);
      return data;
    } catch (error) {
      callbacks.onError?.(name, error);
      throw error;
    }
  };
}
