import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const floor = import.meta.dirname;

/** The floor pages, built the way the app is (bench/lighthouse.bench.test.ts builds them). */
export default defineConfig({
  root: floor,
  plugins: [react()],
  publicDir: path.join(floor, '../../app/public'),
  build: {
    rolldownOptions: {
      input: Object.fromEntries(
        ['static', 'preact', 'react', 'router'].map((name) => [name, path.join(floor, `${name}.html`)]),
      ),
    },
  },
});
