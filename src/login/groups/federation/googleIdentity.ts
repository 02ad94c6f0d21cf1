import { ONE_TAP_SCRIPT_FAILED, type OneTapInitializeOptions, type PromptNotification } from './oneTap';

/** Google's identity library (login spec, section 7: "A Google identity script is loaded for One Tap"). */
export const GOOGLE_IDENTITY_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

/** The part of google.accounts.id the widget uses. */
export interface GoogleAccountsId {
  initialize(options: OneTapInitializeOptions): void;
  prompt(listener?: (notification: PromptNotification) => void): void;
  cancel(): void;
}

/** Why the script gave no google.accounts.id: its reason is the one One Tap reports. */
export class GoogleIdentityLoadError extends Error {
  readonly reason = ONE_TAP_SCRIPT_FAILED;
  constructor(readonly url: string) {
    super(`Google's identity script did not load from ${url}`);
  }
}

type GoogleGlobal = { google?: { accounts?: { id?: GoogleAccountsId } } };
const accountsId = (page: object) => (page as GoogleGlobal).google?.accounts?.id;

/** One load per script URL and page: later callers (StrictMode's second effect, a remount) share it. */
const loads = new Map<string, Promise<GoogleAccountsId>>();

/**
 * Loads Google's identity script once (a script element appended to the head) and resolves with
 * google.accounts.id. A failed load is forgotten, so the next One Tap tries again.
 */
export function loadGoogleIdentity(url: string = GOOGLE_IDENTITY_SCRIPT_URL): Promise<GoogleAccountsId> {
  const loaded = loads.get(url);
  if (loaded) return loaded;
  const loading = new Promise<GoogleAccountsId>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.dataset.googleIdentity = '';
    const failed = () => {
      loads.delete(url);
      script.remove();
      reject(new GoogleIdentityLoadError(url));
    };
    script.addEventListener('error', failed);
    script.addEventListener('load', () => {
      const id = accountsId(globalThis);
      if (id) resolve(id);
      else failed();
    });
    document.head.append(script);
  });
  loads.set(url, loading);
  return loading;
}
