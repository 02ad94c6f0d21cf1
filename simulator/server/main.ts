/**
 * `npm start`: the app (through Vite) and the simulator behind one URL, with the development inbox.
 * Flags: --port N (default 4173, 0 = any free port), --scenario NAME, --seed N, --speed X, and --dist DIR to
 * serve a built app (`npm run build`: dist/) instead of Vite, under the strict Content-Security-Policy.
 * It answers loopback names only (localhost, 127.0.0.1, [::1]): --allow-host NAME lets in another name the app
 * is opened under, --allow-origin URL a page on another origin (both repeatable).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createServer as createViteServer } from 'vite';
import { realClock, scaledClock } from '../../src/core/clock';
import { DEMO_PUBLIC_TOKEN } from '../emulators/provider/seed';
import { scenarios } from '../scenarios';
import {
  appContentSecurityPolicy,
  sameOriginServices,
  serveBuiltApp,
  startSimulatorServer,
  type Middleware,
} from './index';

const root = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4173' },
    scenario: { type: 'string', default: 'demo' },
    seed: { type: 'string' },
    speed: { type: 'string', default: '1' },
    dist: { type: 'string' },
    'allow-host': { type: 'string', multiple: true, default: [] },
    'allow-origin': { type: 'string', multiple: true, default: [] },
  },
});

const scenario = scenarios[values.scenario];
if (!scenario) {
  console.error(`Unknown scenario "${values.scenario}". Known: ${Object.keys(scenarios).join(', ')}`);
  process.exit(2);
}
const speed = Number(values.speed);
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0) {
  console.error(`--port must be a whole number, got "${values.port}"`);
  process.exit(2);
}

// The built app is pointed at this server by its /config.json; Vite's development mode reads app/.env.development.
const dist = values.dist === undefined ? undefined : path.resolve(values.dist);
const vite = dist
  ? undefined
  : await createViteServer({
      configFile: path.join(root, 'vite.config.ts'),
      root: path.join(root, 'app'),
      appType: 'spa',
      logLevel: 'warn',
      server: { middlewareMode: true, hmr: { port: 0 } },
    });
const app: Middleware = dist
  ? serveBuiltApp({
      dir: dist,
      config: (origin) => ({ ...sameOriginServices(origin), providerPublicToken: DEMO_PUBLIC_TOKEN }),
    })
  : (request, response, next) => vite!.middlewares(request, response, next);
const server = await startSimulatorServer({
  scenario,
  seed: values.seed === undefined ? undefined : Number(values.seed),
  clock: speed === 1 ? realClock : scaledClock(speed),
  port,
  app,
  contentSecurityPolicy: dist ? (origin) => appContentSecurityPolicy(sameOriginServices(origin)) : undefined,
  access: { hosts: values['allow-host'], origins: values['allow-origin'] },
});
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await Promise.all([server.close(), vite?.close()]);
  process.exit(0);
};
// Installed before the URL is printed: whoever reads the URL may stop the server at once.
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
console.warn(`Genios Web is running at ${server.url} (inbox: ${server.url}/__inbox)`);
