// npm run test:report [-- --port N] [-- --no-open]: serves the last merged report (npm run test:merge) as the
// static files it is, as from a downloaded artifact, and opens it. Port 4177 by default; 0 takes any free one.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { preview } from 'vite';
import { HTML_REPORT, inRoot } from './paths.ts';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '4177' }, 'no-open': { type: 'boolean' } },
});
const port = Number(values.port);
const directory = inRoot(HTML_REPORT);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port ${values.port}: not a port number (0 takes any free one)`);
  process.exit(2);
}
if (!existsSync(path.join(directory, 'index.html'))) {
  console.error(`No report in ${HTML_REPORT}/: npm run test:merge writes it (or unpack a report artifact there)`);
  process.exit(1);
}
// The report's own files only: the repository's config (the app's plugins) has no part in serving them.
const server = await preview({
  configFile: false,
  root: path.dirname(directory),
  build: { outDir: path.basename(directory) },
  preview: { port, strictPort: port !== 0, open: !values['no-open'] },
});
server.printUrls();
