/**
 * `npm run shots`: full-page screenshots of every page at 375 and 1280 px, for
 * people to look at (not part of `npm test`). Same demo build and Chromium as
 * the e2e suite (playwright.config.ts), on its own port and build folder so it
 * can run beside an e2e run: SHOTS_PORT, default 4199.
 *
 * Pictures go to shots/<width>/<name>.png (gitignored).
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { findChromium } from '../../e2e/support/findChromium';

const PORT = Number(process.env.SHOTS_PORT ?? 4199);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const OUT_DIR = `dist-demo-shots-${PORT}`;

/**
 * The two widths the storefront is looked at (phone and desktop); SHOTS_WIDTHS=768,1024 takes others, such as a
 * tablet's, in their own folders.
 */
const widths = (process.env.SHOTS_WIDTHS ?? '375,1280').split(',').map((width) => {
  const pixels = Number(width.trim());
  if (!Number.isInteger(pixels) || pixels < 200) throw new Error(`[shots] SHOTS_WIDTHS: "${width}" is not a width in pixels (e.g. SHOTS_WIDTHS=768,1024)`);
  return pixels;
});

export default defineConfig({
  testDir: '.',
  testMatch: '*.shots.ts',
  fullyParallel: true,
  workers: 2, // the machine has 2 cores
  retries: 0,
  expect: { timeout: 10_000 },
  timeout: 60_000,
  reporter: 'list',
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    headless: true,
    timezoneId: 'UTC',
    launchOptions: {
      executablePath: findChromium(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: widths.map((width) => ({ name: String(width), use: { viewport: { width, height: width < 600 ? 812 : 800 } } })),
  webServer: {
    command: `npx vite build --mode demo --outDir ${OUT_DIR} --logLevel warn && npx vite preview --mode demo --outDir ${OUT_DIR} --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: BASE_URL,
    cwd: fileURLToPath(new URL('../../', import.meta.url)), // the build runs from the repository root, not this folder
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
