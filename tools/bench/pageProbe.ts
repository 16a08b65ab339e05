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
  /** The heading's paint, and (`frameLate`) the same as read before session 26: always one frame later. */
  pending: Promise<{ end: number; frameLate: number }> | undefined;
  /** Set while the page's animation-frame callbacks (and the frame's rendering after them) run. */
  inFrame: boolean;
}

export function installProbe(): void {
  const probe: BenchProbe = { lcp: 0, cls: 0, lastClick: undefined, pending: undefined, inFrame: false };
  (window as unknown as { __bench: BenchProbe }).__bench = probe;
  // Whether a DOM change happens inside a frame's rendering (an animation-frame callback: the app applies
  // its answers there) or in an ordinary task: a frame's callbacks, style, layout and paint run in one task,
  // so a message posted from a callback runs once that frame is painted.
  const frame = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) =>
    frame((time) => {
      if (!probe.inFrame) {
        probe.inFrame = true;
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (probe.inFrame = false);
        channel.port2.postMessage(null);
      }
      callback(time);
    });
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
 * runs and the task after that frame starts. A heading put in by an ordinary
 * task (the click's) is drawn by the next frame (requestAnimationFrame, then
 * a message); one put in inside a frame's callbacks (an answer applied, the
 * app's frames port) is drawn by that same frame, so the message alone
 * follows its paint. Before session 26 the probe always waited for the next
 * frame, one frame (and the tasks queued before it) late for headings an
 * answer brings: that figure is kept as `frameLate`. Fails
 * after `timeoutMs` with the headings the page has instead, so a changed page
 * stops the bench with a reason.
 */
export function armHeadingWatch({ name, timeoutMs }: { name: string; timeoutMs: number }): void {
  const probe = (window as unknown as { __bench: BenchProbe }).__bench;
  probe.lastClick = undefined;
  // The browser's resource timing buffer holds 250 entries: full after about 25 transitions, it dropped every new
  // one, and the time waiting on service calls read 0 ms (session 26). Each transition reads only its own.
  performance.clearResourceTimings();
  probe.pending = new Promise<{ end: number; frameLate: number }>((resolve, reject) => {
    const timer = setTimeout(() => {
      observer.disconnect();
      const shown = Array.from(document.querySelectorAll('h1')).map((h) => h.textContent?.trim());
      reject(new Error(`[bench] the heading "${name}" never showed; the page has ${JSON.stringify(shown)}`));
    }, timeoutMs);
    const afterTask = (then: (time: number) => void) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => then(performance.now());
      channel.port2.postMessage(null);
    };
    const afterPaint = () => {
      const inFrame = probe.inFrame;
      let end: number | undefined;
      if (inFrame) afterTask((time) => (end = time));
      requestAnimationFrame(() => afterTask((frameLate) => resolve({ end: end ?? frameLate, frameLate })));
    };
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
export async function transitionDuration(): Promise<{ ms: number; frameLateMs: number; serviceWaitMs: number }> {
  const probe = (window as unknown as { __bench: BenchProbe }).__bench;
  if (!probe.pending) throw new Error('[bench] no heading watch armed');
  const { end, frameLate } = await probe.pending;
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
  return { ms: end - start, frameLateMs: frameLate - start, serviceWaitMs };
}

/** Cold-load figures read in the page: LCP, CLS and the JS bytes transferred so far. */
export function loadFigures(): { lcp: number; cls: number; jsBytes: number; jsFiles: number } {
  const probe = (window as unknown as { __bench: BenchProbe }).__bench;
  const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((r) => new URL(r.name).pathname.endsWith('.js'));
  return { lcp: probe.lcp, cls: probe.cls, jsBytes: scripts.reduce((sum, r) => sum + r.transferSize, 0), jsFiles: scripts.length };
}
