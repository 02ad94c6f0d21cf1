import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layers of ../shared/ARCHITECTURE.md outside the login widget: imports only point downwards, so each
 * folder of src/ names the folders it may import. The login widget's own layers are its own business.
 */
const LAYERS = {
  chat: ['output', 'live', 'upload', 'api', 'ui', 'theme', 'core'],
  output: ['chat', 'live', 'upload', 'api', 'ui', 'theme', 'core'],
  live: ['core'],
  upload: ['core'],
  api: ['core'],
  ui: ['theme', 'core'],
  theme: ['core'],
  core: [],
};
const SRC_FOLDERS = [...Object.keys(LAYERS), 'login'];
const layerRules = Object.entries(LAYERS).map(([folder, below]) => {
  const above = SRC_FOLDERS.filter((other) => other !== folder && !below.includes(other));
  const message = `src/${folder} imports only ${below.map((name) => `src/${name}`).join(', ') || 'itself'} (ARCHITECTURE.md, Layers)`;
  return {
    files: [`src/${folder}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: `^(\\.\\./)+(${above.join('|')})(/|$)`, message }] }],
    },
  };
});

/** The app embeds the login widget as an integrator would: through its public entries only (src/login/index.ts, client.ts). */
const appUsesWidgetEntries = {
  files: ['app/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '^(\\.\\./)+src/login/(?!client$)',
            message: 'the app imports the login widget from src/login (or src/login/client), its public entries',
          },
        ],
      },
    ],
  },
};

/**
 * No import circle anywhere (ARCHITECTURE.md: imports only point downwards): a file that reaches itself again
 * through its imports fails the lint. The TypeScript resolver follows tsconfig.json as the compiler does. The
 * rule sees what runs: `import type` lines, which the compiler erases, are not arrows to it. Packages cannot import
 * this repository's files, so no circle passes through them: not reading them makes the rule five times faster.
 */
const noImportCycles = {
  files: ['**/*.{ts,tsx,js,mjs}'],
  plugins: { 'import-x': importX },
  settings: {
    ...importX.flatConfigs.typescript.settings,
    'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
  },
  rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
};

export default tseslint.config(
  {
    ignores: ['node_modules', 'dist', 'packages/*/dist', 'storybook-static', 'test-results', '**/mockServiceWorker.js'],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  reactHooks.configs.flat['recommended-latest'],
  ...storybook.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // With noUncheckedIndexedAccess, `!` after a bounds-checked index is the honest way to say so.
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  ...layerRules,
  appUsesWidgetEntries,
  noImportCycles,
);
