/**
 * Finds a Chromium executable for Playwright.
 *
 * Why not Playwright's own download: this project runs on machines without
 * internet access (only the npm registry and Debian apt), so `npx playwright
 * install` cannot work there. Debian's `chromium` package is what CI installs
 * (see `.ci/run`), and it is driven through `launchOptions.executablePath`.
 *
 * Order, first existing file wins:
 *   1. `$CHROMIUM_PATH`      an explicit choice always wins (and must exist);
 *   2. for the test suites only (`findTestChromium`): Debian's headless shell,
 *      package `chromium-headless-shell`, the same Chromium build as
 *      `chromium` without the desktop browser around it (see below);
 *   3. `/usr/bin/chromium`   the Debian package;
 *   4. Playwright's browser  from `npx playwright install chromium`, if present.
 *
 * Why the headless shell for tests: it is what Playwright itself runs headless
 * (its own `chromium-headless-shell` download). Full Chromium in headless mode
 * starts the whole browser; measured on the 2-core machine (session 42, one
 * context at a time, the demo build), a new context took 150 ms against 420 ms
 * and a store page 0.55 s to hydrate against 0.9 s. The e2e suites are bound
 * by that CPU (README "E2E time"). The benchmarks keep full Chromium
 * (`findChromium`): they measure what a shopper's browser does.
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
/** Debian's chromium-headless-shell package: the binary, and the wrapper script that runs it. */
const DEBIAN_HEADLESS_SHELLS = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell'];

const HOW_TO_GET_ONE = [
  'Install one of these, then run the tests again:',
  '  - Debian/Ubuntu: apt-get install chromium chromium-headless-shell   (gives /usr/bin/chromium; the shell runs the tests faster)',
  '  - any Chromium or Chrome binary: export CHROMIUM_PATH=/path/to/chromium',
  '  - on a machine with internet: npx playwright install chromium',
].join('\n');

/** Playwright's expected browser path; it may not be installed, and on an unsupported host the call throws. */
function playwrightBrowserPath(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

/**
 * The Chromium the test suites launch (e2e, studio e2e): Debian's headless shell when it is installed, otherwise
 * what `findChromium` finds. `$CHROMIUM_PATH` still wins.
 */
export function findTestChromium(env: NodeJS.ProcessEnv = process.env, exists: (path: string) => boolean = existsSync): string {
  if (env.CHROMIUM_PATH?.trim()) return findChromium(env);
  return DEBIAN_HEADLESS_SHELLS.find(exists) ?? findChromium(env);
}

/** Returns the path of the Chromium to launch, or throws an Error saying how to get one. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string {
  const explicit = env.CHROMIUM_PATH?.trim();
  if (explicit) {
    // A set but wrong CHROMIUM_PATH is a mistake to report, not to silently skip.
    if (existsSync(explicit)) return explicit;
    throw new Error(`[e2e] CHROMIUM_PATH is set to "${explicit}", but no file exists there.\n${HOW_TO_GET_ONE}`);
  }
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;

  const bundled = playwrightBrowserPath();
  if (bundled && existsSync(bundled)) return bundled;

  const looked = [DEBIAN_CHROMIUM, bundled].filter(Boolean).join(', ');
  throw new Error(`[e2e] No Chromium found for the Playwright tests (CHROMIUM_PATH is unset; looked at ${looked}).\n${HOW_TO_GET_ONE}`);
}
