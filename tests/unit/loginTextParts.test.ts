import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultLoginStrings } from '../../src/login/strings/catalogue';
import { firstTexts } from '../../src/login/strings/english/first';

/**
 * The widget's catalogue holds a part's texts from when the part's module has loaded (strings/english/), and
 * the widget loads screens and methods on demand. So a module that reads a section outside the first part must
 * import that section's part: ES modules run their imports first, so the texts are there before it reads them,
 * whichever chunk either lands in.
 */
const LOGIN = path.resolve(import.meta.dirname, '../../src/login');
const PARTS = ['next', 'passwords', 'mfa', 'federation'] as const;

const partOf = new Map<string, string>();
for (const part of PARTS) {
  const source = readFileSync(path.join(LOGIN, 'strings/english', `${part}.ts`), 'utf8');
  for (const [, section] of source.matchAll(/^ {2}(\w+): \{$/gm)) partOf.set(section!, part);
}
const SECTIONS = new Set(Object.keys(defaultLoginStrings));

/** The catalogue sections a module reads: `strings.<section>`, or destructured from useLoginStrings(). */
function sectionsRead(source: string): string[] {
  const dotted = [...source.matchAll(/\bstrings\.(\w+)/g)].map((match) => match[1]!);
  const destructured = [...source.matchAll(/\{([^{}]*)\}\s*=\s*useLoginStrings\(\)/g)].flatMap((match) =>
    match[1]!.split(',').map((binding) => binding.split(':')[0]!.trim()),
  );
  return [...new Set([...dotted, ...destructured])].filter((name) => SECTIONS.has(name));
}

const modules = readdirSync(LOGIN, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !file.startsWith(`strings${path.sep}`))
  .map((file) => ({ file, source: readFileSync(path.join(LOGIN, file), 'utf8') }));

describe('the catalogue parts', () => {
  it('are each sections of the catalogue, every section in the first part or in one other', () => {
    for (const section of SECTIONS) expect(section in firstTexts !== partOf.has(section), section).toBe(true);
  });

  it('are imported by every module that reads one of their sections', () => {
    const missing = modules.flatMap(({ file, source }) =>
      sectionsRead(source)
        .filter((section) => partOf.has(section))
        .map((section) => `strings/english/${partOf.get(section)}`)
        .filter((part) => !source.includes(`${part}'`))
        .map((part) => `${file} reads ${part} without importing it`),
    );
    expect([...new Set(missing)]).toEqual([]);
  });

  it('find what a module reads (the check above can fail)', () => {
    expect(sectionsRead('const { common, otpEntry: texts } = useLoginStrings(); strings.oneTap.x;')).toEqual([
      'oneTap',
      'common',
      'otpEntry',
    ]);
  });
});
