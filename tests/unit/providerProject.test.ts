import { describe, expect, it } from 'vitest';
import { redirectUrlsOf } from '../../simulator/emulators/provider/configure';
import { readProjectConfig } from '../../simulator/emulators/provider/project';
import { parseServerArgs, type ArgsContext } from '../../simulator/server/args';

/** The project file and the flags of `npm run provider` / `npm start`: bad values refused at start, each named. */

const files: Record<string, string> = {};
const context = (scenarios: string[] = []): ArgsContext => ({
  defaultPort: 4174,
  scenarios,
  readText: (file) => {
    if (!(file in files)) throw new Error(`ENOENT: no such file or directory, open '${file}'`);
    return files[file]!;
  },
});
const problemsOf = (argv: string[], scenarios?: string[]) => {
  const read = parseServerArgs(argv, context(scenarios));
  return 'problems' in read ? read.problems : [];
};
const argsOf = (argv: string[]) => {
  const read = parseServerArgs(argv, context());
  if ('problems' in read) throw new Error(read.problems.join('\n'));
  return read.args;
};

const GOOD_PROJECT = {
  project_id: 'project-test-acme-0001',
  public_token: 'public-token-test-acme-0001',
  secrets: ['secret-test-acme-secret-0001'],
  redirect_urls: {
    discovery: ['http://127.0.0.1:5173/authenticate', 'http://127.0.0.1:5173/discover'],
    login: ['http://127.0.0.1:5173/authenticate'],
  },
  allowed_origins: ['http://127.0.0.1:5173'],
  organizations: [
    {
      organization_name: 'Acme',
      organization_slug: 'acme',
      email_allowed_domains: ['acme.example'],
      members: [{ email_address: 'ann@acme.example', name: 'Ann', roles: ['admin'], password: 'long-enough-1' }],
      sso_connections: [{ kind: 'saml', display_name: 'Acme Okta' }],
    },
  ],
  oauth_providers: ['google'],
  rbac_policy: {
    roles: [{ role_id: 'admin', description: 'All', permissions: [{ resource_id: 'docs', actions: ['*'] }] }],
    resources: [{ resource_id: 'docs', description: 'Docs', actions: ['read'] }],
    scopes: [],
  },
  session_duration_max_minutes: 120,
};

describe('the project file', () => {
  it('reads a whole project, and lists redirect URLs with the first of each type as its default', () => {
    const read = readProjectConfig(GOOD_PROJECT);
    expect(read).toEqual({ config: GOOD_PROJECT });
    expect(redirectUrlsOf(GOOD_PROJECT.redirect_urls)).toEqual([
      {
        url: 'http://127.0.0.1:5173/authenticate',
        valid_types: [
          { type: 'LOGIN', is_default: true },
          { type: 'DISCOVERY', is_default: true },
        ],
      },
      { url: 'http://127.0.0.1:5173/discover', valid_types: [{ type: 'DISCOVERY', is_default: false }] },
    ]);
  });

  it('names every bad value by its path, and what it should be', () => {
    const read = readProjectConfig({
      project_id: 'acme',
      public_token: 42,
      secrets: ['secret-test-x'],
      redirect_urls: { discovery: ['javascript:alert(1)'], logon: [] },
      allowed_origins: ['http://127.0.0.1:5173/app'],
      organizations: [
        { organization_name: 'A', organization_slug: 'dup', members: [{ email_address: 'ann@', roles: ['ghost'] }] },
        { organization_name: '', organization_slug: 'dup', mfa_policy: 'SOMETIMES' },
      ],
      oauth_providers: ['myspace'],
      rbac_policy: { roles: [{ role_id: 'admin', permissions: [] }], resources: [], scopes: [] },
      session_duration_max_minutes: 1,
      colour: 'blue',
    });
    expect(read).toEqual({
      problems: [
        'colour: unknown key (known: project_id, public_token, secrets, redirect_urls, allowed_origins, organizations, oauth_providers, rbac_policy, session_duration_max_minutes)',
        'project_id: "acme" is not a project id (project-test-…)',
        'public_token: 42 is not a public token (public-token-test-…)',
        'secrets[0]: "secret-test-x" is not a secret (secret-test- and 8 or more characters)',
        'redirect_urls.logon: unknown key (known: login, signup, discovery, invite, reset_password)',
        'redirect_urls.discovery[0]: "javascript:alert(1)" is not an http(s) URL',
        'allowed_origins[0]: "http://127.0.0.1:5173/app" is not an origin (http(s)://host[:port])',
        'organizations[0].members[0].email_address: "ann@" is not an e-mail address',
        'organizations[1].organization_name: "" is not a non-empty string',
        'organizations[1].mfa_policy: "SOMETIMES" is not one of OPTIONAL, REQUIRED_FOR_ALL',
        'oauth_providers[0]: "myspace" is not one of google, microsoft, hubspot, slack, github',
        'session_duration_max_minutes: 1 is not a whole number from 5 to 527040',
      ],
    });
  });

  it('refuses a project file that is not an object', () => {
    expect(readProjectConfig([1])).toEqual({ problems: [': [1] is not an object'] });
  });
});

describe('the flags', () => {
  it('read a project file and put the flags over it: --redirect-url adds a URL of every type', () => {
    files['project.json'] = JSON.stringify({ redirect_urls: { login: ['http://127.0.0.1:5173/login'] } });
    const args = argsOf([
      '--port',
      '0',
      '--project',
      'project.json',
      '--redirect-url',
      'http://127.0.0.1:5173/authenticate',
      '--allow-origin',
      'http://127.0.0.1:5173',
      '--secret',
      'secret-test-flag-secret-01',
      '--state',
      'state.json',
    ]);
    expect(args).toMatchObject({
      port: 0,
      origins: ['http://127.0.0.1:5173'],
      stateFile: 'state.json',
      project: {
        secrets: ['secret-test-flag-secret-01'],
        redirect_urls: {
          login: ['http://127.0.0.1:5173/login', 'http://127.0.0.1:5173/authenticate'],
          discovery: ['http://127.0.0.1:5173/authenticate'],
        },
      },
    });
  });

  it('do not make an allowed origin a redirect URL', () => {
    expect(argsOf(['--allow-origin', 'http://127.0.0.1:5173']).project.redirect_urls).toBeUndefined();
  });

  it('are refused together, each bad one named, the project file’s problems under its name', () => {
    files['bad.json'] = JSON.stringify({ public_token: 'nope' });
    expect(
      problemsOf([
        '--port',
        '70000',
        '--seed',
        'x',
        '--redirect-url',
        'not a url',
        '--allow-origin',
        'localhost:5173',
        '--public-token',
        'pk',
        '--project',
        'bad.json',
        '--dist',
        'dist',
      ]),
    ).toEqual([
      '--dist is for npm start only',
      '--port: 70000 is not a whole number from 0 to 65535',
      '--seed: "x" is not a whole number from 0 to 2147483647',
      'bad.json: public_token: "nope" is not a public token (public-token-test-…)',
      '--public-token: "pk" is not a public token (public-token-test-…)',
      '--redirect-url[0]: "not a url" is not an http(s) URL',
      '--allow-origin[0]: "localhost:5173" is not an origin (http(s)://host[:port], no path)',
    ]);
  });

  it('name a project file that cannot be read or parsed, and an unknown flag or scenario', () => {
    files['broken.json'] = '{ "project_id": ';
    expect(problemsOf(['--project', 'missing.json'])).toEqual([
      "missing.json: ENOENT: no such file or directory, open 'missing.json'",
    ]);
    expect(problemsOf(['--project', 'broken.json'])[0]).toMatch(/^broken\.json: .*JSON/);
    expect(problemsOf(['--colour', 'blue'])).toEqual(["Unknown option '--colour'"]);
    // Every bad word at once, not only the first: unknown flags, a flag without its value, a stray argument.
    expect(
      problemsOf(['--port', 'nope', '--bogus', '--colour=blue', 'extra', '--state', '--seed', '--project-id']),
    ).toEqual([
      "Unknown option '--bogus'",
      "Unknown option '--colour'",
      "Unexpected argument 'extra'",
      '--state needs a value, not the flag --seed',
      '--project-id needs a value',
      '--port: "nope" is not a whole number from 0 to 65535',
    ]);
    expect(problemsOf(['--scenario', 'nope', '--speed', '0'], ['demo'])).toEqual([
      '--speed: "0" is not a positive number (1 is real time)',
      '--scenario: "nope" is not one of demo',
    ]);
  });
});
