import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseConfig, sameOriginConfig, type ConfigProblem } from '../../app/config';
import { errorTexts, userFacingMessage } from '../../src/core/errors';
import { DEMO_PUBLIC_TOKEN } from '../../simulator/emulators/provider/seed';

const TOKEN = 'public-token-test-1';

const fullEnv = {
  VITE_API_BASE_URL: 'https://api.genios.test',
  VITE_WS_BASE_URL: 'wss://live.genios.test',
  VITE_PROVIDER_BASE_URL: 'https://provider.test',
  VITE_PROVIDER_PUBLIC_TOKEN: TOKEN,
};

/** The problems parseConfig reports, or [] when it accepts. */
function problemsOf(sources: Parameters<typeof parseConfig>[0]): ConfigProblem[] {
  try {
    parseConfig(sources);
    return [];
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return [...error.problems];
  }
}

describe('parseConfig', () => {
  it('reads the four values from the build environment', () => {
    expect(parseConfig({ env: fullEnv })).toEqual({
      apiBaseUrl: 'https://api.genios.test',
      wsBaseUrl: 'wss://live.genios.test',
      providerBaseUrl: 'https://provider.test',
      providerPublicToken: TOKEN,
    });
  });

  it('lets /config.json override the environment, key by key', () => {
    const config = parseConfig({
      env: fullEnv,
      file: { apiBaseUrl: 'https://other.genios.test/', providerPublicToken: 'public-token-live-2' },
    });
    expect(config).toMatchObject({
      apiBaseUrl: 'https://other.genios.test',
      wsBaseUrl: 'wss://live.genios.test',
      providerPublicToken: 'public-token-live-2',
    });
  });

  it('trims values and treats empty ones as missing', () => {
    expect(parseConfig({ env: { ...fullEnv, VITE_API_BASE_URL: '  https://api.genios.test  ' } }).apiBaseUrl).toBe(
      'https://api.genios.test',
    );
    expect(problemsOf({ env: { ...fullEnv, VITE_WS_BASE_URL: '   ' } }).map((p) => p.key)).toEqual(['wsBaseUrl']);
  });

  it('names every missing key, with where to set it', () => {
    const problems = problemsOf({ env: {} });
    expect(problems.map((p) => p.key)).toEqual(['apiBaseUrl', 'wsBaseUrl', 'providerBaseUrl', 'providerPublicToken']);
    expect(problems[0]!.message).toBe(
      'Missing configuration: apiBaseUrl. Set VITE_API_BASE_URL when building, or "apiBaseUrl" in /config.json.',
    );
  });

  it('defaults the URLs to the page origin when asked (npm start), never the token', () => {
    const problems = problemsOf({ env: {}, sameOriginDefaults: 'http://localhost:4173' });
    expect(problems.map((p) => p.key)).toEqual(['providerPublicToken']);
    expect(
      parseConfig({ env: { VITE_PROVIDER_PUBLIC_TOKEN: TOKEN }, sameOriginDefaults: 'http://localhost:4173' }),
    ).toEqual({
      apiBaseUrl: 'http://localhost:4173',
      wsBaseUrl: 'ws://localhost:4173',
      providerBaseUrl: 'http://localhost:4173',
      providerPublicToken: TOKEN,
    });
    expect(sameOriginConfig('https://app.genios.test').wsBaseUrl).toBe('wss://app.genios.test');
  });

  it('prefers configured values over the same-origin defaults', () => {
    const config = parseConfig({ env: fullEnv, sameOriginDefaults: 'http://localhost:4173' });
    expect(config.apiBaseUrl).toBe('https://api.genios.test');
  });

  it.each([
    ['VITE_API_BASE_URL', 'not a url', 'apiBaseUrl', 'is not an absolute URL'],
    ['VITE_API_BASE_URL', '/api', 'apiBaseUrl', 'is not an absolute URL'],
    ['VITE_API_BASE_URL', 'ftp://api.genios.test', 'apiBaseUrl', 'must start with http:// or https://'],
    ['VITE_API_BASE_URL', 'https://api.genios.test/v1', 'apiBaseUrl', 'must be an origin, without a path'],
    ['VITE_API_BASE_URL', 'https://api.genios.test?x=1', 'apiBaseUrl', 'must not have a query or fragment'],
    ['VITE_API_BASE_URL', 'https://user:pw@api.genios.test', 'apiBaseUrl', 'must not contain credentials'],
    ['VITE_WS_BASE_URL', 'https://live.genios.test', 'wsBaseUrl', 'must start with ws:// or wss://'],
    ['VITE_WS_BASE_URL', 'wss://live.genios.test/api/2', 'wsBaseUrl', 'must be an origin, without a path'],
    ['VITE_PROVIDER_BASE_URL', 'wss://provider.test', 'providerBaseUrl', 'must start with http:// or https://'],
  ])('refuses %s=%s', (name, value, key, why) => {
    const problems = problemsOf({ env: { ...fullEnv, [name]: value } });
    expect(problems).toEqual([
      { key, message: `Malformed configuration: ${key} "${value.trim()}" (from ${name}) ${why}.` },
    ]);
  });

  it('accepts a provider base URL with a path, without its trailing slash', () => {
    const config = parseConfig({ env: { ...fullEnv, VITE_PROVIDER_BASE_URL: 'https://gateway.test/stytch/' } });
    expect(config.providerBaseUrl).toBe('https://gateway.test/stytch');
  });

  it('refuses a public token with spaces', () => {
    expect(problemsOf({ env: { ...fullEnv, VITE_PROVIDER_PUBLIC_TOKEN: 'public token' } })).toEqual([
      {
        key: 'providerPublicToken',
        message:
          'Malformed configuration: providerPublicToken from VITE_PROVIDER_PUBLIC_TOKEN must not contain spaces.',
      },
    ]);
  });

  it('says a malformed value came from /config.json', () => {
    expect(problemsOf({ env: fullEnv, file: { wsBaseUrl: 'http://x.test' } })[0]!.message).toBe(
      'Malformed configuration: wsBaseUrl "http://x.test" (from /config.json) must start with ws:// or wss://.',
    );
  });

  it('refuses unknown keys, non-string values and a file that is not an object', () => {
    expect(problemsOf({ env: fullEnv, file: { apiBaseURL: 'https://a.test' } })).toEqual([
      {
        key: 'config.json',
        message:
          'Unknown key "apiBaseURL" in /config.json; the keys are apiBaseUrl, wsBaseUrl, providerBaseUrl, providerPublicToken.',
      },
    ]);
    expect(problemsOf({ env: fullEnv, file: { apiBaseUrl: 42 } })).toEqual([
      { key: 'apiBaseUrl', message: 'Malformed configuration: apiBaseUrl in /config.json must be a string.' },
    ]);
    for (const file of [null, [], 'https://a.test'])
      expect(problemsOf({ env: fullEnv, file })).toEqual([
        { key: 'config.json', message: 'Malformed /config.json: it must hold a JSON object.' },
      ]);
  });

  it('reports every problem at once, readable as is', () => {
    const error = (() => {
      try {
        parseConfig({ env: { VITE_WS_BASE_URL: 'http://x.test' } });
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems.map((p) => p.key)).toEqual([
      'apiBaseUrl',
      'wsBaseUrl',
      'providerBaseUrl',
      'providerPublicToken',
    ]);
    // Human-readable: shown without the engineering-support wrapper.
    expect(userFacingMessage(error, errorTexts.needsSupport)).toMatch(/^Missing configuration: apiBaseUrl\./);
  });
});

describe('loadConfig', () => {
  const answer =
    (body: string, init: ResponseInit & { contentType?: string } = {}) =>
    async (input: string, request: RequestInit) => {
      calls.push({ input, request });
      return new Response(body, {
        status: init.status ?? 200,
        statusText: init.statusText,
        headers: { 'Content-Type': init.contentType ?? 'application/json' },
      });
    };
  let calls: { input: string; request: RequestInit }[] = [];

  it('fetches /config.json under the base URL and applies it', async () => {
    calls = [];
    const config = await loadConfig({
      env: fullEnv,
      baseUrl: '/app/',
      fetch: answer(JSON.stringify({ apiBaseUrl: 'https://override.test' })),
    });
    expect(calls[0]!.input).toBe('/app/config.json');
    expect(calls[0]!.request).toMatchObject({ cache: 'no-store' });
    expect(config.apiBaseUrl).toBe('https://override.test');
  });

  it('goes on without a file on a 404 or the dev server index.html fallback', async () => {
    await expect(loadConfig({ env: fullEnv, fetch: answer('', { status: 404 }) })).resolves.toMatchObject(
      parseConfig({ env: fullEnv }),
    );
    await expect(
      loadConfig({ env: fullEnv, fetch: answer('<!doctype html>', { contentType: 'text/html' }) }),
    ).resolves.toMatchObject(parseConfig({ env: fullEnv }));
  });

  it('accepts an empty object (the file the build ships for deployments to replace)', async () => {
    await expect(loadConfig({ env: fullEnv, fetch: answer('{}') })).resolves.toEqual(parseConfig({ env: fullEnv }));
  });

  it('fails clearly on invalid JSON, a server error or no answer', async () => {
    await expect(loadConfig({ env: fullEnv, fetch: answer('{ nope') })).rejects.toThrow(
      'Malformed /config.json: it is not valid JSON.',
    );
    await expect(
      loadConfig({ env: fullEnv, fetch: answer('', { status: 503, statusText: 'Service Unavailable' }) }),
    ).rejects.toThrow('Could not load /config.json: the server answered 503 Service Unavailable.');
    await expect(
      loadConfig({
        env: fullEnv,
        fetch: async () => {
          throw new TypeError('Failed to fetch');
        },
      }),
    ).rejects.toThrow('Could not load /config.json: Failed to fetch.');
  });
});

describe('the configuration files in app/', () => {
  const appDir = path.resolve(import.meta.dirname, '../../app');

  it('npm start uses the provider emulator project token (app/.env.development)', () => {
    const env = readFileSync(path.join(appDir, '.env.development'), 'utf8');
    expect(env).toMatch(new RegExp(`^VITE_PROVIDER_PUBLIC_TOKEN=${DEMO_PUBLIC_TOKEN}$`, 'm'));
    // Only the token: the URLs follow the page's origin, whatever port npm start picks.
    expect(env).not.toMatch(/^VITE_(API|WS|PROVIDER)_BASE_URL=/m);
  });

  it('the served config.json template overrides nothing', () => {
    expect(JSON.parse(readFileSync(path.join(appDir, 'public/config.json'), 'utf8'))).toEqual({});
  });
});
