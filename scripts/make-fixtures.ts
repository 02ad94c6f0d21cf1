// Writes the file reader's example uploads to tests/fixtures/: npx tsx scripts/make-fixtures.ts
import { mkdir, writeFile } from 'node:fs/promises';
import { buildFixtures } from '../simulator/emulators/assistant/fileReaderFixtures';

const directory = new URL('../tests/fixtures/', import.meta.url);
await mkdir(directory, { recursive: true });
for (const [name, bytes] of Object.entries(await buildFixtures())) {
  await writeFile(new URL(name, directory), bytes);
  process.stdout.write(`tests/fixtures/${name} (${bytes.length} bytes)\n`);
}
