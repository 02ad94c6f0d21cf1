/**
 * The packages as integrators receive them: `npm pack` of each (its prepack builds it) into a throwaway folder,
 * and host apps in throwaway folders outside the repository that install the tarballs as an app does, with their
 * other dependencies from npm's cache.
 */
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const root = path.resolve(import.meta.dirname, '../..');
const E2E_FOLDER = path.join(root, 'tests/e2e');

/**
 * An integrator's terminal: this process's environment without what npm's run (`npm test`) and Vitest added.
 * npm's variables would point a host's npm at this repository, and Vitest's NODE_ENV=test would give a host's
 * Vite build React's development build.
 */
export const integratorEnv = (): NodeJS.ProcessEnv =>
  Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(npm_|VITEST)/i.test(key) && key !== 'NODE_ENV'));

/** Runs a program to its end in a folder; a failure's error carries everything it printed. */
export async function run(file: string, args: string[], cwd: string): Promise<string> {
  try {
    const { stdout } = await promisify(execFile)(file, args, {
      cwd,
      env: integratorEnv(),
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout;
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${path.basename(file)} ${args.join(' ')} failed in ${cwd}:\n${stdout ?? ''}\n${stderr ?? ''}`, {
      cause: error,
    });
  }
}

const npm = (args: string[], cwd: string) => run('npm', [...args, '--no-audit', '--no-fund'], cwd);

export interface Tarballs {
  login: string;
  emulator: string;
}

/** `npm pack` of @genios/login and @genios/provider-emulator (each built by its prepack) into `dir`, side by side. */
export async function packPackages(dir: string): Promise<Tarballs> {
  await mkdir(dir, { recursive: true });
  const pack = async (name: string) => {
    const printed = await npm(['pack', '--workspace', name, '--pack-destination', dir], root);
    // npm prints the tarball's name last, after whatever the package's prepack printed.
    return path.join(dir, printed.trim().split('\n').at(-1)!);
  };
  const [login, emulator] = await Promise.all([pack('@genios/login'), pack('@genios/provider-emulator')]);
  return { login, emulator };
}

/** The version of a package this repository has installed: npm's cache holds it. */
export const repositoryVersion = async (name: string): Promise<string> =>
  (JSON.parse(await readFile(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
    .version;

export interface HostPackages {
  /** Packages from the registry, at the versions this repository uses. */
  registry?: string[];
  /** Tarballs, by package name. */
  tarballs?: Record<string, string>;
}

/** A throwaway folder outside the repository (the caller removes it), for the tarballs and the hosts. */
export const throwawayFolder = (): Promise<string> => mkdtemp(path.join(tmpdir(), 'genios-hosts-'));

/**
 * An app in `parent`, in a folder named as its template's (tests/e2e/TEMPLATE): the template's files, a
 * package.json naming its packages, and `npm install` of them (tarballs from their files, the rest from npm's cache
 * when it has them).
 */
export async function installHost(parent: string, template: string, packages: HostPackages): Promise<string> {
  const dir = path.join(parent, path.basename(template));
  await cp(path.join(E2E_FOLDER, template), dir, { recursive: true });
  const registry = await Promise.all(
    (packages.registry ?? []).map(async (name) => [name, await repositoryVersion(name)] as const),
  );
  const tarballs = Object.entries(packages.tarballs ?? {}).map(([name, file]) => [name, `file:${file}`] as const);
  const manifest = {
    name: `genios-host-${path.basename(template)}`,
    private: true,
    type: 'module',
    dependencies: Object.fromEntries([...registry, ...tarballs]),
  };
  await writeFile(path.join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  await npm(['install', '--prefer-offline'], dir);
  return dir;
}
