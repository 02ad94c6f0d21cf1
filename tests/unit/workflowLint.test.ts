import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { lintWorkflow, lintWorkflowFolder, workflowFiles } from '../../scripts/ci/workflowLint';

const WORKFLOWS = '.github/workflows';

/** A small workflow both checkers accept; each case below breaks it in one place. */
const PROBE = `name: Probe
on: push
permissions:
  contents: read
jobs:
  build:
    runs-on: ubuntu-latest
    timeout-minutes: 5
    steps:
      - run: echo built
  check:
    needs: build
    runs-on: ubuntu-latest
    timeout-minutes: 5
    steps:
      - run: echo "\${{ github.sha }}"
`;

const broken = (find: string, replacement: string) => {
  expect(PROBE).toContain(find);
  return PROBE.replace(find, replacement);
};

const rulesOf = async (source: string) => (await lintWorkflow('probe.yml', source)).map(({ rule }) => rule);

describe('workflow lint (npm run lint)', () => {
  it('accepts a well-formed workflow', async () => {
    expect(await lintWorkflow('probe.yml', PROBE)).toEqual([]);
  });

  it.each([
    ['a job that needs one the workflow lacks', broken('needs: build', 'needs: biuld'), ['job-needs', 'schema']],
    ['an unknown key', broken('needs: build', 'needs: build\n    retries: 2'), ['syntax-check', 'schema']],
    ['an expression that does not parse', broken('github.sha }}', 'github.sha ) }}'), ['expression']],
    ['YAML that does not parse', broken('on: push', 'on: [push'), ['syntax-check', 'schema']],
  ])('reports %s, by actionlint and the schema where each can tell', async (_, source, rules) => {
    expect(new Set(await rulesOf(source))).toEqual(new Set(rules));
  });

  it("finds nothing in the repository's workflows", async () => {
    const { files, findings } = await lintWorkflowFolder(WORKFLOWS);
    expect(files.map((file) => file.slice(WORKFLOWS.length + 1))).toEqual(
      expect.arrayContaining(['chromatic.yml', 'ci.yml', 'update-screenshots.yml']),
    );
    expect(findings).toEqual([]);
  });
});

/**
 * References recorded on one image and compared on another differ (fonts, Chromium), so every job runs in one
 * container, pinned to an exact Node, and a job outside it sets up that very Node.
 */
describe('the workflows run on one image', () => {
  it('names one exact node:<version>-bookworm container, and that Node wherever a job installs one', async () => {
    const sources = await Promise.all((await workflowFiles(WORKFLOWS)).map((file) => readFile(file, 'utf8')));
    const valuesOf = (key: string) =>
      new Set(
        sources.flatMap((source) => [...source.matchAll(new RegExp(`^\\s+${key}: (\\S+)$`, 'gm'))].map((m) => m[1])),
      );
    const images = [...valuesOf('container')];
    expect(images).toHaveLength(1);
    const [, version] = /^node:(\d+\.\d+\.\d+)-bookworm$/.exec(images[0]!) ?? [];
    expect(version).toBeDefined();
    expect([...valuesOf('node-version')]).toEqual([version]);
  });
});
