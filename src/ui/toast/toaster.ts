import { proxy } from 'valtio/vanilla';
import type { Clock, TimerId } from '../../core/clock';

export type ToastType = 'blank' | 'success' | 'error' | 'loading' | 'custom';

/** Login spec, section 9: 4 s blank, error and custom; 2 s success; loading until replaced. */
export const TOAST_DURATIONS: Readonly<Record<ToastType, number>> = {
  blank: 4_000,
  error: 4_000,
  custom: 4_000,
  success: 2_000,
  loading: Number.POSITIVE_INFINITY,
};
export const TOAST_LIMIT = 20;
/** A dismissed toast stays (hidden) this long, so it can animate out, then goes. */
export const TOAST_REMOVE_DELAY_MS = 1_000;

export interface Toast {
  id: string;
  type: ToastType;
  message: string;
  duration: number;
  visible: boolean;
  createdAt: number;
}

export interface ShowOptions {
  type?: ToastType;
  duration?: number;
  /** Reusing an id updates that toast in place (loading -> success) and restarts its timer. */
  id?: string;
}

/** The toast store: a Valtio proxy of toasts and the timers that dismiss and remove them. */
export function createToaster({ clock }: { clock: Clock }) {
  const state = proxy<{ toasts: Toast[] }>({ toasts: [] });
  const timers = new Map<string, TimerId>();
  let nextId = 0;

  const setTimer = (id: string, ms: number, action: () => void) => {
    clearTimer(id);
    if (Number.isFinite(ms)) timers.set(id, clock.setTimeout(action, ms));
  };
  const clearTimer = (id: string) => {
    const timer = timers.get(id);
    if (timer !== undefined) clock.clearTimeout(timer);
    timers.delete(id);
  };

  const remove = (id?: string) => {
    for (const toast of state.toasts) if (id === undefined || toast.id === id) clearTimer(toast.id);
    state.toasts = id === undefined ? [] : state.toasts.filter((toast) => toast.id !== id);
  };

  const dismiss = (id?: string) => {
    for (const toast of state.toasts) {
      if (id !== undefined && toast.id !== id) continue;
      if (!toast.visible) continue;
      toast.visible = false;
      setTimer(toast.id, TOAST_REMOVE_DELAY_MS, () => remove(toast.id));
    }
  };

  const show = (message: string, { type = 'blank', duration, id }: ShowOptions = {}): string => {
    const toastId = id ?? `toast-${++nextId}`;
    const toast: Toast = {
      id: toastId,
      type,
      message,
      duration: duration ?? TOAST_DURATIONS[type],
      visible: true,
      createdAt: clock.now(),
    };
    const existing = state.toasts.findIndex((candidate) => candidate.id === toastId);
    if (existing >= 0) state.toasts[existing] = toast;
    else state.toasts = [toast, ...state.toasts];
    // Past the limit the oldest go first.
    for (const dropped of state.toasts.slice(TOAST_LIMIT)) clearTimer(dropped.id);
    state.toasts = state.toasts.slice(0, TOAST_LIMIT);
    setTimer(toastId, toast.duration, () => dismiss(toastId));
    return toastId;
  };

  return { state, show, dismiss, remove };
}

export type Toaster = ReturnType<typeof createToaster>;
