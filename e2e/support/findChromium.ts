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
 *   2. `/usr/bin/chromium`   the Debian package;
 *   3. Playwright's browser  from `npx playwright install chromium`, if present.
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

const HOW_TO_GET_ONE = [
  'Install one of these, then run the tests again:',
  '  - Debian/Ubuntu: apt-get install chromium   (gives /usr/bin/chromium)',
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
