/** The one-time-code countdown of the login spec (section 9: ticks every second, shown m:ss). */

/** Whole seconds formatted m:ss: 600 -> '10:00', 65 -> '1:05', anything below 0 -> '0:00'. */
export function formatCountdown(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : 0;
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${minutes}:${String(rest).padStart(2, '0')}`;
}

/** Seconds left until an expiry instant (ms since the epoch), as the countdown shows them. */
export const remainingSecondsAt = (expiresAtMs: number, nowMs: number): number =>
  Math.max(0, Math.ceil((expiresAtMs - nowMs) / 1000));
