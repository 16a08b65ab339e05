import type { FramePort } from '../../model/ports.ts';

/** A hidden page draws no frames: after this long a timer stands in, so its answers and tags still go. */
const HIDDEN_PAGE_FRAME_MS = 100;
/**
 * Work that waits for an idle moment wants one at least this long: sending a call costs about
 * 2 ms of script unthrottled, about 8 ms on the bench's 4x-throttled phone (docs/performance.md
 * "Deferred reads when idle (session 29)"); a shorter gap before the next frame would delay that frame.
 */
const IDLE_PERIOD_MS = 8;
/**
 * and waits no longer than this after the frame, however busy the page (the page view waits for the read, spec 7).
 * A page that draws frames without pause (a main-thread animation; at 120 Hz a frame lasts 8.3 ms) never has an
 * 8 ms gap: there the work goes when this is up.
 */
const IDLE_WAIT_MS = 300;

/**
 * The browser's frames (issue 20 item 3). `idleAfterPaint` runs work that must stay
 * out of the page's way after the next paint AND once the main thread is free: the
 * page's own answers, which arrive meanwhile as tasks, are applied and painted first.
 * Browsers without requestIdleCallback (Safari, the iOS app's web view) run it in the
 * task after the paint.
 */
export function browserFrames(win: Window): FramePort {
  const next = (callback: () => void): void => {
    let ran = 0;
    const once = (): unknown => ran++ || callback();
    win.requestAnimationFrame(once);
    win.setTimeout(once, HIDDEN_PAGE_FRAME_MS);
  };
  const whenIdle = (callback: () => void): unknown => {
    const idle = win.requestIdleCallback;
    if (!idle) return win.setTimeout(callback);
    // A monotonic clock, read once per attempt: the re-posted time-out must stay positive (0 would mean none).
    const until = win.performance.now() + IDLE_WAIT_MS;
    const attempt = (deadline: IdleDeadline): unknown => {
      const left = until - win.performance.now();
      return deadline.didTimeout || left <= 0 || deadline.timeRemaining() >= IDLE_PERIOD_MS
        ? callback()
        : idle.call(win, attempt, { timeout: Math.max(1, Math.ceil(left)) });
    };
    return idle.call(win, attempt, { timeout: IDLE_WAIT_MS });
  };
  return { next, idleAfterPaint: (callback) => next(() => whenIdle(callback)) };
}
