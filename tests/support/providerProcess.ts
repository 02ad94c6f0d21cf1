import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { DEMO_PUBLIC_TOKEN } from '../../simulator/emulators/provider/seed';

const root = path.resolve(import.meta.dirname, '../..');

/** How the emulator is run: a program, its first arguments, and the folder it runs in. */
export interface ProviderCommand {
  file: string;
  args: string[];
  cwd: string;
}

/** `npm run provider`: the emulator from this repository's sources (node itself, so signals reach it). */
const FROM_SOURCES: ProviderCommand = {
  file: process.execPath,
  args: ['--import', 'tsx', 'simulator/server/provider.ts'],
  cwd: root,
};

/** The emulator as a child process on a free port: `npm run provider`, or a command an app installed. */
export interface ProviderProcess {
  url: string;
  child: ChildProcess;
  /** Everything it printed. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once it has exited. */
  exit: Promise<number | string | null>;
  /** A signal, then the exit (SIGTERM: a stop; SIGKILL: a crash). */
  stop(signal?: NodeJS.Signals): Promise<number | string | null>;
}

/** Resolves once the URL is printed, or rejects with what it printed if it exits first (a refused start). */
export function startProviderProcess(
  args: string[] = [],
  command: ProviderCommand = FROM_SOURCES,
): Promise<ProviderProcess> {
  const child = spawn(command.file, [...command.args, '--port', '0', ...args], {
    cwd: command.cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const exit = new Promise<number | string | null>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal)),
  );
  return new Promise((resolve, reject) => {
    // Generous: it only bounds a start that hangs on a busy machine.
    const timer = setTimeout(() => reject(new Error(`no URL printed within 60 s:\n${printed}`)), 60_000);
    const onData = (chunk: Buffer) => {
      printed += chunk.toString();
      const match = /Provider emulator at (http:\/\/\S+) /.exec(printed);
      if (!match) return;
      clearTimeout(timer);
      resolve({
        url: match[1]!,
        child,
        output: () => printed,
        exit,
        stop: (signal = 'SIGTERM') => {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          return exit;
        },
      });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exit.then((code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code} before printing its URL:\n${printed}`));
    });
  });
}

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

/** A call of the backend API with the project's id and secret, as an integrator's server makes it. */
export async function backendCall(
  url: string,
  project: { id: string; secret: string },
  method: string,
  apiPath: string,
  body?: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${url}${apiPath}`, {
    method,
    headers: { authorization: basic(project.id, project.secret), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/** A call of the browser SDK's API with the demo public token (and a session token when given). */
export async function sdkCall(url: string, apiPath: string, body: unknown, sessionToken = DEMO_PUBLIC_TOKEN) {
  const response = await fetch(`${url}/sdk/v1${apiPath}`, {
    method: 'POST',
    headers: { authorization: basic(DEMO_PUBLIC_TOKEN, sessionToken), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as { data?: Record<string, unknown> } };
}
