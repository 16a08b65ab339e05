/**
 * `npm run bench:lighthouse [page...]` (issue 20 item 4, Lighthouse TBT):
 * Lighthouse's mobile performance audit of one or a few pages, several runs,
 * with builds interleaved (A B, then B A), instead of the whole
 * `bench:browser`. The same pieces as the bench: the production build with
 * the mock API in a Node server outside the page (startMockApiServer), the
 * bench's Chromium flags, Lighthouse's defaults (simulated slow 4G, 4x CPU).
 * Per run it prints the score, FCP (simulated and as observed), LCP, TBT and
 * the long tasks of Lighthouse's simulation (start, duration, the script it
 * attributes them to), marking those after the simulated first paint, which
 * are what its TBT counts; then the medians per page and build.
 *
 * Pages as in `bench:long-tasks` (shop, pdp, cart, card, savings, each with
 * `-es`). LH_RUNS runs per page and build (default 3). LH_APPS: comma-separated
 * build folders (default dist-bench/app, built when missing). The app is served
 * on BENCH_PORT (default 4520), one build at a time; Lighthouse's Chromium
 * listens on BENCH_PORT + 1. The prefetch host's stand-in is not served (its
 * requests fail at once): best-practices scores are not this tool's concern.
 * Prints; writes nothing. Run it through `flock /work/wt/heavy.lock`.
 */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { findChromium } from '../../e2e/support/findChromium.ts';
import { ensureBenchDependencies } from './benchDeps.ts';
import { appDir, buildApp } from './buildApps.ts';
import { BROWSER_ARGS } from './measureApp.ts';
import { openLighthouse, type LighthouseSession } from './lighthouseLauncher.ts';
import { pointsLost } from './measureLighthouse.ts';
import { startMockApiServer } from './mockApiServer.ts';
import { pageUrlPath } from './pagePaths.ts';
import { median } from './stats.ts';
import { tasksAfterFcp } from './traceTasks.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4520);
const RUNS = Number(process.env.LH_RUNS ?? 3);

interface Run {
  score: number;
  tbt: number;
  fcp: number;
  lcp: number;
}

/** The script a long task is attributed to, without the origin and the hash Vite adds. */
function shortUrl(url: unknown, origin: string): string {
  return String(url)
    .replace(origin, '')
    .replace(/-[\w-]{8}\.js$/, '.js');
}

async function auditOnce(lighthouse: LighthouseSession, origin: string, path: string, heading: string): Promise<Run> {
  const result = await lighthouse.audit(`${origin}${path}`, ['performance']);
  const audits = result.lhr.audits;
  const value = (id: string) => audits[id]?.numericValue ?? NaN;
  const run: Run = {
    score: Math.round((result.lhr.categories.performance?.score ?? 0) * 100),
    tbt: value('total-blocking-time'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
  };
  const observed = audits.metrics?.details?.items?.[0] ?? {};
  const lost = pointsLost(result)
    .map(({ metric, points }) => `${metric} ${points.toFixed(1)}`)
    .join(', ');
  console.log(
    `\n${heading}: performance ${run.score} (lost: ${lost}); TBT ${run.tbt.toFixed(0)}, FCP ${run.fcp.toFixed(0)} (observed ${Number(observed.observedFirstContentfulPaint).toFixed(0)}), LCP ${run.lcp.toFixed(0)} ms (load ${loadavg()[0]?.toFixed(2)})`,
  );
  for (const task of audits['long-tasks']?.details?.items ?? []) {
    const start = Number(task.startTime);
    const duration = Number(task.duration);
    const counted = start + duration > run.fcp ? ` blocking ${Math.max(0, duration - 50).toFixed(0)}` : ' (before the first paint)';
    console.log(`  ${start.toFixed(0)} +${duration.toFixed(0)} ms${counted}: ${shortUrl(task.url, origin)}`);
  }
  // What those tasks were: the unthrottled load Lighthouse simulated from, its tasks after the observed paint that its
  // simulation makes 50 ms or longer (wall x 4, or x 2 when the task ran a layout), with what ran directly inside them.
  const observedTasks = result.artifacts?.Trace ? tasksAfterFcp(result.artifacts.Trace.traceEvents, 0).tasks : [];
  for (const task of observedTasks) {
    const layout = task.inside.some(([what]) => what === 'Layout');
    if (task.wallMs * (layout ? 2 : 4) < 50) continue;
    const inside = task.inside
      .filter(([, ms]) => ms >= 1)
      .slice(0, 5)
      .map(([what, ms]) => `${what.replace(/-[\w-]{8}\.js/, '.js')} ${ms.toFixed(1)}`)
      .join(', ');
    console.log(
      `  observed +${task.startMs.toFixed(0)} ms: wall ${task.wallMs.toFixed(1)}, CPU ${task.cpuMs.toFixed(1)}${layout ? ' (layout: x 2)' : ''}; ${inside}`,
    );
  }
  return run;
}

async function main(): Promise<void> {
  const apps = (process.env.LH_APPS ?? appDir).split(',').map((dir) => resolve(dir));
  if (apps.length === 1 && apps[0] === appDir && !existsSync(join(appDir, 'index.html'))) await buildApp();
  ensureBenchDependencies();
  const pages = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  const chosen = pages.length > 0 ? pages : ['pdp'];
  console.log(
    `Load average at the start: ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' / ')}; ${RUNS} runs per page and build`,
  );
  const lighthouse = await openLighthouse(findChromium(), PORT + 1, BROWSER_ARGS);
  const runs = new Map<string, Run[]>();
  try {
    for (let round = 0; round < RUNS; round += 1) {
      for (const page of chosen) {
        const order = apps.map((_, i) => i);
        if (round % 2 === 1) order.reverse();
        for (const i of order) {
          const key = `${page}${apps.length > 1 ? ` [${i}] ${apps[i]}` : ''}`;
          // One build served at a time, on the same origin, so each run starts as cold as the others.
          const server = await startMockApiServer(apps[i] as string, PORT);
          try {
            const run = await auditOnce(lighthouse, server.origin, pageUrlPath(page), `${key}, run ${round + 1}`);
            runs.set(key, [...(runs.get(key) ?? []), run]);
          } finally {
            await server.close();
          }
        }
      }
    }
  } finally {
    lighthouse.close();
  }
  console.log(
    `\nMedians (load average at the end: ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' / ')}):`,
  );
  for (const [key, list] of runs) {
    const of = (pick: (run: Run) => number) => `${median(list.map(pick)).toFixed(0)} (${list.map((run) => pick(run).toFixed(0)).join(', ')})`;
    console.log(`  ${key}: performance ${of((r) => r.score)}; TBT ${of((r) => r.tbt)}; FCP ${of((r) => r.fcp)}; LCP ${of((r) => r.lcp)}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
});
