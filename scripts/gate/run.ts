import { spawn } from 'node:child_process';
import { ROOT } from './paths.ts';

/** Runs a command in the repository's root with this process's output; resolves to its exit code. */
export function run(command: string, args: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
