/**
 * What the bench installs in every page before the app's scripts run
 * (Playwright init script; CSP does not apply to it): largest contentful
 * paint and layout shift from PerformanceObserver, and the time stamp of the
 * last click, where an in-app transition starts.
 */
export interface BenchProbe {
  lcp: number;
  cls: number;
  lastClick: number | undefined;
  pending: Promise<number> | undefined;
}

export function installProbe(): void {
  const probe: BenchProbe = { lcp: 0, cls: 0, lastClick: undefined, pending: undefined };
  (window as unknown as { __bench: BenchProbe }).__bench = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) probe.cls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
  // Capture phase on window: runs before the app's own click handlers.
  window.addEventListener('click', (event) => (probe.lastClick = event.timeStamp), true);
}

/**
 * Resolves with the time the next page's level-1 heading, with this text,
 * was painted: the heading is in the document, then the frame that draws it
 * runs (requestAnimationFrame) and the task after that frame starts. Fails
 * after `timeoutMs` with the headings the page has instead, so a changed page
 * stops the bench with a reason.
 */
export function armHeadingWatch({ name, timeoutMs }: { name: string; timeoutMs: number }): void {
  const probe = (window as unknown as { __bench: BenchProbe }).__bench;
  probe.lastClick = undefined;
  probe.pending = new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      observer.disconnect();
      const shown = Array.from(document.querySelectorAll('h1')).map((h) => h.textContent?.trim());
      reject(new Error(`[bench] the heading "${name}" never showed; the page has ${JSON.stringify(shown)}`));
    }, timeoutMs);
    const afterPaint = () =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(null);
      });
    const matches = () => Array.from(document.querySelectorAll('h1')).some((h) => h.textContent?.trim() === name);
    const observer = new MutationObserver(() => {
      if (!matches()) return;
      observer.disconnect();
      clearTimeout(timer);
      afterPaint();
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

/**
 * The transition's duration in ms (click's time stamp to the heading
 * painted), and how long the page waited on service calls in that window:
 * the union of the fetch/XHR intervals, so parallel calls count once.
 */
export async function transitionDuration(): Promise<{ ms: number; serviceWaitMs: number }> {
  const probe = (window as unknown as { __bench: BenchProbe }).__bench;
  if (!probe.pending) throw new Error('[bench] no heading watch armed');
  const end = await probe.pending;
  const start = probe.lastClick;
  if (start === undefined) throw new Error('[bench] no click was seen before the heading changed');
  const calls = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((r) => (r.initiatorType === 'xmlhttprequest' || r.initiatorType === 'fetch') && r.startTime >= start && r.startTime < end)
    .map((r) => [r.startTime, Math.min(r.responseEnd, end)] as const)
    .sort((a, b) => a[0] - b[0]);
  let serviceWaitMs = 0;
  let coveredTo = start;
  for (const [from, to] of calls) {
    if (to > coveredTo) serviceWaitMs += to - Math.max(from, coveredTo);
    coveredTo = Math.max(coveredTo, to);
  }
  return { ms: end - start, serviceWaitMs };
}

/** Cold-load figures read in the page: LCP, CLS and the JS bytes transferred so far. */
export function loadFigures(): { lcp: number; cls: number; jsBytes: number; jsFiles: number } {
  const probe = (window as unknown as { __bench: BenchProbe }).__bench;
  const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((r) => new URL(r.name).pathname.endsWith('.js'));
  return { lcp: probe.lcp, cls: probe.cls, jsBytes: scripts.reduce((sum, r) => sum + r.transferSize, 0), jsFiles: scripts.length };
}
