/**
 * `npm run test:studio` (part of `npm test`): the flow studio driven in real
 * Chromium, the way an analyst uses it (issue 19 item 11). The dev server
 * (`vite`, where the studio lives) runs against a temp copy of the project's
 * flows, schemas and generated cases in a fresh git repository
 * (tests/studio/projectCopy.ts, STUDIO_ROOT), so the tests never change
 * this repository's flows/. Its own port: STUDIO_E2E_PORT, else E2E_PORT + 100, else 5174.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { findTestChromium } from '../../e2e/support/findChromium';
import { projectCopy } from '../../tests/studio/projectCopy';

const port = Number(process.env.STUDIO_E2E_PORT ?? (process.env.E2E_PORT ? Number(process.env.E2E_PORT) + 100 : 5174));
// The config is read again in each worker: the copy is made once, by the runner, and its path inherited.
process.env.STUDIO_ROOT ??= projectCopy().root;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // One worker, in order: the tests share the copy (a save regenerates its e2e/generated/).
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // A save re-checks and regenerates every case: many seconds on a loaded 2-core machine.
  timeout: 180_000,
  expect: { timeout: 60_000 },
  reporter: 'list',
  globalTeardown: './removeCopy.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    // As in the storefront's config: in CI only the retry of a failed test records a trace (recording costs every test).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: findTestChromium(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: `npx vite --host 127.0.0.1 --port ${port} --strictPort --logLevel warn`,
    url: `http://127.0.0.1:${port}/studio/`,
    cwd: fileURLToPath(new URL('../..', import.meta.url)), // the repository: vite.config.ts and studio/index.html
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
