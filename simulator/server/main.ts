/**
 * `npm start`: the app (through Vite) and the simulator behind one URL, with the development inbox.
 * Flags: --port N (default 4173, 0 = any free port), --scenario NAME, --seed N, --speed X, and --dist DIR to
 * serve a built app (`npm run build`: dist/) instead of Vite, under the strict Content-Security-Policy.
 * It answers loopback names only (localhost, 127.0.0.1, [::1]): --allow-host NAME lets in another name the app
 * is opened under, --allow-origin URL a page on another origin (both repeatable). The provider's flags
 * (--project, --redirect-url, --secret, --state, …) are those of `npm run provider` (provider.ts).
 */
import path from 'node:path';
import { createServer as createViteServer } from 'vite';
import { realClock, scaledClock } from '../../src/core/clock';
import { emulatorRegistry } from '../emulators';
import { DEMO_PUBLIC_TOKEN } from '../emulators/provider/seed';
import { scenarios } from '../scenarios';
import { appContentSecurityPolicy, sameOriginServices, serveBuiltApp, type Middleware } from './index';
import { argsOrExit, launch, projectSummary } from './launch';

const root = path.resolve(import.meta.dirname, '../..');
const args = argsOrExit({ defaultPort: 4173, scenarios: Object.keys(scenarios) });

// The built app is pointed at this server by its /config.json; Vite's development mode reads app/.env.development.
const dist = args.dist === undefined ? undefined : path.resolve(args.dist);
const vite = dist
  ? undefined
  : await createViteServer({
      configFile: path.join(root, 'vite.config.ts'),
      root: path.join(root, 'app'),
      appType: 'spa',
      logLevel: 'warn',
      server: { middlewareMode: true, hmr: { port: 0 } },
    });
const publicToken = args.project.public_token ?? DEMO_PUBLIC_TOKEN;
const app: Middleware = dist
  ? serveBuiltApp({
      dir: dist,
      config: (origin) => ({ ...sameOriginServices(origin), providerPublicToken: publicToken }),
    })
  : (request, response, next) => vite!.middlewares(request, response, next);
const { server } = await launch(
  args,
  scenarios[args.scenario]!,
  {
    registry: emulatorRegistry,
    clock: args.speed === 1 ? realClock : scaledClock(args.speed),
    app,
    contentSecurityPolicy: dist ? (origin) => appContentSecurityPolicy(sameOriginServices(origin)) : undefined,
  },
  vite ? [vite] : [],
);
console.warn(
  `Genios Web is running at ${server.url} (inbox: ${server.url}/__inbox)\n${projectSummary(server, args.stateFile)}`,
);
