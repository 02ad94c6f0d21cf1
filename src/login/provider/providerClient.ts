import { checkArguments } from './argumentChecks';
import { buildCallRequest } from './callRequest';
import { configurationHint } from './configurationHints';
import type { CallName, CallSpec } from './calls';
import { isUnrecoverable, webRedirect } from './errors';
import type { ProviderRequest } from './http';
import type { Pkce } from './pkceStore';
import type { AuthenticateResponse } from './sessionState';

/** The default session length for integrator calls (login spec, section 9). */
export const DEFAULT_SESSION_DURATION_MINUTES = 60;

export interface ProviderClientOptions {
  /** The calls it can make, by name. */
  calls: Partial<Record<CallName, CallSpec>>;
  request: ProviderRequest;
  /** Where authenticate and exchange answers go (the session store's update). */
  updateSession: (response: AuthenticateResponse) => void;
  /** Clears the session after revoke, the deletion of the current member or organization, or an unrecoverable error. */
  destroySession: () => void;
  /** The signed-in member, to tell whether a deleted member was the current one. */
  currentMemberId?: () => string | undefined;
  /** The stored intermediate session token, sent with calls that continue an unfinished login. */
  intermediateToken?: () => string | undefined;
  /** PKCE for the flows that use it; without it nothing is attached and nothing is required. */
  pkce?: Pkce;
  /** Where the browser goes when an answer names a redirect (One Tap). */
  navigate?: (url: string) => void;
  sessionDurationMinutes?: number;
  /** Integrator callbacks: success of a named call, and any failure. */
  onSuccess?: (call: CallName, data: unknown) => void;
  onError?: (call: CallName, error: unknown) => void;
  /** The developer log, told how to fix a configuration the provider refused (configurationHints.ts). */
  warn?: (message: string) => void;
  /** The page's origin, for those hints. */
  origin?: string;
}

/**
 * Calls the provider by name: argument checks, what the client adds (session length, intermediate token, PKCE),
 * the request, what the answer does to the session, the callbacks.
 */
export function createProviderClient(options: ProviderClientOptions) {
  /** Fields the client adds; the caller's own values win. */
  async function additions(spec: CallSpec): Promise<Record<string, unknown>> {
    const added: Record<string, unknown> = {};
    if (spec.intermediateSession) added.intermediate_session_token = options.intermediateToken?.() || undefined;
    if (spec.pkce && options.pkce) {
      const { flow, step, field } = spec.pkce;
      added[field] =
        step === 'verifier'
          ? await options.pkce.verifier(flow)
          : await options.pkce.challenge(flow, step === 'newChallenge');
    }
    return added;
  }

  /**
   * The addresses an answer sends the browser to, checked before anything is applied: a javascript:, data: or
   * vbscript: one fails the call (UnsafeRedirectError, to onError) and is never followed.
   */
  function checkRedirects(spec: CallSpec, data: unknown) {
    for (const field of [spec.redirect, spec.redirectLater]) {
      const target = field && (data as Record<string, unknown> | null)?.[field];
      if (target !== undefined && target !== null) webRedirect(target);
    }
  }

  function afterSuccess(spec: CallSpec, args: Record<string, unknown>, data: unknown) {
    if (spec.pkce?.step === 'verifier') options.pkce?.clear();
    if (spec.session === 'update') options.updateSession(data as AuthenticateResponse);
    if (spec.session === 'destroy') options.destroySession();
    if (spec.session === 'destroyIfCurrentMember' && args.member_id === options.currentMemberId?.())
      options.destroySession();
    const target = spec.redirect && (data as Record<string, unknown> | null)?.[spec.redirect];
    if (typeof target === 'string') options.navigate?.(webRedirect(target));
  }

  return async function call<T = unknown>(name: CallName, args: Record<string, unknown> = {}): Promise<T> {
    const spec = options.calls[name];
    if (!spec) throw new Error(`This client has no call named ${name}.`);
    try {
      const fallback = options.sessionDurationMinutes ?? DEFAULT_SESSION_DURATION_MINUTES;
      const withDefaults = spec.sessionDuration
        ? { ...args, session_duration_minutes: args.session_duration_minutes ?? fallback }
        : args;
      checkArguments(withDefaults, spec);
      checkArguments(withDefaults, { optional: spec.local });
      const request = buildCallRequest(spec, { ...(await additions(spec)), ...withDefaults });
      const data = await options.request<T>(request.method, request.path, request.body, {
        captcha: spec.captcha,
        form: spec.form,
      });
      checkRedirects(spec, data);
      afterSuccess(spec, args, data);
      options.onSuccess?.(name, data);
      return data;
    } catch (error) {
      // A revoke with forceClear ends the local session even when the provider could not be told.
      const unrecoverable = spec.endsSessionWhenUnrecoverable && isUnrecoverable(error);
      if (unrecoverable || (spec.local?.forceClear && args.forceClear === true)) options.destroySession();
      const hint = configurationHint(error, options.origin ?? '');
      if (hint) options.warn?.(hint);
      options.onError?.(name, error);
      throw error;
    }
  };
}

export type CallRunner = ReturnType<typeof createProviderClient>;
