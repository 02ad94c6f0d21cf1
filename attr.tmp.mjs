import { build } from 'vite';
import { SourceMapConsumer } from 'source-map-js';
import zlib from 'node:zlib';
const out = {};
await build({ configFile: 'vite.widget.config.ts', logLevel: 'error', build: { write: false, sourcemap: true, outDir: '/tmp/wa' },
  plugins: [{ name: 'a', generateBundle(_, bundle) {
    for (const c of Object.values(bundle)) {
      if (c.type !== 'chunk' || !/genios-login|widget-core/.test(c.fileName)) continue;
      const smc = new SourceMapConsumer(c.map);
      const lines = c.code.split('\n');
      const perSource = {};
      smc.eachMapping((m) => { (perSource[m.source] ??= []).push(m); });
      // attribute each generated char to the mapping that covers it
      const mappings = [];
      smc.eachMapping((m) => mappings.push(m));
      mappings.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
      for (let i = 0; i < mappings.length; i++) {
        const m = mappings[i], n = mappings[i + 1];
        const line = lines[m.generatedLine - 1] ?? '';
        const end = n && n.generatedLine === m.generatedLine ? n.generatedColumn : line.length;
        const src = (m.source ?? '?').replace(/^.*node_modules\//, 'nm/').replace(/^.*\/src\//, 'src/');
        out[src] = (out[src] ?? 0) + (end - m.generatedColumn);
      }
    }
  } }] });
const total = Object.values(out).reduce((a, b) => a + b, 0);
const groups = {};
for (const [k, v] of Object.entries(out)) {
  const g = k.startsWith('nm/') ? k.split('/').slice(1, k.includes('@') ? 3 : 2).join('/') : k.split('/').slice(0, 3).join('/');
  groups[g] = (groups[g] ?? 0) + v;
}
console.log('total minified bytes', total);
for (const [g, v] of Object.entries(groups).sort((a, b) => b[1] - a[1])) console.log(String(v).padStart(7), (v / total * 100).toFixed(1).padStart(5) + '%', g);
console.log('--- top files');
for (const [g, v] of Object.entries(out).sort((a, b) => b[1] - a[1]).slice(0, 45)) console.log(String(v).padStart(7), g);
