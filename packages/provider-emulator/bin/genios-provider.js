#!/usr/bin/env node
/**
 * genios-provider, the provider emulator's command. This launcher is committed so that npm can link the command
 * when it installs the workspace, before anything is built; the command itself is dist/cli.js, which
 * `npm run build:provider-emulator` writes (and `npm pack` builds first).
 */
import { existsSync } from 'node:fs';

const cli = new URL('../dist/cli.js', import.meta.url);
if (!existsSync(cli)) {
  console.error('genios-provider is not built: run `npm run build:provider-emulator` in the repository first.');
  process.exit(1);
}
await import(cli.href);
