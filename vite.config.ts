/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { flowsPlugin } from './tools/vite/flowsPlugin.ts';
import { mockNavigationPages } from './src/mocks/vitePlugin.ts';
import { securityPlugin } from './tools/vite/securityPlugin.ts';
import { registryDocsPlugin } from './tools/vite/registryDocsPlugin.ts';

// Mock services ship in dev and the demo build (e2e), never in production (`npm run build`).
export default defineConfig(({ mode }) => ({
  plugins: [registryDocsPlugin(), react(), flowsPlugin(), mockNavigationPages(), securityPlugin()],
  define: {
    __STOREFLOW_MOCKS__: JSON.stringify(mode !== 'production'),
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  // The dev server's dependency scan reads every .html page by default; the benchmark peers under
  // tools/bench/peers import form libraries only `npm run bench:browser` installs, and built demo
  // folders are output: scanning them printed "Failed to run dependency scan" on every `npm start`.
  optimizeDeps: { entries: ['**/*.html', '!tools/bench/**', '!dist*/**'] },
  preview: { host: '127.0.0.1', strictPort: true },
  // Production maps are 'hidden' (no sourceMappingURL) and moved out of dist/ by securityPlugin.
  // No modulepreload polyfill: every browser of the es2022 target but Safari < 17 and Firefox < 115 has <link rel=modulepreload>,
  // and those only fetch chunks a little later without it (0.4 KiB of start-up saved, issue 12).
  build: { sourcemap: mode === 'production' ? 'hidden' : true, target: 'es2022', modulePreload: { polyfill: false } },
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup/vitest.setup.ts'],
    restoreMocks: true,
  },
}));
