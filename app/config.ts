import { UserReadableError } from '../src/core/errors';

/** Where the app finds its services; read once at start (ARCHITECTURE.md, "Runtime configuration"). */
export interface AppConfig {
  /** Origin of the assistant API (HTTP calls under /api/1), http(s), without a path. */
  apiBaseUrl: string;
  /** Origin of the assistant sockets (/api/2/chat, /api/2/output), ws(s), without a path. */
  wsBaseUrl: string;
  /** The identity provider's API (its SDK calls go under {providerBaseUrl}/sdk/v1), http(s). */
  providerBaseUrl: string;
  /** The provider project's public token. */
  providerPublicToken: string;
}

export type ConfigKey = keyof AppConfig;

/** Each key's build-time variable (import.meta.env); the same key names are used in /config.json. */
export const CONFIG_ENV_NAMES: Readonly<Record<ConfigKey, string>> = {
  apiBaseUrl: 'VITE_API_BASE_URL',
  wsBaseUrl: 'VITE_WS_BASE_URL',
  providerBaseUrl: 'VITE_PROVIDER_BASE_URL',
  providerPublicToken: 'VITE_PROVIDER_PUBLIC_TOKEN',
};

export const CONFIG_KEYS = Object.keys(CONFIG_ENV_NAMES) as ConfigKey[];

/** The file a deployment serves beside index.html to override the build's values. */
export const CONFIG_FILE = 'config.json';

export interface ConfigProblem {
  /** The configuration key concerned, or 'config.json' for the file as a whole. */
  key: ConfigKey | 'config.json';
  message: string;
}

/** Every problem found at start, each naming its key; the message is written for whoever deploys the app. */
export class ConfigError extends UserReadableError {
  constructor(readonly problems: readonly ConfigProblem[]) {
    super(problems.map((problem) => problem.message).join(' '));
  }
}

export interface ConfigSources {
  /** import.meta.env: the VITE_* names of CONFIG_ENV_NAMES. */
  env: Readonly<Record<string, unknown>>;
  /** The parsed /config.json, or undefined when none is served. */
  file?: unknown;
  /**
   * The page's origin when keys may default to it (`npm start`: the simulator server serves the app, the API,
   * the sockets and the provider on one URL). Without it every URL must be configured.
   */
  sameOriginDefaults?: string;
}

type Source = { value: string; from: string };

const describe = (source: Source) => `"${source.value}" (from ${source.from})`;

/** The defaults of `npm start`: everything on the page's own origin. */
export function sameOriginConfig(origin: string): Omit<AppConfig, 'providerPublicToken'> {
  const url = new URL(origin);
  return {
    apiBaseUrl: url.origin,
    wsBaseUrl: `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`,
    providerBaseUrl: url.origin,
  };
}

/** Reads and checks the four values: /config.json wins over the build's env, which wins over the defaults. */
export function parseConfig({ env, file, sameOriginDefaults }: ConfigSources): AppConfig {
  const problems: ConfigProblem[] = [];
  const overrides = readFile(file, problems);
  const defaults = sameOriginDefaults === undefined ? undefined : sameOriginConfig(sameOriginDefaults);

  const sourceOf = (key: ConfigKey): Source | undefined => {
    const fromFile = overrides[key];
    if (fromFile !== undefined) return { value: fromFile.trim(), from: `/${CONFIG_FILE}` };
    const fromEnv = env[CONFIG_ENV_NAMES[key]];
    if (typeof fromEnv === 'string' && fromEnv.trim() !== '')
      return { value: fromEnv.trim(), from: CONFIG_ENV_NAMES[key] };
    const fallback = defaults?.[key as keyof typeof defaults];
    return fallback === undefined ? undefined : { value: fallback, from: 'the same-origin default' };
  };

  const read = (key: ConfigKey, check: (source: Source) => string | ConfigProblem): string => {
    const source = sourceOf(key);
    if (!source || source.value === '') {
      problems.push({
        key,
        message: `Missing configuration: ${key}. Set ${CONFIG_ENV_NAMES[key]} when building, or "${key}" in /${CONFIG_FILE}.`,
      });
      return '';
    }
    const checked = check(source);
    if (typeof checked === 'string') return checked;
    problems.push(checked);
    return '';
  };

  const config: AppConfig = {
    apiBaseUrl: read('apiBaseUrl', (source) => checkUrl('apiBaseUrl', source, ['http:', 'https:'], false)),
    wsBaseUrl: read('wsBaseUrl', (source) => checkUrl('wsBaseUrl', source, ['ws:', 'wss:'], false)),
    providerBaseUrl: read('providerBaseUrl', (source) =>
      checkUrl('providerBaseUrl', source, ['http:', 'https:'], true),
    ),
    providerPublicToken: read('providerPublicToken', (source) =>
      /\s/.test(source.value)
        ? {
            key: 'providerPublicToken',
            message: `Malformed configuration: providerPublicToken from ${source.from} must not contain spaces.`,
          }
        : source.value,
    ),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** An absolute URL with one of the schemes; the API and socket bases are origins (their paths are absolute). */
function checkUrl(key: ConfigKey, source: Source, schemes: string[], pathAllowed: boolean): string | ConfigProblem {
  const malformed = (why: string): ConfigProblem => ({
    key,
    message: `Malformed configuration: ${key} ${describe(source)} ${why}.`,
  });
  let url: URL;
  try {
    url = new URL(source.value);
  } catch {
    return malformed('is not an absolute URL');
  }
  if (!schemes.includes(url.protocol)) return malformed(`must start with ${schemes.map((s) => `${s}//`).join(' or ')}`);
  if (url.username || url.password) return malformed('must not contain credentials');
  if (url.search || url.hash || source.value.includes('?') || source.value.includes('#'))
    return malformed('must not have a query or fragment');
  const path = url.pathname.replace(/\/+$/, '');
  if (path !== '' && !pathAllowed) return malformed('must be an origin, without a path');
  return `${url.origin}${path}`;
}

/** The overrides of /config.json: a JSON object whose keys are configuration keys and whose values are strings. */
function readFile(file: unknown, problems: ConfigProblem[]): Partial<Record<ConfigKey, string>> {
  if (file === undefined) return {};
  if (typeof file !== 'object' || file === null || Array.isArray(file)) {
    problems.push({ key: 'config.json', message: `Malformed /${CONFIG_FILE}: it must hold a JSON object.` });
    return {};
  }
  const overrides: Partial<Record<ConfigKey, string>> = {};
  for (const [key, value] of Object.entries(file)) {
    if (!(CONFIG_KEYS as string[]).includes(key)) {
      problems.push({
        key: 'config.json',
        message: `Unknown key "${key}" in /${CONFIG_FILE}; the keys are ${CONFIG_KEYS.join(', ')}.`,
      });
    } else if (typeof value !== 'string') {
      problems.push({
        key: key as ConfigKey,
        message: `Malformed configuration: ${key} in /${CONFIG_FILE} must be a string.`,
      });
    } else {
      overrides[key as ConfigKey] = value;
    }
  }
  return overrides;
}

export interface LoadConfigOptions {
  env: Readonly<Record<string, unknown>>;
  /** Where config.json is fetched from: import.meta.env.BASE_URL, '/' by default. */
  baseUrl?: string;
  /** See ConfigSources.sameOriginDefaults: given in development only. */
  sameOriginDefaults?: string;
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
}

/**
 * Fetches /config.json (none served is fine: a 404, or the development server's index.html fallback) and
 * parses the configuration; throws a ConfigError naming each missing or malformed key.
 */
export async function loadConfig({
  env,
  baseUrl = '/',
  sameOriginDefaults,
  fetch = globalThis.fetch.bind(globalThis),
}: LoadConfigOptions): Promise<AppConfig> {
  const path = `${baseUrl.replace(/\/*$/, '/')}${CONFIG_FILE}`;
  const fail = (message: string) => new ConfigError([{ key: 'config.json', message }]);
  let response: Response;
  try {
    response = await fetch(path, { headers: { Accept: 'application/json' }, cache: 'no-store' });
  } catch (error) {
    throw fail(`Could not load /${CONFIG_FILE}: ${error instanceof Error ? error.message : String(error)}.`);
  }
  let file: unknown;
  const contentType = response.headers.get('Content-Type') ?? '';
  if (response.status === 404 || (response.ok && contentType.includes('text/html'))) {
    file = undefined;
  } else if (!response.ok) {
    const status = [response.status, response.statusText].filter(Boolean).join(' ');
    throw fail(`Could not load /${CONFIG_FILE}: the server answered ${status}.`);
  } else {
    const text = await response.text();
    try {
      file = JSON.parse(text);
    } catch {
      throw fail(`Malformed /${CONFIG_FILE}: it is not valid JSON.`);
    }
  }
  return parseConfig({ env, file, sameOriginDefaults });
}
