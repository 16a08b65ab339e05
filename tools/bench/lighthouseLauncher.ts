/**
 * One way to start Lighthouse for the benches (issue 20 item 4): the lighthouse
 * and chrome-launcher packages (loaded through benchDeps, since they are bench
 * dependencies only), the installed Chromium started headless with the bench's
 * flags, and one audit call that fails loudly when Lighthouse returns nothing
 * or a runtime error. `bench:browser` (measureLighthouse.ts) and
 * `bench:lighthouse` (lighthouseRuns.ts) both audit through it, so a change of
 * Lighthouse's or chrome-launcher's API is made once.
 */
import { importBenchPackage } from './benchDeps.ts';
import type { TraceEvent } from './traceTasks.ts';

/** The parts of Lighthouse's result the benches read. */
export interface LighthouseAudit {
  id: string;
  title: string;
  score: number | null;
  numericValue?: number;
  details?: { items?: Record<string, unknown>[] };
}
export interface LighthouseResult {
  /** Present when the audit asked for it: the trace of the unthrottled load Lighthouse simulated from. */
  artifacts?: { Trace?: { traceEvents: TraceEvent[] } };
  lhr: {
    categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
    audits: Record<string, LighthouseAudit>;
    runtimeError?: { code: string; message: string };
  };
}
type Lighthouse = (url: string, flags: Record<string, unknown>) => Promise<LighthouseResult | undefined>;
interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[]; port: number }): Promise<{ port: number; kill(): void }>;
}

export interface LighthouseSession {
  /** Audits one page on a fresh load with Lighthouse's mobile defaults, in the given categories. */
  audit(url: string, categories: readonly string[]): Promise<LighthouseResult>;
  close(): void;
}

/** Starts Chromium for Lighthouse on `port`; `browserArgs` are the bench's flags, so it resolves the same hosts. */
export async function openLighthouse(chromePath: string, port: number, browserArgs: string[]): Promise<LighthouseSession> {
  const { default: lighthouse } = await importBenchPackage<{ default: Lighthouse }>('lighthouse', 'core/index.js');
  const chromeLauncher = await importBenchPackage<ChromeLauncher>('chrome-launcher', 'dist/index.js');
  const chrome = await chromeLauncher.launch({ chromePath, port, chromeFlags: ['--headless=new', ...browserArgs] });
  return {
    async audit(url, categories) {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] });
      if (!result) throw new Error(`[bench] Lighthouse returned nothing for ${url}.`);
      const error = result.lhr.runtimeError;
      if (error) throw new Error(`[bench] Lighthouse failed on ${url}: ${error.code} ${error.message}`);
      return result;
    },
    close: () => chrome.kill(),
  };
}
