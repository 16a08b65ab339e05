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
 * runs (requestAnimationFrame) and the task after that frame starts.
 */
export function armHeadingWatch(name: string): void {
  const probe = (window as unknown as { __bench: BenchProbe }).__bench;
  probe.lastClick = undefined;
  probe.pending = new Promise<number>((resolve) => {
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
      afterPaint();
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

/** The transition's duration in ms: from the click's time stamp to the heading painted. */
export async function transitionDuration(): Promise<number> {
  const probe = (window as unknown as { __bench: BenchProbe }).__bench;
  if (!probe.pending) throw new Error('[bench] no heading watch armed');
  const end = await probe.pending;
  if (probe.lastClick === undefined) throw new Error('[bench] no click was seen before the heading changed');
  return end - probe.lastClick;
}

/** Cold-load figures read in the page: LCP, CLS and the JS bytes transferred so far. */
export function loadFigures(): { lcp: number; cls: number; jsBytes: number; jsFiles: number } {
  const probe = (window as unknown as { __bench: BenchProbe }).__bench;
  const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((r) => new URL(r.name).pathname.endsWith('.js'));
  return { lcp: probe.lcp, cls: probe.cls, jsBytes: scripts.reduce((sum, r) => sum + r.transferSize, 0), jsFiles: scripts.length };
}
