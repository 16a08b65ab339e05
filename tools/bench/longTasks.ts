/**
 * `npm run bench:long-tasks [page...]` (issue 20 item 4, Lighthouse TBT): what
 * runs in each long main-thread task of a cold, signed-out load. The bench's
 * production build (dist-bench/app, built when missing; LONG_TASKS_BUILD=1
 * rebuilds it) with the mock API in a Node server outside the page, a fresh
 * context per load with Lighthouse's mobile viewport, and a CDP trace from
 * before the navigation to load + 4 s. Lists every task after the first
 * contentful paint over 12 ms of thread CPU (LONG_TASKS_MIN_MS): wall and CPU
 * time, the trace events inside it, and the functions the V8 sampling profiler
 * saw in it, named through the build's hidden source maps. Per load it sums
 * CPU x 4 over 50 ms: the estimate of Lighthouse's TBT that docs/performance.md
 * "Lighthouse TBT (session 26)" found steadiest on a shared machine.
 *
 * Pages: shop, pdp, cart, card, savings, and each with `-es` (default: shop pdp cart-es).
 * LONG_TASKS_RUNS loads per page (default 3). LONG_TASKS_APPS: comma-separated
 * build folders (each with its `<folder>-sourcemaps`) measured interleaved,
 * before / after, A B then B A; each on its own port from BENCH_PORT (default 4520).
 * LONG_TASKS_THROTTLE: CPU throttle of the loads (default 1: unthrottled, as
 * the estimate wants). LONG_TASKS_QUIET=1 prints only the per-load lines and the summary.
 * Prints; writes nothing. Run it through `flock /work/wt/heavy.lock` on a shared machine.
 */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { findChromium } from '../../e2e/support/findChromium.ts';
import { ensureBenchDependencies, importBenchPackage } from './benchDeps.ts';
import { appDir, buildApp } from './buildApps.ts';
import { BROWSER_ARGS } from './measureApp.ts';
import { startMockApiServer, type RunningServer } from './mockApiServer.ts';
import { sourceNamer, type Namer, type SourceMapJs } from './sourceNames.ts';
import { pageUrlPath } from './pagePaths.ts';
import { median } from './stats.ts';
import { blockingEstimate, functionTimes, tasksAfterFcp, type CallFrame, type TraceEvent } from './traceTasks.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4520);
const RUNS = Number(process.env.LONG_TASKS_RUNS ?? 3);
const THROTTLE = Number(process.env.LONG_TASKS_THROTTLE ?? 1);
const MIN_CPU_MS = Number(process.env.LONG_TASKS_MIN_MS ?? 12);
const QUIET = process.env.LONG_TASKS_QUIET === '1';
/** Lighthouse's simulated CPU is 4x slower than the machine; a throttled load is already part of the way there. */
const FACTOR = 4 / THROTTLE;
/** Trace categories: tasks with thread time, what runs in them, the first paint, and the sampling profiler. */
const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'loading',
  'blink.user_timing',
  'disabled-by-default-v8.cpu_profiler',
];

/** One cold, signed-out load with a trace; its long tasks printed, its blocking estimate returned. */
async function loadOnce(browser: Browser, origin: string, path: string, name: Namer, heading: string): Promise<number> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (THROTTLE !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    await page.waitForTimeout(4_000);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    const { tasks, profile } = tasksAfterFcp(trace.traceEvents, MIN_CPU_MS);
    const estimate = blockingEstimate(tasks, FACTOR);
    const load = loadavg()[0]?.toFixed(2);
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
    console.log(
      `\n${heading}: FCP at ${fcp.toFixed(0)} ms, ${tasks.length} tasks over ${MIN_CPU_MS} ms CPU after it, CPU x ${FACTOR} over 50 ms summed ${estimate.toFixed(0)} ms (load ${load})`,
    );
    if (QUIET) return estimate;
    const frameName = (frame: CallFrame) =>
      frame.url ? `${name(frame.url, frame.lineNumber, frame.columnNumber, true)} ${frame.functionName}` : `(${frame.functionName || 'program'})`;
    for (const task of tasks) {
      const inside = task.inside
        .filter(([, ms]) => ms >= 1)
        .slice(0, 6)
        .map(([what, ms]) => `${what} ${ms.toFixed(1)}`)
        .join(', ');
      console.log(
        `  +${task.startMs.toFixed(0)} ms: wall ${task.wallMs.toFixed(1)}, CPU ${task.cpuMs.toFixed(1)} (x ${FACTOR}: ${(task.cpuMs * FACTOR).toFixed(0)}) ms; ${inside}`,
      );
      const { self, total } = functionTimes(profile, task.samples, frameName);
      const top = (times: Map<string, number>, keep: (key: string) => boolean) =>
        [...times]
          .filter(([key]) => keep(key))
          .sort((a, b) => b[1] - a[1])
          .slice(0, 8)
          .map(([key, us]) => `${(us / 1000).toFixed(1)} ${key.trim()}`)
          .join(' | ');
      console.log(`    app functions with what they called: ${top(total, (key) => key.startsWith('src/'))}`);
      console.log(`    self: ${top(self, () => true)}`);
    }
    return estimate;
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const apps = (process.env.LONG_TASKS_APPS ?? appDir).split(',').map((dir) => resolve(dir));
  if (process.env.LONG_TASKS_BUILD === '1' || (apps.length === 1 && apps[0] === appDir && !existsSync(join(appDir, 'index.html')))) await buildApp();
  ensureBenchDependencies();
  const sourceMaps = await importBenchPackage<SourceMapJs>('source-map-js', 'source-map.js');
  const pages = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  const chosen = pages.length > 0 ? pages : ['shop', 'pdp', 'cart-es'];
  console.log(
    `Load average at the start: ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' / ')}; ${RUNS} loads per page and build, CPU throttle ${THROTTLE}`,
  );
  const servers: RunningServer[] = [];
  const browser = await chromium.launch({ executablePath: findChromium(), args: BROWSER_ARGS });
  const estimates = new Map<string, number[]>();
  try {
    for (const [i, dir] of apps.entries()) servers.push(await startMockApiServer(dir, PORT + i));
    const namers = apps.map((dir) => sourceNamer(sourceMaps, dir));
    for (let run = 0; run < RUNS; run += 1) {
      for (const page of chosen) {
        // A B, then B A: each build loads first as often as second.
        const order = apps.map((_, i) => i);
        if (run % 2 === 1) order.reverse();
        for (const i of order) {
          const key = `${page} ${apps.length > 1 ? `[${i}] ${apps[i]}` : ''}`.trim();
          const estimate = await loadOnce(browser, servers[i]?.origin ?? '', pageUrlPath(page), namers[i] as Namer, `${key}, load ${run + 1}`);
          estimates.set(key, [...(estimates.get(key) ?? []), estimate]);
        }
      }
    }
  } finally {
    await browser.close();
    for (const server of servers) await server.close();
  }
  console.log(
    `\nCPU x ${FACTOR} over 50 ms summed per load (load average at the end: ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' / ')}):`,
  );
  for (const [key, values] of estimates) console.log(`  ${key}: median ${median(values).toFixed(0)} ms; ${values.map((v) => v.toFixed(0)).join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
});
