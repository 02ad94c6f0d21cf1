import type { Clock } from '../../core/clock';
import { DEFAULT_BOOTSTRAP, mapBootstrap, type Bootstrap } from './bootstrap';
import type { PkceFlow } from './calls';
import { fetchWithRetry } from './dataFetch';
import { checkVertical } from './environmentChecks';
import type { ProviderRequest } from './http';

export interface BootstrapLoaderOptions {
  request: ProviderRequest;
  publicToken: string;
  clock: Clock;
  slowConnection?: boolean;
  warn: (message: string) => void;
  error: (message: string) => void;
}

/** GET /projects/bootstrap/{public token} (login spec, section 7). */
export const bootstrapPath = (publicToken: string) => `/projects/bootstrap/${encodeURIComponent(publicToken)}`;

/**
 * The project's configuration, read synchronously (`get`) or asynchronously (`ready`). A failure is logged and
 * the defaults are used at once, so the widget never waits on a retry; retries go on with backoff, and a later
 * success replaces what `get` returns.
 */
export function createBootstrapLoader(options: BootstrapLoaderOptions) {
  let current = DEFAULT_BOOTSTRAP;
  let settle: (bootstrap: Bootstrap) => void = () => undefined;
  const ready = new Promise<Bootstrap>((resolve) => (settle = resolve));
  const fetching = fetchWithRetry(() => options.request<unknown>('GET', bootstrapPath(options.publicToken)), {
    clock: options.clock,
    slow: options.slowConnection,
    onError: (error) => {
      options.warn(`Could not load the project's configuration, using defaults: ${String(error)}`);
      settle(DEFAULT_BOOTSTRAP);
    },
  });
  void fetching.result.then((raw) => {
    current = mapBootstrap(raw);
    checkVertical(current.vertical, options.error);
    settle(current);
  });
  return { get: () => current, ready, stop: fetching.stop };
}

const PKCE_FLAGS = {
  emailMagicLinks: 'pkceRequiredForEmailMagicLinks',
  passwordResets: 'pkceRequiredForPasswordResets',
  oauth: 'pkceRequiredForOauth',
  sso: 'pkceRequiredForSso',
} as const satisfies Record<PkceFlow, keyof Bootstrap>;

export const pkceRequired = (bootstrap: Bootstrap, flow: PkceFlow): boolean => bootstrap[PKCE_FLAGS[flow]];
