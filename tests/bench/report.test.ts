import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BEGIN, END, renderResults, writeResults, type BenchResults } from '../../tools/bench/report.ts';

const results: BenchResults = {
  machine: {
    date: '2026-11-24 17:00 UTC',
    cores: 2,
    cpuModel: 'Test CPU',
    memoryGiB: 24,
    loadAverage: [3, 2, 1],
    chromium: '150.0',
    node: 'v20.20.2',
    os: 'Linux',
  },
  startupGzipBytes: 132 * 1024,
  coldLoads: [{ page: 'shop', path: '/sales/digital/shop.html', lcpMs: 2100, cls: 0, jsBytes: 250 * 1024, jsFiles: 30, jsBytesWithPrefetch: 260 * 1024 }],
  transitions: {
    count: 50,
    p50Ms: 60,
    p95Ms: 700,
    maxMs: 900,
    byStep: [
      { step: 'shop -> gridwall', count: 13, medianMs: 100, maxMs: 120, work: { serviceWaitMs: 30, scriptMs: 40, styleMs: 10, layoutMs: 20, taskMs: 90 } },
    ],
    heapAfter5: 7_000_000,
    heapAfter50: 7_350_000,
    heapSeries: [
      { transitions: 5, bytes: 7_000_000 },
      { transitions: 50, bytes: 7_350_000 },
    ],
    split5: { totalBytes: 8_000_000, codeBytes: 1_000_000, jsObjectBytes: 6_000_000, nativeBytes: 1_000_000, byKind: { 'code: x': 1_000_000 } },
    split50: { totalBytes: 9_000_000, codeBytes: 1_900_000, jsObjectBytes: 6_000_000, nativeBytes: 1_100_000, byKind: { 'code: x': 1_900_000 } },
  },
  lighthouse: [
    {
      page: 'shop',
      url: 'http://127.0.0.1:4210/sales/digital/shop.html',
      scores: { performance: 91, accessibility: 100, 'best-practices': 100 },
      metrics: {
        'first-contentful-paint': 1800,
        'largest-contentful-paint': 2900,
        'total-blocking-time': 40,
        'cumulative-layout-shift': 0,
        'speed-index': 2000,
      },
      failures: [],
      pointsLost: [
        { metric: 'LCP', points: 6.4 },
        { metric: 'TBT', points: 2.6 },
      ],
      mainThread: [
        { work: 'Script Evaluation', ms: 900 },
        { work: 'Style & Layout', ms: 300 },
      ],
    },
  ],
  peers: [
    { peer: 'storeflow', jsGzipBytes: 85 * 1024, jsFiles: 1, interactiveMs: 580, errorsMs: 90 },
    { peer: 'rjsf', jsGzipBytes: 80 * 1024, jsFiles: 1, interactiveMs: 580, errorsMs: 95 },
  ],
};

describe('docs/performance.md results block', () => {
  it('gives each goal its measured figure and verdict', () => {
    const block = renderResults(results);
    expect(block).toContain('| Start-up entry ≤ 110 KiB gzipped | 132.0 KiB | **not reached** |');
    expect(block).toContain('| Transition p95 ≤ 100 ms at 4x throttle | 700 ms | **not reached** |');
    expect(block).toContain('| Transition p50 ≤ 50 ms at 4x throttle | 60 ms | **not reached** |');
    expect(block).toContain('| Lighthouse performance ≥ 95 (shop) | 91 | **not reached** |');
    expect(block).toContain('| Lighthouse best practices 100 | 100 | reached |');
    expect(block).toContain('| Peers: storeflow first in gzipped JS | 85.0 KiB | **not reached** |');
    expect(block).toContain('| Peers: storeflow first to an interactive form | 580 ms | reached |');
    expect(block).toContain('| Heap growth < 10 % from 5 to 50 transitions | 5.0 % | reached |');
    expect(block).toContain('| Lighthouse accessibility 100 | 100 | reached |');
    expect(block).toContain('| growth | 12.5 % | 90.0 % | 0.0 % | 10.0 % |');
    expect(block).toContain('What grew most between the two snapshots: `code: x` +878.9 KiB.');
    expect(block).toContain('| shop -> gridwall | 13 | 100 ms | 120 ms | 30 ms | 40 ms | 10 ms | 20 ms | 90 ms |');
    expect(block).toContain('| shop | LCP 6, TBT 3 | Script Evaluation 900 ms, Style & Layout 300 ms |');
    expect(block).toContain('2 cores (Test CPU), 24 GiB memory, Linux, Chromium 150.0, Node v20.20.2');
  });

  it('replaces only the block between the markers, keeping the hand-written text', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'bench-report-')), 'performance.md');
    writeFileSync(file, `# Performance\n\nWritten by hand.\n\n${BEGIN}\nold figures\n${END}\n\n## After\n`);
    writeResults(file, renderResults(results));
    const page = readFileSync(file, 'utf8');
    expect(page).toContain('Written by hand.');
    expect(page).toContain('## After');
    expect(page).not.toContain('old figures');
    expect(page.split(BEGIN)).toHaveLength(2);
  });
});
