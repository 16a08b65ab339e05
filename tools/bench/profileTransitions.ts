/**
 * `npm run bench:profile` (issue 12 item 5): where a transition's time goes.
 * Runs the bench's 50 transitions at 4x CPU throttle with the V8 sampling
 * profiler on during each one, and prints per step: the median duration, the
 * resources fetched between the click and the heading painted (service calls
 * and lazy chunks, with their start and end relative to the click), and the
 * main-thread self time by ORIGINAL source (package or src/ file, through the
 * build's hidden source maps). Reads dist-bench/app (built by bench:browser;
 * PROFILE_BUILD=1 rebuilds it). Prints; writes nothing, unless PROFILE_DUMP names a
 * folder: then each transition's raw V8 profile is written there as
 * `<n>_<step>.cpuprofile` (open it in DevTools' Performance panel, or read the
 * click's task top-down from it).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type CDPSession } from '@playwright/test';
import { findChromium } from '../../e2e/support/findChromium.ts';
import { ensureBenchDependencies, importBenchPackage } from './benchDeps.ts';
import { appDir, buildApp } from './buildApps.ts';
import { takeHeapSplit, topGrowth, type HeapSplit } from './heapSnapshot.ts';
import { BROWSER_ARGS, FIRST_PASS, LOOP, SHOP, TIMEOUT_MS, heading, newContext, throttled, type Step } from './measureApp.ts';
import { startMockApiServer } from './mockApiServer.ts';
import { armHeadingWatch, transitionDuration } from './pageProbe.ts';
import { sourceNamer, type Namer, type SourceMapJs } from './sourceNames.ts';
import { median, percentile } from './stats.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4210);
const TOTAL = 50;
const DUMP = process.env.PROFILE_DUMP;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function selfTimeBySource(profile: Profile, name: Namer, withLine = false): Map<string, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const out = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)?.callFrame;
    const key = frame
      ? frame.url
        ? `${name(frame.url, frame.lineNumber, frame.columnNumber, withLine)}${withLine ? ` ${frame.functionName}` : ''}`
        : `(${frame.functionName || 'program'})`
      : '?';
    out.set(key, (out.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return out;
}

/**
 * Time with each app function (src/) on the stack, itself and what it called:
 * says which caller the library time belongs to (JSON Logic run by the page's
 * composition or by the decision tables).
 */
function totalTimeOfAppFunctions(profile: Profile, name: Namer): Map<string, number> {
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const keyOf = new Map<number, string | null>();
  const key = (id: number): string | null => {
    if (!keyOf.has(id)) {
      const frame = byId.get(id)?.callFrame;
      const named = frame?.url ? `${name(frame.url, frame.lineNumber, frame.columnNumber, true)} ${frame.functionName}` : null;
      keyOf.set(id, named?.startsWith('src/') ? named : null);
    }
    return keyOf.get(id) ?? null;
  };
  const out = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const k = key(at);
      if (k) seen.add(k);
    }
    for (const k of seen) out.set(k, (out.get(k) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return out;
}

/** Which part of the app a source's self time belongs to (issue 20 item 3: composition against render against calls). */
const areaPatterns: [string, RegExp][] = [
  ['composition', /^(src\/engine\/|src\/logic\/|pkg json-logic-js|src\/runtime\/facts\/|src\/runtime\/stores\/(FactsStore|FlowStore|NodeComposer|keptNodes))/],
  ['React render', /^(pkg react|pkg react-dom|pkg scheduler|src\/components\/|src\/registry\/|src\/app\/)/],
  ['call path', /^(pkg axios|src\/runtime\/calls\/|src\/services\/|src\/runtime\/effects\/)/],
  ['MobX', /^pkg mobx/],
  ['other script', /^[^(]/],
  ['browser (GC, natives, idle)', /^\(/],
];

/** Self time per area, the median over the runs of a step. */
function areaSplit(sources: Map<string, number>[]): [string, number][] {
  return areaPatterns.map(([area]) => {
    const perRun = sources.map((run) =>
      [...run].filter(([source]) => areaPatterns.find(([, pattern]) => pattern.test(source))?.[0] === area).reduce((t, [, ms]) => t + ms, 0),
    );
    return [area, median(perRun)];
  });
}

/** Resources started between the click and the heading painted, relative to the click. */
function resourcesSinceClick(): { name: string; type: string; startMs: number; endMs: number }[] {
  const probe = (window as unknown as { __bench: { lastClick?: number } }).__bench;
  const start = probe.lastClick ?? 0;
  return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((r) => r.startTime >= start)
    .map((r) => ({
      name: new URL(r.name).pathname.replace(/-[\w-]{8}\.js$/, '.js'),
      type: r.initiatorType,
      startMs: Math.round(r.startTime - start),
      endMs: Math.round(r.responseEnd - start),
    }));
}

interface Phases {
  callsFrom?: number;
  callsTo?: number;
  callsOpen?: number;
  afterCalls?: number;
}

/** When the service calls of a transition ran, relative to the click, and how long the page took after the last answer. */
function phasesOf(ms: number, resources: { type: string; startMs: number; endMs: number }[]): Phases {
  const calls = resources.filter((r) => (r.type === 'xmlhttprequest' || r.type === 'fetch') && r.startMs <= ms);
  if (calls.length === 0) return {};
  const callsFrom = Math.min(...calls.map((c) => c.startMs));
  const callsTo = Math.min(ms, Math.max(...calls.map((c) => c.endMs)));
  return { callsFrom, callsTo, callsOpen: callsTo - callsFrom, afterCalls: ms - callsTo };
}

async function main(): Promise<void> {
  if (process.env.PROFILE_BUILD === '1' || !existsSync(join(appDir, 'index.html'))) await buildApp();
  ensureBenchDependencies();
  const name = sourceNamer(await importBenchPackage<SourceMapJs>('source-map-js', 'source-map.js'), appDir);
  const app = await startMockApiServer(appDir, PORT);
  const browser = await chromium.launch({ executablePath: findChromium(), args: BROWSER_ARGS });
  try {
    const context = await newContext(browser, app.origin);
    const page = await context.newPage();
    page.setDefaultTimeout(TIMEOUT_MS);
    const cdp: CDPSession = await throttled(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await page.goto(`${app.origin}/sales/digital/shop.html`);
    await heading(page, SHOP).waitFor();
    await page.waitForTimeout(3_000);
    await page.waitForLoadState('networkidle');

    const steps: Step[] = [...FIRST_PASS];
    while (steps.length < TOTAL) steps.push(...LOOP);
    const byStep = new Map<
      string,
      {
        ms: number[];
        frameLate: number[];
        sources: Map<string, number>[];
        functions: Map<string, number>[];
        totals: Map<string, number>[];
        resources: string[];
        phases: Phases[];
      }
    >();
    let heap5: HeapSplit | undefined;
    let done = 0;
    for (const step of steps.slice(0, TOTAL)) {
      await step.prepare?.(page);
      await page.evaluate(armHeadingWatch, { name: step.heading, timeoutMs: TIMEOUT_MS });
      await page.evaluate(() => performance.clearResourceTimings());
      await cdp.send('Profiler.start');
      await step.click(page).click();
      const { ms, frameLateMs } = await page.evaluate(transitionDuration);
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
      const resources = await page.evaluate(resourcesSinceClick);
      if (DUMP) {
        mkdirSync(DUMP, { recursive: true });
        writeFileSync(join(DUMP, `${String(done + 1).padStart(2, '0')}_${step.name.replace(/[^\w-]+/g, '_')}.cpuprofile`), JSON.stringify(profile));
      }
      const mine = byStep.get(step.name) ?? { ms: [], frameLate: [], sources: [], functions: [], totals: [], resources: [], phases: [] };
      mine.phases.push(phasesOf(ms, resources));
      mine.ms.push(ms);
      mine.frameLate.push(frameLateMs);
      mine.sources.push(selfTimeBySource(profile, name));
      mine.functions.push(selfTimeBySource(profile, name, true));
      mine.totals.push(totalTimeOfAppFunctions(profile, name));
      mine.resources.push(
        `${Math.round(ms)} ms: ` +
          resources
            .filter((r) => r.startMs <= ms)
            .map((r) => `${r.name} [${r.type}] ${r.startMs}-${r.endMs}`)
            .join('; '),
      );
      byStep.set(step.name, mine);
      await page.waitForLoadState('networkidle');
      done++;
      if (done === 5) heap5 = await takeHeapSplit(cdp);
    }
    if (heap5) {
      const heap50 = await takeHeapSplit(cdp);
      console.log(`\n== heap snapshot growth from 5 to ${done} transitions: ${((heap50.totalBytes - heap5.totalBytes) / 1024).toFixed(0)} KiB`);
      for (const g of topGrowth(heap5, heap50, 30)) console.log(`  ${(g.bytes / 1024).toFixed(1).padStart(8)} KiB  ${g.kind}`);
    }
    await context.close();
    const all = [...byStep.values()];
    const allMs = all.flatMap((s) => s.ms);
    const allFrameLate = all.flatMap((s) => s.frameLate);
    const p50p95 = (values: number[]) => `p50 ${Math.round(percentile(values, 50))}, p95 ${Math.round(percentile(values, 95))}`;
    console.log(`\n== all ${allMs.length} transitions: ${p50p95(allMs)} ms (as read before session 26: ${p50p95(allFrameLate)})`);
    for (const [step, { ms, frameLate, sources, functions, totals, resources, phases }] of byStep) {
      console.log(`\n== ${step}: ${ms.length} runs, median ${Math.round(median(ms))} ms (as read before session 26: ${Math.round(median(frameLate))} ms)`);
      const called = phases.filter((p) => p.callsFrom !== undefined);
      if (called.length > 0) {
        const m = (key: keyof Phases) => Math.round(median(called.map((p) => p[key] ?? 0)));
        console.log(
          `  ${called.length} runs with service calls, medians: calls start ${m('callsFrom')} ms after the click, last answer in at ${m('callsTo')} ms, ` +
            `heading painted ${m('afterCalls')} ms after it (calls open for ${m('callsOpen')} ms)`,
        );
      }
      for (const line of resources.slice(0, 3)) console.log(`  ${line}`);
      const keys = new Set(sources.flatMap((s) => [...s.keys()]));
      const rows = [...keys].map((k) => ({ k, ms: median(sources.map((s) => s.get(k) ?? 0)) })).sort((a, b) => b.ms - a.ms);
      console.log(`  profiled self time (median per run, throttled ms): ${rows.reduce((t, r) => t + r.ms, 0).toFixed(0)} ms`);
      const areas = areaSplit(sources);
      console.log(`  by area (median per run, throttled ms): ${areas.map(([area, ms]) => `${area} ${ms.toFixed(1)}`).join(', ')}`);
      for (const r of rows.slice(0, 18)) console.log(`    ${r.ms.toFixed(1).padStart(7)}  ${r.k}`);
      const fkeys = new Set(functions.flatMap((s) => [...s.keys()]));
      const frows = [...fkeys]
        .filter((k) => !k.startsWith('('))
        .map((k) => ({ k, ms: functions.reduce((t, s) => t + (s.get(k) ?? 0), 0) / functions.length }))
        .sort((a, b) => b.ms - a.ms);
      const tkeys = new Set(totals.flatMap((s) => [...s.keys()]));
      const trows = [...tkeys].map((k) => ({ k, ms: totals.reduce((t, s) => t + (s.get(k) ?? 0), 0) / totals.length })).sort((a, b) => b.ms - a.ms);
      console.log('  app functions with what they called (mean total time per run):');
      for (const r of trows.slice(0, 25)) console.log(`    ${r.ms.toFixed(1).padStart(7)}  ${r.k}`);
      console.log('  functions (mean self time per run):');
      for (const r of frows.slice(0, 25)) console.log(`    ${r.ms.toFixed(1).padStart(7)}  ${r.k}`);
    }
  } finally {
    await browser.close();
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
});
