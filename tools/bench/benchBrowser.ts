/**
 * `npm run bench:browser` (issue 12 items 3 and 4, issue 9 item 4): the
 * storefront's production bundle measured in Chromium at 4x CPU throttle,
 * with the mock services in a Node server outside the page, Lighthouse's
 * mobile scores, and the peer form libraries side by side. Writes the
 * tables into docs/performance.md. Heavy: not part of `npm test`.
 *
 * Ports: BENCH_PORT (default 4210) for the app, +1 for the peers, +3 for
 * Lighthouse's Chromium, +4 for the prefetch host's stand-in.
 */
import { cpus, loadavg, release, totalmem, type } from 'node:os';
import { chromium } from '@playwright/test';
import { findChromium } from '../../e2e/support/findChromium.ts';
import { repoPath } from '../repoPath.ts';
import { readManifest, startupFor } from '../size/chunks.ts';
import { ensureBenchDependencies } from './benchDeps.ts';
import { appDir, buildApp, buildPeers, peersDir } from './buildApps.ts';
import { measureLighthouse } from './measureLighthouse.ts';
import { benchBrowserArgs, measureColdLoads, measureTransitions } from './measureApp.ts';
import { startMockApiServer } from './mockApiServer.ts';
import { measurePeers } from './measurePeers.ts';
import { prefetchStaticHost, startPrefetchHost } from './prefetchHostServer.ts';
import { readPaymentForm } from './paymentForm.ts';
import { renderResults, writeResults, type Machine } from './report.ts';
import { startStaticServer } from './staticServer.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4210);

/** The pages of the goals: cold loads and Lighthouse. Headings are what the shopper sees when the page is ready. */
const SHOP = { page: 'shop', path: '/sales/digital/shop.html', heading: 'Find your next phone' };
const PDP = { page: 'PDP', path: '/sales/digital/pdp.html?deviceId=galaxa-s25', heading: 'Galaxa S25' };
const CART = { page: 'cart', path: '/sales/digital/expresscart.html', heading: 'Your cart' };
const CARD = { page: 'card landing', path: '/sales/digital/creditcardmlp.html', heading: 'The Carrier Visa Card, issued by CardBank' };
const SAVINGS = { page: 'savings landing', path: '/sales/digital/openbankmlp.html', heading: 'High-yield savings with OpenBank' };

async function main(): Promise<void> {
  ensureBenchDependencies();
  const chromePath = findChromium();
  const loadAverage = loadavg();
  console.log('[bench] Building the production bundle and the peer apps...');
  await buildApp();
  await buildPeers();
  const startup = startupFor(readManifest(appDir), appDir).find((s) => s.entry === 'index.html');
  if (!startup) throw new Error('[bench] the production manifest has no index.html entry');

  const app = await startMockApiServer(appDir, PORT);
  const peers = await startStaticServer(peersDir, PORT + 1);
  const prefetchHost = await startPrefetchHost(prefetchStaticHost(), PORT + 4);
  const browserArgs = benchBrowserArgs([prefetchHost.resolverRule]);
  const browser = await chromium.launch({ executablePath: chromePath, args: browserArgs });
  try {
    const machine: Machine = {
      date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
      cores: cpus().length,
      cpuModel: cpus()[0]?.model.trim() ?? 'unknown CPU',
      memoryGiB: Math.round(totalmem() / 1024 ** 3),
      loadAverage,
      chromium: browser.version(),
      node: process.version,
      os: `${type()} ${release()}`,
    };
    const coldLoads = await measureColdLoads(browser, app.origin, [SHOP, PDP, CARD]);
    // 100 transitions: the goal reads the heap after 5 and 50, the next 50 show whether it settles.
    const transitions = await measureTransitions(browser, app.origin, 100);
    const peerRows = await measurePeers(browser, peers.origin, readPaymentForm());
    await browser.close();
    // Lighthouse last, in its own Chromium, so it never competes with the Playwright runs.
    const lighthouse = await measureLighthouse(
      // The same pages in Spanish too (issue 23 item 8: accessibility 100 in both languages).
      [SHOP, PDP, CART, CARD, SAVINGS].flatMap(({ page, path }) => [
        { page, url: `${app.origin}${path}` },
        { page: `${page} (es)`, url: `${app.origin}/es${path}` },
      ]),
      chromePath,
      PORT + 3,
      browserArgs,
    );
    const file = repoPath('docs/performance.md');
    writeResults(file, renderResults({ machine, startupGzipBytes: startup.gzipBytes, coldLoads, transitions, lighthouse, peers: peerRows }));
    console.log(`[bench] Written to ${file}`);
  } finally {
    await browser.close();
    await app.close();
    await peers.close();
    await prefetchHost.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
