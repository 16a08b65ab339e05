/**
 * Playwright: the e2e suite runs in headless Chromium against the *demo* build
 * (production bundle + embedded mock services), served by `vite preview`.
 *
 * Only Chromium: the browser is the Debian package (or $CHROMIUM_PATH), found by
 * `e2e/support/findChromium.ts`; Playwright's own downloads need internet.
 */
import { defineConfig, devices } from '@playwright/test';
import { findTestChromium } from './e2e/support/findChromium';

const CI = !!process.env.CI;
// E2E_PORT lets several people (or agents) run the suite at once on one machine:
// each gets its own port and its own build folder.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const OUT_DIR = PORT === 4173 ? 'dist-demo' : `dist-demo-${PORT}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: CI, // a stray test.only must not silently shrink the CI run
  workers: 2, // the machine has 2 cores
  retries: CI ? 1 : 0,
  // Assertions wait for what the page shows, not for a fixed time: on a loaded 2-core machine
  // a cold journey chunk plus a mock answer can take longer than the 5 s default.
  expect: { timeout: 10_000 },
  reporter: 'list', // console only: nothing to upload, nothing that needs a network

  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    headless: true,
    // Recording a trace (a screencast and DOM snapshots at every step) costs every test CPU time; in CI only the
    // retry of a failed test records one, which is the run that needs explaining. Locally every failure keeps one.
    trace: CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: findTestChromium(),
      // Quiet, offline-friendly Chromium: no sandbox (containers, root), no GPU,
      // and none of the background calls home (updates, sync, safe browsing lists).
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },

  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    {
      // Mobile web on a small phone. Only specs that opt in with "@phone" in the
      // file name, a title or a tag run here, so the suite stays fast.
      name: 'phone',
      grep: /@phone/,
      use: {
        ...devices['Pixel 7'], // Android Chrome user agent (mobile web, not the native app)
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
      },
    },
  ],

  webServer: {
    command: `npx vite build --mode demo --outDir ${OUT_DIR} --logLevel warn && npx vite preview --mode demo --outDir ${OUT_DIR} --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: BASE_URL,
    // Always a fresh build: a reused server would test yesterday's code.
    reuseExistingServer: false,
    timeout: 240_000, // the build alone can take a minute or more on 2 cores
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
