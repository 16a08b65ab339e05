/**
 * `npm run bench:first-paint` (issue 20 item 5): what the pre-rendered pages
 * bought, measured on one production build, interleaved, at 4x CPU
 * throttle. The same page is loaded through its pre-rendered file
 * (`/sales/digital/gridwall/smartphones.html`) and through an address that
 * has none (`/sales/digital/smartphones.html`, the same page by its last
 * segment, spec 2.1), which gets index.html as before issue 20. Per load: the
 * first contentful paint, the time the level-1 heading is in the document
 * (a mutation observer), and the largest contentful
 * paint, signed in, fresh context (empty cache). Prints medians and the load
 * average; writes nothing.
 */
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { findChromium } from '../../e2e/support/findChromium.ts';
import { appDir, buildApp } from './buildApps.ts';
import { BROWSER_ARGS, CPU_THROTTLE } from './measureApp.ts';
import { startMockApiServer } from './mockApiServer.ts';
import { median } from './stats.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4210);
const RUNS = Number(process.env.FIRST_PAINT_RUNS ?? 5);
const ways = [
  { name: 'pre-rendered file', path: '/sales/digital/gridwall/smartphones.html' },
  { name: 'index.html (no pre-rendered file)', path: '/sales/digital/smartphones.html' },
];

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build')) await buildApp();
  const load = loadavg().map((value) => value.toFixed(2));
  const server = await startMockApiServer(appDir, PORT);
  const browser = await chromium.launch({ executablePath: findChromium(), args: BROWSER_ARGS });
  const figures = new Map(ways.map((way) => [way.name, { fcp: [] as number[], heading: [] as number[], lcp: [] as number[] }]));
  try {
    for (let run = 0; run < RUNS; run += 1) {
      for (const way of ways) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        await context.addCookies([{ name: 'loggedIn', value: 'true', url: server.origin }]);
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
        await page.addInitScript(() => {
          const marks = { heading: 0, lcp: 0 };
          Object.assign(window, { __firstPaint: marks });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) marks.lcp = entry.startTime;
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          // Parser-inserted nodes are reported too, so this sees the heading of the pre-rendered HTML as it arrives.
          const watch = new MutationObserver(() => {
            if (!document.querySelector('main h1')) return;
            marks.heading = performance.now();
            watch.disconnect();
          });
          watch.observe(document, { childList: true, subtree: true });
        });
        await page.goto(`${server.origin}${way.path}`);
        await page.getByRole('heading', { level: 1, name: 'Smartphones' }).waitFor({ timeout: 30_000 });
        await page.waitForTimeout(1500);
        const measured = await page.evaluate(() => ({
          fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
          ...(window as unknown as { __firstPaint: { heading: number; lcp: number } }).__firstPaint,
        }));
        const into = figures.get(way.name);
        into?.fcp.push(measured.fcp);
        into?.heading.push(measured.heading);
        into?.lcp.push(measured.lcp);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  console.log(`Load average when the run started: ${load.join(' / ')} (1 / 5 / 15 min); ${RUNS} runs per way, 4x CPU throttle, signed in.`);
  console.log('| Gridwall loaded through | First contentful paint | Heading in the document | Largest contentful paint |');
  console.log('|---|---|---|---|');
  for (const [name, { fcp, heading, lcp }] of figures) {
    console.log(`| ${name} | ${median(fcp).toFixed(0)} ms | ${median(heading).toFixed(0)} ms | ${median(lcp).toFixed(0)} ms |`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
