import { parseArgs } from 'node:util';
import {
  isProjectId,
  isPublicToken,
  isSecret,
  readProjectConfig,
  REDIRECT_KINDS,
  type ProjectConfig,
} from '../emulators/provider/project';
import { isWebOrigin, isWebUrl, Reader } from '../emulators/provider/validate';

/**
 * The flags of `npm start` and `npm run provider`, read and checked in one pass: every bad value is named,
 * none is half-applied. Pure: the project file's text comes through `readText`.
 */
export interface ServerArgs {
  port: number;
  seed?: number;
  /** The project file's configuration with the flags over it. */
  project: ProjectConfig;
  hosts: string[];
  /** --allow-origin and the project file's allowed_origins. */
  origins: string[];
  stateFile?: string;
  /** `npm start` only. */
  scenario: string;
  speed: number;
  dist?: string;
}

export interface ArgsContext {
  defaultPort: number;
  /** Scenarios --scenario may name; empty for the standalone provider, which has no such flag. */
  scenarios: readonly string[];
  /** The project file's text, or a thrown error (its message is shown). */
  readText: (file: string) => string;
}

export type ArgsResult = { args: ServerArgs } | { problems: string[] };

const OPTIONS = {
  port: { type: 'string' },
  seed: { type: 'string' },
  project: { type: 'string' },
  'project-id': { type: 'string' },
  'public-token': { type: 'string' },
  secret: { type: 'string', multiple: true },
  'redirect-url': { type: 'string', multiple: true },
  'allow-origin': { type: 'string', multiple: true },
  'allow-host': { type: 'string', multiple: true },
  state: { type: 'string' },
  scenario: { type: 'string' },
  speed: { type: 'string' },
  dist: { type: 'string' },
} as const;
const APP_ONLY = ['scenario', 'speed', 'dist'] as const;

type Values = ReturnType<typeof parseArgs<{ args: string[]; options: typeof OPTIONS }>>['values'];

/**
 * The flags' values, and a problem for each word that is not one of them: every unknown flag is named (Node's
 * strict mode stops at the first), and a flag followed by another flag instead of its value is named too.
 */
function readFlags(argv: readonly string[]): { values: Values; problems: string[] } {
  const { tokens } = parseArgs({
    args: [...argv],
    options: OPTIONS,
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  const values: Partial<Record<keyof typeof OPTIONS, string | string[]>> = {};
  const problems: string[] = [];
  // An unknown flag's value, if any, is the word after it: named once, with the flag.
  let afterUnknown = -1;
  for (const token of tokens) {
    if (token.kind === 'positional' && token.index !== afterUnknown) {
      problems.push(`Unexpected argument '${token.value}'`);
    } else if (token.kind === 'option' && !Object.hasOwn(OPTIONS, token.name)) {
      problems.push(`Unknown option '${token.rawName}'`);
      if (!token.inlineValue) afterUnknown = token.index + 1;
    } else if (
      token.kind === 'option' &&
      (token.value === undefined || (!token.inlineValue && token.value.startsWith('--')))
    ) {
      problems.push(`${token.rawName} needs a value${token.value ? `, not the flag ${token.value}` : ''}`);
    } else if (token.kind === 'option') {
      const name = token.name as keyof typeof OPTIONS;
      const value = token.value!;
      values[name] = 'multiple' in OPTIONS[name] ? [...((values[name] as string[] | undefined) ?? []), value] : value;
    }
  }
  return { values: values as Values, problems };
}

export function parseServerArgs(argv: readonly string[], context: ArgsContext): ArgsResult {
  const { values, problems } = readFlags(argv);
  const r = new Reader();
  r.problems.push(...problems);
  const app = context.scenarios.length > 0;
  for (const flag of APP_ONLY)
    if (!app && values[flag] !== undefined) r.problems.push(`--${flag} is for npm start only`);
  const whole = (flag: string, text: string | undefined, min: number, max: number) =>
    r.optional(text, (t) => r.integer(`--${flag}`, /^-?\d+$/.test(String(t)) ? Number(t) : t, min, max));
  const port = whole('port', values.port, 0, 65_535) ?? context.defaultPort;
  const seed = whole('seed', values.seed, 0, 2 ** 31 - 1);
  const speed = r.optional(values.speed, (t) =>
    Number(t) > 0 ? Number(t) : r.bad('--speed', t, 'a positive number (1 is real time)'),
  );
  const scenario = values.scenario ?? 'demo';
  if (app && !context.scenarios.includes(scenario))
    r.bad('--scenario', scenario, `one of ${context.scenarios.join(', ')}`);
  const project = withFlags(r, readProjectFile(r, values.project, context.readText), values);
  const origins = r.array('--allow-origin', values['allow-origin'] ?? [], (p, o) =>
    r.string(p, o, isWebOrigin, 'an origin (http(s)://host[:port], no path)'),
  );
  if (r.problems.length > 0) return { problems: r.problems };
  return {
    args: {
      port,
      seed,
      project,
      hosts: values['allow-host'] ?? [],
      origins: [...(project.allowed_origins ?? []), ...(origins ?? [])],
      stateFile: values.state,
      scenario,
      speed: speed ?? 1,
      dist: values.dist,
    },
  };
}

function readProjectFile(r: Reader, file: string | undefined, readText: ArgsContext['readText']): ProjectConfig {
  if (file === undefined) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(readText(file));
  } catch (error) {
    r.problems.push(`${file}: ${(error as Error).message}`);
    return {};
  }
  const read = readProjectConfig(parsed);
  if ('problems' in read) r.problems.push(...read.problems.map((problem) => `${file}: ${problem}`));
  return 'config' in read ? read.config : {};
}

/** The flags over the file: ids and keys replace its values, --redirect-url adds a URL of every type. */
function withFlags(r: Reader, file: ProjectConfig, values: Partial<Record<keyof typeof OPTIONS, unknown>>) {
  const project = { ...file };
  const text = (flag: string, test: (t: string) => boolean, what: string) =>
    r.optional(values[flag as keyof typeof OPTIONS], (v) => r.string(`--${flag}`, v, test, what));
  const list = (flag: string, test: (t: string) => boolean, what: string) =>
    r.optional(values[flag as keyof typeof OPTIONS], (v) =>
      r.array(`--${flag}`, v, (p, t) => r.string(p, t, test, what)),
    );
  project.project_id = text('project-id', isProjectId, 'a project id (project-test-…)') ?? file.project_id;
  project.public_token =
    text('public-token', isPublicToken, 'a public token (public-token-test-…)') ?? file.public_token;
  project.secrets = list('secret', isSecret, 'a secret (secret-test- and 8 or more characters)') ?? file.secrets;
  const urls = list('redirect-url', isWebUrl, 'an http(s) URL');
  if (urls?.length) {
    project.redirect_urls = Object.fromEntries(
      REDIRECT_KINDS.map((kind) => [kind, [...new Set([...(file.redirect_urls?.[kind] ?? []), ...urls])]]),
    );
  }
  return Object.fromEntries(Object.entries(project).filter(([, v]) => v !== undefined)) as ProjectConfig;
}
