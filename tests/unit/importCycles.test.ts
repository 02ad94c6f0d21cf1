import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import manifest from '../../package.json' with { type: 'json' };

const root = path.resolve(import.meta.dirname, '../..');
let folder: string | undefined;

afterEach(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** `npm run lint:cycles`'s own command, run in a folder holding `files`; its exit code and what it printed. */
async function lintCyclesIn(files: Record<string, string>): Promise<{ code: number; printed: string }> {
  folder = await mkdtemp(path.join(tmpdir(), 'genios-cycles-'));
  for (const [file, source] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(folder, file)), { recursive: true });
    await writeFile(path.join(folder, file), source);
  }
  const env = { ...process.env, PATH: `${path.join(root, 'node_modules/.bin')}${path.delimiter}${process.env.PATH}` };
  return promisify(execFile)('sh', ['-c', manifest.scripts['lint:cycles']], { cwd: folder, env }).then(
    ({ stdout }) => ({ code: 0, printed: stdout }),
    (error: { code: number; stdout: string }) => ({ code: error.code, printed: error.stdout }),
  );
}

// The circle went through a type: router.ts took a type from index.ts. ESLint's import-x/no-cycle skips
// type imports, so this check is the one that holds the repository to no circle at all.
describe('import circles (npm run lint:cycles)', () => {
  it('fails on a circle that only a type closes, naming its files', async () => {
    const { code, printed } = await lintCyclesIn({
      'src/router.ts': "import type { Emulator } from './index';\nexport const route = (e: Emulator) => e;\n",
      'src/index.ts':
        "import { route } from './router';\nexport interface Emulator { name: string }\nexport { route };\n",
    });
    expect(code).toBe(1);
    expect(printed).toMatch(/src\/(router|index)\.ts -> src\/(index|router)\.ts/);
  });

  it('passes files without a circle', async () => {
    const { code } = await lintCyclesIn({
      'app/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'app/b.ts': 'export const b = 1;\n',
    });
    expect(code).toBe(0);
  });
});
