import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routePreloads, type Bundle } from '../../app/build/htmlHints';

const APP = '/repo/app';
const chunk = (fileName: string, imports: string[], extra: Record<string, unknown> = {}) => ({
  type: 'chunk',
  fileName,
  imports,
  isEntry: false,
  facadeModuleId: null,
  ...extra,
});
const BUNDLE = Object.fromEntries(
  [
    chunk('assets/index.js', ['assets/react.js'], { isEntry: true, facadeModuleId: path.join(APP, 'main.tsx') }),
    chunk('assets/react.js', []),
    chunk('assets/OutputPage.js', ['assets/react.js', 'assets/live.js'], {
      facadeModuleId: path.join(APP, 'pages/OutputPage.tsx'),
    }),
    chunk('assets/live.js', ['assets/react.js']),
  ].map((file) => [file.fileName, file]),
) as unknown as Bundle;

describe("a page's route preloads", () => {
  it("name the route module's chunk and what it imports beyond the entry's code, under the base", () => {
    expect(routePreloads(BUNDLE, APP, ['pages/OutputPage.tsx'], '/app/')).toBe(
      '<link rel="modulepreload" crossorigin href="/app/assets/OutputPage.js">' +
        '<link rel="modulepreload" crossorigin href="/app/assets/live.js">',
    );
  });

  it('are none for a page without route modules', () => {
    expect(routePreloads(BUNDLE, APP, [], '/')).toBe('');
  });

  it('stop the build when a module is in no chunk, naming it', () => {
    expect(() => routePreloads(BUNDLE, APP, ['pages/Gone.tsx'], '/')).toThrow(/app\/pages\/Gone\.tsx/);
  });
});
