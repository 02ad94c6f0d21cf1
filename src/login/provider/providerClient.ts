import { checkArguments } from './argumentChecks';
import { CALLS, type CallName, type CallSpec } from './calls';
import { isUnrecoverable } from './errors';
import type { createProviderHttp } from './http';
import type { AuthenticateResponse } from './sessionState';

/** The default session length for integrator calls (login spec, section 9). */
export const DEFAULT_SESSION_DURATION_MINUTES = 60;

export interface ProviderClientOptions {
  request: ReturnType<typeof createProviderHttp>;
  /** Where authenticate and exchange answers go (the session store's update). */
  updateSession: (response: AuthenticateResponse) => void;
  /** Clears the session after an unrecoverable error. */
  destroySession: () => void;
  sessionDurationMinutes?: number;
  /** Integrator callbacks: success of a named call, and any failure. */
  onSuccess?: (call: CallName, data: unknown) => void;
  onError?: (call: CallName, error: unknown) => void;
}

/** Calls the provider by name: argument checks, the request, the session update, the callbacks. */
export function createProviderClient(options: ProviderClientOptions) {
  return async function call<T = unknown>(name: CallName, args: Record<string, unknown> = {}): Promise<T> {
    const spec: CallSpec = CALLS[name];
    const body =
      spec.sessionDuration && args.session_duration_minutes === undefined
        ? { ...args, session_duration_minutes: options.sessionDurationMinutes ?? DEFAULT_SESSION_DURATION_MINUTES }
        : args;
    try {
      checkArguments(body, spec);
      const data = await options.request<T>(
        spec.method,
        spec.path,
        spec.method === 'GET' ? undefined : body,
        spec.captcha ?? false,
      );
      if (spec.updatesSession) options.updateSession(data as AuthenticateResponse);
      if (name === 'session.revoke') options.destroySession();
      options.onSuccess?.(name, data);
      return data;
    } catch (error) {
      if (isUnrecoverable(error)) options.destroySession();
      options.onError?.(name, error);
      throw error;
    }
  };
}
