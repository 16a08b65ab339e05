/**
 * The storefront's own figures at 4x CPU throttle (CDP
 * Emulation.setCPUThrottlingRate), issue 12 item 3: cold loads, in-app
 * transitions along the purchase path, and the JS heap after 5 and after 50
 * transitions (each after a forced GC, CDP HeapProfiler.collectGarbage).
 */
import type { Browser, BrowserContext, CDPSession, Locator, Page } from '@playwright/test';
import { takeHeapSplit, type HeapSplit } from './heapSnapshot.ts';
import { armHeadingWatch, installProbe, loadFigures, transitionDuration } from './pageProbe.ts';
import { median, percentile } from './stats.ts';

export const CPU_THROTTLE = 4;

/**
 * Chromium flags for every Playwright measurement. Nothing leaves the machine
 * (the affiliate pixel's partner host): other hosts do not resolve. Not a
 * Playwright route: any route makes Playwright pause EVERY request of the
 * context in Node (CDP Fetch), which added about 30 ms to each service call
 * of a transition (measured 57 -> 28 ms median wait on gridwall -> PDP,
 * interleaved in one browser), a cost no shopper pays.
 */
/**
 * Chromium's flags for the bench: no host but this machine resolves (nothing leaves it, and no request is
 * intercepted in Node), except the hosts `maps` sends to a local stand-in (the prefetch host,
 * prefetchHostServer.ts), whose certificate is the run's own.
 */
export function benchBrowserArgs(maps: string[] = []): string[] {
  const rules = [...maps, 'MAP * ~NOTFOUND', 'EXCLUDE 127.0.0.1'].join(', ');
  return [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    `--host-resolver-rules=${rules}`,
    ...(maps.length > 0 ? ['--ignore-certificate-errors'] : []),
  ];
}
export const BROWSER_ARGS = benchBrowserArgs();
/** Cold loads per page; the table shows the median. */
const COLD_RUNS = 3;
/** Longest wait for any step, in Playwright and in the page probes. */
export const TIMEOUT_MS = 30_000;

export interface ColdLoadRow {
  page: string;
  path: string;
  lcpMs: number;
  cls: number;
  /** JS transferred (gzipped bytes on the wire) when the page is shown and the network is quiet. */
  jsBytes: number;
  jsFiles: number;
  /** The same after the journey prefetch (settings.prefetchDelayMs after start-up) has run. */
  jsBytesWithPrefetch: number;
}

export interface TransitionFigures {
  count: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  /** Per step name: the median, to show which step is slow. */
  byStep: { step: string; count: number; medianMs: number; maxMs: number; work: StepWork }[];
  heapAfter5: number;
  heapAfter50: number;
  /** Used heap after a forced GC every HEAP_EVERY transitions, to tell a plateau (warm-up) from a steady climb (a leak). */
  heapSeries: { transitions: number; bytes: number }[];
  /** Heap snapshots after transitions 5 and 50: compiled code apart from the rest. */
  split5: HeapSplit;
  split50: HeapSplit;
}

/** Where a transition's main-thread time went (CDP Performance.getMetrics deltas, throttled ms). */
export interface StepWork {
  /** Time the page had a service call open between the click and the heading painted (the union of the calls). */
  serviceWaitMs: number;
  scriptMs: number;
  styleMs: number;
  layoutMs: number;
  taskMs: number;
}

async function workCounters(cdp: CDPSession): Promise<StepWork> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = (name: string) => (metrics.find((m) => m.name === name)?.value ?? NaN) * 1000;
  return {
    serviceWaitMs: 0,
    scriptMs: value('ScriptDuration'),
    styleMs: value('RecalcStyleDuration'),
    layoutMs: value('LayoutDuration'),
    taskMs: value('TaskDuration'),
  };
}

const HEAP_EVERY = 5;

/** Signed in (contracts 5), as a shopper on the purchase path. */
export async function newContext(browser: Browser, origin: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addCookies([{ name: 'loggedIn', value: 'true', url: origin }]);
  // tsx names functions with a __name helper; pages need it defined to run the serialised probe.
  await context.addInitScript('globalThis.__name = (f) => f;');
  await context.addInitScript(installProbe);
  return context;
}

export async function throttled(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
  return cdp;
}

export const heading = (page: Page, name: string): Locator => page.getByRole('heading', { level: 1, name, exact: true });

export async function measureColdLoads(browser: Browser, origin: string, pages: { page: string; path: string; heading: string }[]): Promise<ColdLoadRow[]> {
  const rows: ColdLoadRow[] = [];
  for (const target of pages) {
    const runs: Omit<ColdLoadRow, 'page' | 'path'>[] = [];
    for (let run = 0; run < COLD_RUNS; run++) {
      // A new context per run: empty HTTP cache, as on a first visit.
      const context = await newContext(browser, origin);
      const page = await context.newPage();
      await throttled(page);
      await page.goto(`${origin}${target.path}`, { timeout: TIMEOUT_MS });
      await heading(page, target.heading).waitFor({ timeout: TIMEOUT_MS });
      await page.waitForLoadState('networkidle', { timeout: TIMEOUT_MS });
      const shown = await page.evaluate(loadFigures);
      await page.waitForTimeout(3_000);
      await page.waitForLoadState('networkidle', { timeout: TIMEOUT_MS });
      const later = await page.evaluate(loadFigures);
      runs.push({ lcpMs: shown.lcp, cls: later.cls, jsBytes: shown.jsBytes, jsFiles: shown.jsFiles, jsBytesWithPrefetch: later.jsBytes });
      await context.close();
    }
    const pick = (key: keyof (typeof runs)[number]) => median(runs.map((r) => r[key]));
    rows.push({
      page: target.page,
      path: target.path,
      lcpMs: pick('lcpMs'),
      cls: pick('cls'),
      jsBytes: pick('jsBytes'),
      jsFiles: pick('jsFiles'),
      jsBytesWithPrefetch: pick('jsBytesWithPrefetch'),
    });
    console.log(`[bench] cold load ${target.page}: ${JSON.stringify(rows.at(-1))}`);
  }
  return rows;
}

export interface Step {
  name: string;
  /** What the shopper does before the timed click (choices on the page). */
  prepare?: (page: Page) => Promise<void>;
  click: (page: Page) => Locator;
  heading: string;
}

export const SHOP = 'Find your next phone';
const GRIDWALL = 'Smartphones';
const PDP = 'Galaxa S25';
const CART = 'Your cart';
const ACCESSORIES = 'Add accessories for your new phone';

/** The first pass buys a phone; later passes browse shop, gridwall, PDP and cart through the header (the cart keeps one phone). */
export const FIRST_PASS: Step[] = [
  { name: 'shop -> gridwall', click: (p) => p.getByRole('link', { name: 'Shop smartphones' }), heading: GRIDWALL },
  { name: 'gridwall -> PDP', click: (p) => p.getByRole('link', { name: PDP, exact: true }), heading: PDP },
  {
    name: 'PDP -> accessories (add to cart)',
    prepare: async (p) => {
      await p.getByLabel('Icy Blue').check();
      await p.getByLabel('256 GB').check();
      await p.getByLabel(/Full retail price/).check();
    },
    click: (p) => p.getByRole('button', { name: 'Add to cart' }),
    heading: ACCESSORIES,
  },
  { name: 'accessories -> cart', click: (p) => p.getByRole('button', { name: 'Continue to cart' }), heading: CART },
  { name: 'cart -> shop', click: (p) => p.getByRole('navigation', { name: 'Store' }).getByRole('link', { name: 'Kestrel Mobile' }), heading: SHOP },
];
export const LOOP: Step[] = [
  FIRST_PASS[0] as Step,
  FIRST_PASS[1] as Step,
  { name: 'PDP -> cart', click: (p) => p.getByRole('navigation', { name: 'Store' }).getByRole('link', { name: /^Cart/ }), heading: CART },
  FIRST_PASS[4] as Step,
];

async function heapUsed(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

/**
 * Runs `total` transitions (50 for the goal, more to see where the heap
 * settles); the percentiles cover the first 50, the heap series all.
 */
export async function measureTransitions(browser: Browser, origin: string, total = 50): Promise<TransitionFigures> {
  const context = await newContext(browser, origin);
  const page = await context.newPage();
  page.setDefaultTimeout(TIMEOUT_MS);
  const cdp = await throttled(page);
  await cdp.send('HeapProfiler.enable');
  await cdp.send('Performance.enable');
  await page.goto(`${origin}/sales/digital/shop.html`);
  await heading(page, SHOP).waitFor();
  // Let the journey prefetch finish first: transitions then measure the app, not a first chunk download.
  await page.waitForTimeout(3_000);
  await page.waitForLoadState('networkidle');

  const samples: { step: string; ms: number; frameLateMs: number; work: StepWork }[] = [];
  const splits = new Map<number, HeapSplit>();
  const heapSeries: { transitions: number; bytes: number }[] = [];
  const steps = [...FIRST_PASS];
  while (steps.length < total) steps.push(...LOOP);
  for (const step of steps.slice(0, total)) {
    await step.prepare?.(page);
    await page.evaluate(armHeadingWatch, { name: step.heading, timeoutMs: TIMEOUT_MS });
    const before = await workCounters(cdp);
    await step.click(page).click();
    const { ms, frameLateMs, serviceWaitMs } = await page.evaluate(transitionDuration);
    const after = await workCounters(cdp);
    const work = {
      serviceWaitMs,
      scriptMs: after.scriptMs - before.scriptMs,
      styleMs: after.styleMs - before.styleMs,
      layoutMs: after.layoutMs - before.layoutMs,
      taskMs: after.taskMs - before.taskMs,
    };
    samples.push({ step: step.name, ms, frameLateMs, work });
    await page.waitForLoadState('networkidle');
    if (samples.length % HEAP_EVERY === 0) heapSeries.push({ transitions: samples.length, bytes: await heapUsed(cdp) });
    if (samples.length === 5 || samples.length === 50) splits.set(samples.length, await takeHeapSplit(cdp));
  }
  await context.close();
  const heapAt = (n: number) => {
    const point = heapSeries.find((h) => h.transitions === n);
    if (!point) throw new Error(`[bench] no heap figure after ${n} transitions (ran ${samples.length})`);
    return point.bytes;
  };

  const splitAt = (n: number) => {
    const split = splits.get(n);
    if (!split) throw new Error(`[bench] no heap snapshot after ${n} transitions`);
    return split;
  };
  const timed = samples.slice(0, 50);
  const all = timed.map((s) => s.ms);
  const names = [...new Set(timed.map((s) => s.step))];
  const late = timed.map((s) => s.frameLateMs);
  console.log(
    `[bench] transitions as read before session 26 (one frame late for headings an answer brings): p50 ${percentile(late, 50).toFixed(0)} ms, ` +
      `p95 ${percentile(late, 95).toFixed(0)} ms; ` +
      names.map((step) => `${step} ${median(timed.filter((s) => s.step === step).map((s) => s.frameLateMs)).toFixed(0)}`).join(', '),
  );
  return {
    count: all.length,
    p50Ms: percentile(all, 50),
    p95Ms: percentile(all, 95),
    maxMs: Math.max(...all),
    byStep: names.map((step) => {
      const mine = timed.filter((s) => s.step === step);
      const ms = mine.map((s) => s.ms);
      const work = (key: keyof StepWork) => median(mine.map((s) => s.work[key]));
      return {
        step,
        count: ms.length,
        medianMs: median(ms),
        maxMs: Math.max(...ms),
        work: {
          serviceWaitMs: work('serviceWaitMs'),
          scriptMs: work('scriptMs'),
          styleMs: work('styleMs'),
          layoutMs: work('layoutMs'),
          taskMs: work('taskMs'),
        },
      };
    }),
    heapAfter5: heapAt(5),
    heapAfter50: heapAt(50),
    heapSeries,
    split5: splitAt(5),
    split50: splitAt(50),
  };
}
