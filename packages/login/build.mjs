// `npm run build` here (and `npm pack`'s prepack): the package's files into dist/, by the widget's builds at the
// repository's root (vite.widget.config.ts, TypeScript: run with tsx). Flags: --out-dir DIR, --manifest.
import { buildLoginWidgetCommand } from '../../vite.widget.config.ts';

await buildLoginWidgetCommand(process.argv.slice(2));
