/**
 * Lighthouse mobile scores (issue 12 item 3, issue 9 item 4): the lighthouse
 * package drives the installed Chromium through chrome-launcher (chromePath),
 * with its default mobile settings (Moto G Power screen, simulated slow 4G and
 * 4x CPU slowdown). Each page is audited on a fresh load.
 */
import { openLighthouse, type LighthouseResult } from './lighthouseLauncher.ts';

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

export interface LighthouseRow {
  page: string;
  url: string;
  scores: Record<(typeof LIGHTHOUSE_CATEGORIES)[number], number | null>;
  /** Lab metrics behind the performance score, in ms (CLS unitless). */
  metrics: Record<(typeof LAB_METRICS)[number], number | null>;
  /** Audits that lost points in accessibility or best practices, with the elements named. */
  failures: string[];
  /** Performance points lost per metric (weight x (1 - score)), largest first: what keeps the score down. */
  pointsLost: { metric: string; points: number }[];
  /** Main-thread time by kind of work (Lighthouse's mainthread-work-breakdown, simulated 4x CPU), largest first. */
  mainThread: { work: string; ms: number }[];
}

/** The metrics Lighthouse 13 weighs into the performance score. */
export const LAB_METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'] as const;

function failuresOf(result: LighthouseResult): string[] {
  const failures: string[] = [];
  for (const category of ['accessibility', 'best-practices']) {
    for (const ref of result.lhr.categories[category]?.auditRefs ?? []) {
      const audit = result.lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score === 1 || ref.weight === 0) continue;
      const nodes = (audit.details?.items ?? []).map((item) => (item.node as { selector?: string } | undefined)?.selector).filter(Boolean);
      failures.push(`${category}: ${audit.id} (${audit.title})${nodes.length ? `: ${nodes.slice(0, 5).join(', ')}` : ''}`);
    }
  }
  return failures;
}

const METRIC_SHORT: Record<string, string> = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
};

/** The points each weighed metric cost the performance score. */
export function pointsLost(result: LighthouseResult): { metric: string; points: number }[] {
  return (result.lhr.categories.performance?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({ metric: METRIC_SHORT[ref.id] ?? ref.id, points: ref.weight * (1 - (result.lhr.audits[ref.id]?.score ?? 0)) }))
    .filter((lost) => lost.points >= 0.5)
    .sort((a, b) => b.points - a.points);
}

function mainThreadOf(result: LighthouseResult): { work: string; ms: number }[] {
  return (result.lhr.audits['mainthread-work-breakdown']?.details?.items ?? [])
    .map((item) => ({ work: String(item.groupLabel ?? '?'), ms: Number(item.duration ?? 0) }))
    .sort((a, b) => b.ms - a.ms);
}

/** `browserArgs`: the bench's Chromium flags (benchBrowserArgs), so Lighthouse's Chromium resolves the same hosts as the rest of the bench. */
export async function measureLighthouse(
  pages: { page: string; url: string }[],
  chromePath: string,
  port: number,
  browserArgs: string[],
): Promise<LighthouseRow[]> {
  const session = await openLighthouse(chromePath, port, browserArgs);
  const rows: LighthouseRow[] = [];
  try {
    for (const { page, url } of pages) {
      const result = await session.audit(url, LIGHTHOUSE_CATEGORIES);
      const score = (id: string) => {
        const value = result.lhr.categories[id]?.score;
        return typeof value === 'number' ? Math.round(value * 100) : null;
      };
      rows.push({
        page,
        url,
        scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices') },
        metrics: Object.fromEntries(LAB_METRICS.map((id) => [id, result.lhr.audits[id]?.numericValue ?? null])) as LighthouseRow['metrics'],
        failures: failuresOf(result),
        pointsLost: pointsLost(result),
        mainThread: mainThreadOf(result),
      });
      console.log(`[bench] Lighthouse ${page}: ${JSON.stringify(rows.at(-1)?.scores)}`);
    }
  } finally {
    session.close();
  }
  return rows;
}
