/**
 * The provider emulator alone, with its console and inbox (/__inbox), on loopback, for an app served from anywhere
 * else: the package's `genios-provider` command (packages/provider-emulator bundles this file) and, from the
 * sources, `npm run provider`. Flags (all of them checked at start, every bad one named):
 *   --port N (default 4174, 0 = any free port), --project FILE (the project file, project.ts), --project-id ID,
 *   --public-token T, --secret S (repeatable), --redirect-url URL (repeatable, valid for every type),
 *   --allow-origin URL and --allow-host NAME (repeatable), --state FILE (persistent data), --seed N.
 */
import { providerDemoScenario } from '../scenarios/provider';
import { argsOrExit, launch, projectSummary } from './launch';

const args = argsOrExit({ defaultPort: 4174, scenarios: [] });
const { server } = await launch(args, providerDemoScenario, { registry: {} });
console.warn(
  `Provider emulator at ${server.url} (console and inbox: ${server.url}/__inbox)\n${projectSummary(server, args.stateFile)}`,
);
