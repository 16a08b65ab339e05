/**
 * Writes the bench's figures into docs/performance.md between two markers,
 * so the hand-written parts of that page (definitions, what stops a goal)
 * survive a new run.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { LighthouseRow } from './measureLighthouse.ts';
import type { ColdLoadRow, TransitionFigures } from './measureApp.ts';
import type { PeerRow } from './measurePeers.ts';
import { topGrowth, type HeapSplit } from './heapSnapshot.ts';
import { growth } from './stats.ts';

export const BEGIN = '<!-- bench:browser results begin (written by npm run bench:browser) -->';
export const END = '<!-- bench:browser results end -->';

export interface Machine {
  date: string;
  cores: number;
  cpuModel: string;
  memoryGiB: number;
  loadAverage: number[];
  chromium: string;
  node: string;
  os: string;
}

export interface BenchResults {
  machine: Machine;
  startupGzipBytes: number;
  coldLoads: ColdLoadRow[];
  transitions: TransitionFigures;
  lighthouse: LighthouseRow[];
  peers: PeerRow[];
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MiB`;
const table = (head: string[], rows: (string | number)[][]) =>
  [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
const verdict = (ok: boolean) => (ok ? 'reached' : '**not reached**');

/** A snapshot's figures in the table's column order. */
function splitColumns(split: HeapSplit): number[] {
  return [split.totalBytes, split.codeBytes, split.jsObjectBytes, split.nativeBytes];
}

function splitGrowth(before: HeapSplit, after: HeapSplit): string[] {
  const later = splitColumns(after);
  return splitColumns(before).map((bytes, i) => `${(growth(bytes, later[i] ?? NaN) * 100).toFixed(1)} %`);
}

/** Whether storeflow is first (smallest or fastest) among the peers on one figure; ties count as first. */
function storeflowFirst(peers: PeerRow[], figure: (p: PeerRow) => number): boolean {
  const ours = peers.find((p) => p.peer === 'storeflow');
  return ours !== undefined && peers.every((p) => figure(ours) <= figure(p));
}

/** The goals of issue 20 item 4 (and issue 12's heap and accessibility goals, still watched), each with its verdict. */
function goalRows(r: BenchResults): string[][] {
  const heapGrowth = growth(r.transitions.heapAfter5, r.transitions.heapAfter50);
  const score = (category: 'performance' | 'accessibility' | 'best-practices') => r.lighthouse.map((l) => l.scores[category] ?? 0);
  const pages = r.lighthouse.map((l) => l.page).join(', ');
  const storeflow = r.peers.find((p) => p.peer === 'storeflow');
  return [
    ['Start-up entry ≤ 110 KiB gzipped', kib(r.startupGzipBytes), verdict(r.startupGzipBytes <= 110 * 1024)],
    ['Transition p95 ≤ 100 ms at 4x throttle', ms(r.transitions.p95Ms), verdict(r.transitions.p95Ms <= 100)],
    ['Transition p50 ≤ 50 ms at 4x throttle', ms(r.transitions.p50Ms), verdict(r.transitions.p50Ms <= 50)],
    [`Lighthouse performance ≥ 95 (${pages})`, score('performance').join(' / '), verdict(score('performance').every((s) => s >= 95))],
    ['Lighthouse best practices 100', score('best-practices').join(' / '), verdict(score('best-practices').every((s) => s === 100))],
    ['Lighthouse accessibility 100', score('accessibility').join(' / '), verdict(score('accessibility').every((s) => s === 100))],
    ['Peers: storeflow first in gzipped JS', storeflow ? kib(storeflow.jsGzipBytes) : '-', verdict(storeflowFirst(r.peers, (p) => p.jsGzipBytes))],
    ['Peers: storeflow first to an interactive form', storeflow ? ms(storeflow.interactiveMs) : '-', verdict(storeflowFirst(r.peers, (p) => p.interactiveMs))],
    ['Heap growth < 10 % from 5 to 50 transitions', `${(heapGrowth * 100).toFixed(1)} %`, verdict(heapGrowth < 0.1)],
  ];
}

export function renderResults(r: BenchResults): string {
  const heapGrowth = growth(r.transitions.heapAfter5, r.transitions.heapAfter50);
  const m = r.machine;
  return [
    BEGIN,
    '',
    `Taken ${m.date} on ${m.cores} cores (${m.cpuModel}), ${m.memoryGiB} GiB memory, ${m.os}, Chromium ${m.chromium}, Node ${m.node}. ` +
      `Load average when the run started: ${m.loadAverage.map((l) => l.toFixed(2)).join(' / ')} (1 / 5 / 15 min).`,
    '',
    '### Goals',
    '',
    table(['Goal (issue 20 item 4; heap: issue 12)', 'Measured', 'Verdict'], goalRows(r)),
    '',
    '### Cold load (production bundle, 4x CPU throttle, signed in, median of 3)',
    '',
    table(
      ['Page', 'LCP', 'CLS', 'JS transferred when shown', 'JS files', 'JS after the journey prefetch'],
      r.coldLoads.map((c) => [`${c.page} (\`${c.path}\`)`, ms(c.lcpMs), c.cls.toFixed(3), kib(c.jsBytes), c.jsFiles, kib(c.jsBytesWithPrefetch)]),
    ),
    '',
    `### In-app transitions (the first ${r.transitions.count} along the purchase path, 4x CPU throttle)`,
    '',
    `p50 ${ms(r.transitions.p50Ms)}, p95 ${ms(r.transitions.p95Ms)}, slowest ${ms(r.transitions.maxMs)}.`,
    '',
    table(
      ['Step', 'Count', 'Median', 'Slowest', 'Waiting on service calls (median)', 'Script', 'Style', 'Layout', 'All main-thread tasks'],
      r.transitions.byStep.map((s) => [
        s.step,
        s.count,
        ms(s.medianMs),
        ms(s.maxMs),
        ms(s.work.serviceWaitMs),
        ms(s.work.scriptMs),
        ms(s.work.styleMs),
        ms(s.work.layoutMs),
        ms(s.work.taskMs),
      ]),
    ),
    '',
    'Waiting on service calls: the part of the transition with a fetch/XHR open (Resource Timing, parallel calls counted once; the mock server runs on the same shared machine). ' +
      'Script, style, layout and tasks: main-thread time (CDP `Performance.getMetrics`, throttled milliseconds) from before the click until the bench reads the counters again just after the heading is painted, so they include some work that continues after it (images, the rest of the page).',
    '',
    `JS heap used after a forced GC: ${mib(r.transitions.heapAfter5)} after 5 transitions, ${mib(r.transitions.heapAfter50)} after 50 ` +
      `(${(heapGrowth * 100).toFixed(1)} %). Every 5 transitions: ${r.transitions.heapSeries.map((h) => `${h.transitions}: ${mib(h.bytes)}`).join(', ')}.`,
    '',
    table(
      [
        'Heap snapshot',
        'Total',
        'Compiled code (bytecode, machine code, feedback)',
        'JS objects (objects, closures, arrays, strings)',
        'Native (DOM, styles, browser buffers)',
      ],
      [
        ['after 5 transitions', ...splitColumns(r.transitions.split5).map(mib)],
        ['after 50 transitions', ...splitColumns(r.transitions.split50).map(mib)],
        ['growth', ...splitGrowth(r.transitions.split5, r.transitions.split50)],
      ],
    ),
    '',
    `What grew most between the two snapshots: ${topGrowth(r.transitions.split5, r.transitions.split50, 8)
      .map((k) => `\`${k.kind}\` +${kib(k.bytes)}`)
      .join(', ')}.`,
    '',
    '### Lighthouse (mobile defaults: simulated slow 4G, 4x CPU; signed out, first visit)',
    '',
    table(
      ['Page', 'Performance', 'Accessibility', 'Best practices', 'FCP', 'LCP', 'TBT', 'CLS', 'Speed index'],
      r.lighthouse.map((l) => [
        `${l.page} (\`${new URL(l.url).pathname}${new URL(l.url).search}\`)`,
        l.scores.performance ?? '-',
        l.scores.accessibility ?? '-',
        l.scores['best-practices'] ?? '-',
        ms(l.metrics['first-contentful-paint'] ?? NaN),
        ms(l.metrics['largest-contentful-paint'] ?? NaN),
        ms(l.metrics['total-blocking-time'] ?? NaN),
        (l.metrics['cumulative-layout-shift'] ?? NaN).toFixed(3),
        ms(l.metrics['speed-index'] ?? NaN),
      ]),
    ),
    '',
    table(
      ['Page', 'Performance points lost to', 'Main thread in the Lighthouse run (simulated 4x CPU)'],
      r.lighthouse.map((l) => [
        l.page,
        l.pointsLost.map((p) => `${p.metric} ${p.points.toFixed(0)}`).join(', ') || 'none',
        l.mainThread
          .slice(0, 4)
          .map((w) => `${w.work} ${ms(w.ms)}`)
          .join(', '),
      ]),
    ),
    '',
    r.lighthouse.some((l) => l.failures.length > 0)
      ? ['Audits that lost points:', '', ...r.lighthouse.flatMap((l) => l.failures.map((f) => `- ${l.page}: ${f}`))].join('\n')
      : 'No accessibility or best-practices audit lost points.',
    '',
    '### Peers: the same 10-field payment form (4x CPU throttle, median of 5)',
    '',
    table(
      ['Library', 'Gzipped JS for first render', 'Interactive form (from navigation)', 'All 10 errors shown after an empty submit'],
      r.peers.map((p) => [p.peer, kib(p.jsGzipBytes), ms(p.interactiveMs), ms(p.errorsMs)]),
    ),
    '',
    END,
  ].join('\n');
}

/** Replaces the block between the markers, or appends it when the page has none yet. */
export function writeResults(file: string, block: string): void {
  const page = existsSync(file) ? readFileSync(file, 'utf8') : '# Performance\n';
  const begin = page.indexOf(BEGIN);
  const end = page.indexOf(END);
  const next = begin >= 0 && end > begin ? `${page.slice(0, begin)}${block}${page.slice(end + END.length)}` : `${page.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, next);
}
