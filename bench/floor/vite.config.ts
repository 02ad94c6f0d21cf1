import path from 'node:path';
import react from '@vitejs/plugin-react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { defineConfig, type Plugin } from 'vite';
import { content } from './content.ts';

const floor = import.meta.dirname;

/** shell.html's screen, rendered by React at build time as the app's shells are, for React to take over. */
const shell: Plugin = {
  name: 'floor-shell',
  transformIndexHtml: (html) => html.replace('<!--shell-->', () => renderToString(content(createElement))),
};

/** The floor pages, built the way the app is (bench/lighthouse.bench.test.ts builds them). */
export default defineConfig({
  root: floor,
  plugins: [react(), shell],
  publicDir: path.join(floor, '../../app/public'),
  build: {
    rolldownOptions: {
      input: Object.fromEntries(
        ['static', 'preact', 'react', 'router', 'shell'].map((name) => [name, path.join(floor, `${name}.html`)]),
      ),
    },
  },
});
