import { availableParallelism } from 'node:os';
import { defineConfig } from 'vite';
import { configDefaults } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { flowsPlugin } from './tools/vite/flowsPlugin.ts';
import { mockNavigationPages } from './src/mocks/vitePlugin.ts';
import { securityPlugin } from './tools/vite/securityPlugin.ts';
import { registryDocsPlugin } from './tools/vite/registryDocsPlugin.ts';
import { studioPlugin } from './studio/server/plugin.ts';
import { prerenderPlugin } from './tools/vite/prerenderPlugin.ts';
import { vmTestFiles } from './tests/setup/vmTestFiles.ts';

// STUDIO_ROOT: a copy of the project (flows/, schemas/, e2e/generated/) the dev server serves and the
// flow studio edits instead of this one; the studio's e2e tests use it so they never touch flows/.
const studioRoot = process.env.STUDIO_ROOT;
// Under Vitest (which sets VITEST before it reads this file): the test files of the `jsdom` project below.
const vmFiles = process.env.VITEST ? vmTestFiles(['src', 'tests']) : [];

// Mock services ship in dev and the demo build (e2e), never in production (`npm run build`).
export default defineConfig(({ command, mode }) => {
  // Dev server only: the flow studio at /studio/ (issue 19). The storefront's flows module takes the flows the studio
  // holds after its saves (checked in memory) instead of checking the tree again. Made only for a dev server: the
  // studio reads and checks every flow file as soon as it is made (about 2 s of CPU), which `vite build` and Vitest's
  // server (VITEST: no test loads the flows module through it; tests/studio/ make their own studio) only paid for.
  const studio = command === 'serve' && !process.env.VITEST ? studioPlugin(studioRoot ? { root: studioRoot } : {}) : null;
  return {
    plugins: [
      registryDocsPlugin(),
      react(),
      flowsPlugin({ ...(studioRoot ? { flowsDir: `${studioRoot}/flows` } : {}), ...(studio ? { held: studio.heldFlows } : {}) }),
      mockNavigationPages(),
      securityPlugin(),
      studio,
      // Builds only: one pre-rendered HTML file per page route and base path (issue 20).
      prerenderPlugin(studioRoot ? { flowsDir: `${studioRoot}/flows` } : {}),
    ],
    define: {
      __STOREFLOW_MOCKS__: JSON.stringify(mode !== 'production'),
    },
    server: { host: '127.0.0.1', port: 5173, strictPort: true },
    // The pages whose imports are pre-bundled at start: the storefront and the flow studio (not tools/bench/peers/).
    // Under Vitest, no dependency scan at all: Vitest turns it off for the environments whose modules it runs itself,
    // not for its VM pool's nor, with projects, for its own server's, and the scan crawled every HTML page of the
    // repository (tools/bench/peers/ too) at each run's start.
    optimizeDeps: process.env.VITEST ? { noDiscovery: true } : { entries: ['index.html', 'studio/index.html'] },
    preview: { host: '127.0.0.1', strictPort: true },
    // Production maps are 'hidden' (no sourceMappingURL) and moved out of dist/ by securityPlugin.
    // No modulepreload polyfill: every browser of the es2022 target but Safari < 17 and Firefox < 115 has <link rel=modulepreload>,
    // and those only fetch chunks a little later without it (0.4 KiB of start-up saved, issue 12).
    build: { sourcemap: mode === 'production' ? 'hidden' : true, target: 'es2022', modulePreload: { polyfill: false } },
    test: {
      environment: 'node',
      // The jsdom files run in VM contexts of long-lived workers (vmThreads): a worker loads Vitest and jsdom once, not
      // once per file (about 1 s of CPU each, more than most of these files' tests); each file still gets a context, a
      // jsdom and modules of its own (README "Tests"). Every other file, and a jsdom file that cannot load in a VM
      // context (tests/setup/vmTestFiles.ts), runs in a process of its own (forks, Vitest's default).
      projects: [
        {
          extends: true,
          test: { name: 'jsdom', include: vmFiles, pool: 'vmThreads', benchmark: { include: [] } },
        },
        {
          extends: true,
          test: { name: 'forks', include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'], exclude: [...configDefaults.exclude, ...vmFiles] },
        },
      ],
      setupFiles: ['tests/setup/vitest.setup.ts'],
      // Where the run keeps the flows it checked once for all test files (tests/setup/checkedFlows.ts).
      globalSetup: ['tests/setup/checkedFlowsStore.ts'],
      restoreMocks: true,
      // Vitest's default in a run is one worker less than the cores: one worker on the 2-core CI machine. The files are
      // independent (temporary copies, no shared ports), so at least two run at once (README "Tests"); a larger
      // machine keeps Vitest's default.
      maxWorkers: Math.max(2, availableParallelism() - 1),
    },
  };
});
