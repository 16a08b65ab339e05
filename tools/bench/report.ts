/**
 * Writes the bench's figures into docs/performance.md between two markers,
 * so the hand-written parts of that page (definitions, what stops a goal)
 * survive a new run.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { LighthouseRow } from './measureLighthouse.ts';
import type { ColdLoadRow, TransitionFigures } from './measureApp.ts';
import type { PeerRow } from './measurePeers.ts';
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

export function renderResults(r: BenchResults): string {
  const heapGrowth = growth(r.transitions.heapAfter5, r.transitions.heapAfter50);
  const lhPerf = r.lighthouse.map((l) => l.scores.performance ?? 0);
  const lhA11y = r.lighthouse.map((l) => l.scores.accessibility ?? 0);
  const m = r.machine;
  return [
    BEGIN,
    '',
    `Taken ${m.date} on ${m.cores} cores (${m.cpuModel}), ${m.memoryGiB} GiB memory, ${m.os}, Chromium ${m.chromium}, Node ${m.node}. ` +
      `Load average when the run started: ${m.loadAverage.map((l) => l.toFixed(2)).join(' / ')} (1 / 5 / 15 min).`,
    '',
    '### Goals',
    '',
    table(
      ['Goal (issue 12, issue 9)', 'Measured', 'Verdict'],
      [
        ['Start-up entry ≤ 110 KiB gzipped', kib(r.startupGzipBytes), verdict(r.startupGzipBytes <= 110 * 1024)],
        ['Transition p95 ≤ 50 ms at 4x throttle', ms(r.transitions.p95Ms), verdict(r.transitions.p95Ms <= 50)],
        ['Heap growth < 10 % from 5 to 50 transitions', `${(heapGrowth * 100).toFixed(1)} %`, verdict(heapGrowth < 0.1)],
        ['Lighthouse performance ≥ 95', lhPerf.join(' / '), verdict(lhPerf.every((s) => s >= 95))],
        ['Lighthouse accessibility 100', lhA11y.join(' / '), verdict(lhA11y.every((s) => s === 100))],
      ],
    ),
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
      ['Step', 'Count', 'Median', 'Slowest', 'Script (median)', 'Style', 'Layout', 'All main-thread tasks'],
      r.transitions.byStep.map((s) => [
        s.step,
        s.count,
        ms(s.medianMs),
        ms(s.maxMs),
        ms(s.work.scriptMs),
        ms(s.work.styleMs),
        ms(s.work.layoutMs),
        ms(s.work.taskMs),
      ]),
    ),
    '',
    'Script, style, layout and tasks: main-thread time during the transition (CDP `Performance.getMetrics` before the click and after the heading is painted; throttled milliseconds).',
    '',
    `JS heap used after a forced GC: ${mib(r.transitions.heapAfter5)} after 5 transitions, ${mib(r.transitions.heapAfter50)} after 50 ` +
      `(${(heapGrowth * 100).toFixed(1)} %). Every 5 transitions: ${r.transitions.heapSeries.map((h) => `${h.transitions}: ${mib(h.bytes)}`).join(', ')}.`,
    '',
    table(
      ['Heap snapshot', 'Total', 'Compiled code (bytecode, machine code, feedback)', 'Everything else (objects, strings, DOM wrappers)'],
      [
        ['after 5 transitions', mib(r.transitions.split5.totalBytes), mib(r.transitions.split5.codeBytes), mib(r.transitions.split5.otherBytes)],
        ['after 50 transitions', mib(r.transitions.split50.totalBytes), mib(r.transitions.split50.codeBytes), mib(r.transitions.split50.otherBytes)],
        [
          'growth',
          `${(growth(r.transitions.split5.totalBytes, r.transitions.split50.totalBytes) * 100).toFixed(1)} %`,
          `${(growth(r.transitions.split5.codeBytes, r.transitions.split50.codeBytes) * 100).toFixed(1)} %`,
          `${(growth(r.transitions.split5.otherBytes, r.transitions.split50.otherBytes) * 100).toFixed(1)} %`,
        ],
      ],
    ),
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
