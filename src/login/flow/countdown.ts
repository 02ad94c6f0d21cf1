import { formatMessage, type FirstTexts } from '../strings';

/** What a code's countdown shows (login spec, section 2): a spinner until an expiry is set, m:ss, or expired. */
export type Countdown = { state: 'waiting' } | { state: 'running'; remaining: string } | { state: 'expired' };

/** Remaining time as m:ss, counted down in whole seconds (a code with 0.4 s left still shows 0:01). */
export function countdown(expiration: number | null, now: number): Countdown {
  if (expiration === null) return { state: 'waiting' };
  const seconds = Math.ceil((expiration - now) / 1000);
  if (seconds <= 0) return { state: 'expired' };
  return { state: 'running', remaining: `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}` };
}

/** "Your code expires in m:ss. Didn't get it?" while it runs; 'Your code has expired.' after. */
export const countdownText = (value: Countdown, strings: FirstTexts): string | null =>
  value.state === 'running'
    ? formatMessage(strings.otpEntry.expiresIn, { time: value.remaining })
    : value.state === 'expired'
      ? strings.otpEntry.expired
      : null;
