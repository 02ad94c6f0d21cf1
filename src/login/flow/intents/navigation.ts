import { tryAgain } from '../email';
import { back } from '../navigation';
import type { Runtime } from '../runtime';

/** Leaving a screen the way several screens offer. */
export function navigationIntents(runtime: Runtime) {
  return {
    /** Back arrows and links: the previous screen; Main from the Error screen or with nothing to go back to. */
    back(): void {
      runtime.apply(back(runtime.current()));
    },
    /** 'Try again' (Email Confirmation) and 'Try a different email address' (Discovery): Main, e-mail cleared. */
    tryAgain(): void {
      runtime.apply(tryAgain(runtime.current()));
    },
  };
}
