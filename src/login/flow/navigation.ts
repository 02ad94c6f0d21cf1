import { UnsafeRedirectError } from '../provider/errors';
import type { ErrorType, FlowEvent, FormState, Screen, WidgetState } from './types';

/** Something a transition asks the shell to do: calls, redirects, the address, storage and notices, as data. */
export type Effect =
  /** Send a text-message code to the enrolled number (SMS OTP Entry sends one on arrival). */
  | { type: 'sendSms'; group: 'mfa' }
  /** Create the TOTP enrolment (TOTP Enrollment QR Code creates one on arrival). */
  | { type: 'createTotp'; group: 'mfa' }
  /** The consent mode's start: the signed-in member, then the preflight. */
  | { type: 'startConsent'; group: 'federation' }
  | { type: 'startSso'; connectionId: string }
  /** Exchange the intermediate session for a session in this organization. */
  | { type: 'exchangeSession'; organizationId: string }
  | { type: 'createOrganization' }
  | { type: 'toast'; message: string; toastType: 'success' | 'error' }
  | { type: 'emit'; event: FlowEvent }
  /** Send the browser away (the consent mode's redirects): http and https only, anything else is reported. */
  | { type: 'redirect'; url: string }
  /** Rewrite the page's address in place, without loading a page: a spent token leaves it. */
  | { type: 'replaceAddress'; url: string }
  /** Keep a value in the page's storage (the e-mail a password reset link comes back for). */
  | { type: 'store'; key: string; value: string }
  /** Copy text to the clipboard, then toast `done`, or `failed` when the clipboard refuses. */
  | { type: 'copy'; text: string; done: string; failed: string };

/** The effects a screen group performs: the one it names, loaded first if it has not been yet. */
export type GroupEffect = Extract<Effect, { group: string }>;

/** The effects the first load's intents perform: calls that leave for a provider or end the discovery. */
export type FlowEffect = Extract<Effect, { type: 'startSso' | 'exchangeSession' | 'createOrganization' }>;

/** A transition's result: the next state and what to do about it. */
export interface Step {
  state: WidgetState;
  effects: Effect[];
}

export const step = (state: WidgetState, ...effects: Effect[]): Step => ({ state, effects });

/** A transition that only changes the state, as a step without effects. */
export const noEffects =
  <Args extends unknown[]>(next: (...args: Args) => WidgetState) =>
  (...args: Args): Step =>
    step(next(...args));

/** A step, then another from its state: both steps' effects, in order. */
export function andThen(first: Step, next: (state: WidgetState) => Step): Step {
  const second = next(first.state);
  return step(second.state, ...first.effects, ...second.effects);
}

/** A screen's own form feedback does not follow the member to the next screen. */
const freshForm = (form: FormState): FormState => ({ ...form, errors: {}, submitting: false });

/**
 * Goes to a screen (login spec, section 4, "Navigation"), remembering the current one when `push` is set so
 * that back returns to it. Leaving the Error screen clears the error.
 */
export function goTo(state: WidgetState, screen: Screen, { push = false } = {}): WidgetState {
  return {
    ...state,
    screen,
    history: push && state.screen !== screen ? [...state.history, state.screen] : state.history,
    form: freshForm(state.form),
    error: screen === 'Error' ? state.error : null,
    loggingIn: false,
  };
}

/** Starts a new leg of the flow (after authentication, or over again): nothing to go back to. */
export const restart = (state: WidgetState, screen: Screen): WidgetState => ({
  ...goTo(state, screen),
  history: [],
});

/** Back pops the history; with nothing to pop, and always from the Error screen, back returns to Main. */
export function back(state: WidgetState): WidgetState {
  const previous = state.history.at(-1);
  if (state.screen === 'Error' || previous === undefined) return restart(state, 'Main');
  return { ...goTo(state, previous), history: state.history.slice(0, -1) };
}

/** The Error screen, with its type and whether it offers a way back. */
export const showError = (state: WidgetState, type: ErrorType, canGoBack: boolean): WidgetState => ({
  ...restart(state, 'Error'),
  error: { type, canGoBack },
  busy: false,
});

/**
 * A redirect was refused (not http or https): the Error screen says so, whatever screen asked. Back returns
 * to Main in the login mode; the consent mode has no Main to return to.
 */
export const redirectRefused = (state: WidgetState): WidgetState =>
  showError(state, 'UnsafeRedirect', state.consent === null);

/** Leaving for an identity provider (SSO, OAuth) failed: a refused address says so, anything else is Default. */
export const leavingFailed = (state: WidgetState, error: unknown): WidgetState =>
  error instanceof UnsafeRedirectError ? redirectRefused(state) : showError(state, 'Default', true);

/** A form's call left; its inputs wait. */
export const submitting = (state: WidgetState): WidgetState => ({
  ...state,
  form: { ...state.form, submitting: true, errors: {} },
});

/** A form's call failed: its message goes under the field it concerns. */
export const formError = (state: WidgetState, field: keyof FormState['errors'], message: string): WidgetState => ({
  ...state,
  busy: false,
  form: { ...state.form, submitting: false, errors: { ...state.form.errors, [field]: message } },
});

export const setBusy = (state: WidgetState, busy: boolean): WidgetState => ({ ...state, busy });
