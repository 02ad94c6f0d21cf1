import { spawn, type ChildProcess } from 'node:child_process';

export interface NpmStart {
  url: string;
  port: number;
  child: ChildProcess;
  /** Whether the process has exited (it must not, until stopped). */
  exited(): boolean;
  /** SIGINT, as Ctrl-C does; resolves with the exit code. */
  stop(): Promise<number | null>;
}

/**
 * Exactly what `npm start` runs, on a free port: node itself receives signals (no tsx process relaying them).
 * Resolves once the URL is printed.
 */
export async function startNpmStart(args: string[] = []): Promise<NpmStart> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'simulator/server/main.ts', '--port', '0', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let exitCode: number | null | undefined;
  const exit = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      exitCode = code;
      resolve(code);
    }),
  );
  const url = await new Promise<string>((resolve, reject) => {
    // Vite's start is slow on a busy machine: generous, it only bounds a start that hangs.
    const timer = setTimeout(() => reject(new Error('no URL printed within 90 s')), 90_000);
    const onData = (chunk: Buffer) => {
      const match = /running at (http:\/\/\S+) /.exec(chunk.toString());
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
  });
  return {
    url,
    port: Number(new URL(url).port),
    child,
    exited: () => exitCode !== undefined,
    stop: () => {
      if (exitCode === undefined) child.kill('SIGINT');
      return exit;
    },
  };
}
