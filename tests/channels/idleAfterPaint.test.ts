/**
 * Issue 20 item 3: the frames port's `idleAfterPaint` (src/app/ports/framePort.ts),
 * which the data-layer read and the chat check wait for. It runs after the next
 * frame has painted and once the browser reports an idle period long enough for
 * a call (8 ms), at most 300 ms after the frame; where the browser has no idle
 * callbacks, in the task after the paint. A window double whose frames, timers and
 * idle periods the test hands out.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserFrames } from '../../src/app/ports/framePort.ts';

interface IdleRequest {
  callback: (deadline: IdleDeadline) => void;
  timeout: number | undefined;
}

function windowDouble({ idleCallbacks }: { idleCallbacks: boolean }) {
  const frames: (() => void)[] = [];
  const idle: IdleRequest[] = [];
  const win = {
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, ms?: number) => setTimeout(callback, ms),
    performance: { now: () => Date.now() },
    ...(idleCallbacks
      ? { requestIdleCallback: (callback: IdleRequest['callback'], options?: { timeout?: number }) => idle.push({ callback, timeout: options?.timeout }) }
      : {}),
  } as unknown as Window;
  const paint = () => frames.splice(0).forEach((frame) => frame());
  /** The browser's next idle period, `remaining` ms before its next frame is due. */
  const idlePeriod = (remaining: number, didTimeout = false) =>
    idle.splice(0).forEach(({ callback }) => callback({ didTimeout, timeRemaining: () => remaining }));
  return { win, paint, idlePeriod, idle };
}

/** The window double with one piece of work handed to `idleAfterPaint`; `ran` says when it ran. */
function idleWork(idleCallbacks: boolean) {
  const double = windowDouble({ idleCallbacks });
  const ran = vi.fn();
  browserFrames(double.win).idleAfterPaint(ran);
  return { ...double, ran };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('idleAfterPaint (issue 20 item 3)', () => {
  it('waits for the frame, then for an idle period of at least 8 ms', () => {
    const { paint, idlePeriod, idle, ran } = idleWork(true);
    expect(idle).toHaveLength(0);
    paint();
    expect(idle).toEqual([{ callback: expect.any(Function), timeout: 300 }]);
    // A short gap before the next frame (the page's answers are still being applied): asked again, with what is left of the 300 ms.
    vi.advanceTimersByTime(20);
    idlePeriod(3);
    expect(ran).not.toHaveBeenCalled();
    expect(idle[0]?.timeout).toBe(280);
    idlePeriod(12);
    expect(ran).toHaveBeenCalledOnce();
  });

  it('runs when the 300 ms are up however busy the page is', () => {
    const { paint, idlePeriod, ran } = idleWork(true);
    paint();
    idlePeriod(0, true);
    expect(ran).toHaveBeenCalledOnce();
  });

  it('runs once its time is up even in a short idle period the browser offers late', () => {
    const { paint, idlePeriod, ran } = idleWork(true);
    paint();
    vi.advanceTimersByTime(300);
    idlePeriod(1);
    expect(ran).toHaveBeenCalledOnce();
  });

  it('asks again with a time-out of at least 1 ms (0 would mean no time-out at all)', () => {
    const { paint, idlePeriod, idle, ran } = idleWork(true);
    paint();
    vi.advanceTimersByTime(299);
    idlePeriod(2);
    expect(ran).not.toHaveBeenCalled();
    expect(idle[0]?.timeout).toBe(1);
    vi.advanceTimersByTime(1);
    idlePeriod(0, true);
    expect(ran).toHaveBeenCalledOnce();
  });

  it('a hidden page reaches it through the frame timer, and runs it once when the frame comes too', () => {
    const { paint, idlePeriod, ran } = idleWork(true);
    vi.advanceTimersByTime(100);
    paint();
    idlePeriod(20);
    idlePeriod(20);
    expect(ran).toHaveBeenCalledOnce();
  });

  it('without idle callbacks (Safari, the iOS web view): the task after the paint', () => {
    const { paint, ran } = idleWork(false);
    paint();
    expect(ran).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(ran).toHaveBeenCalledOnce();
  });

  it('a hidden page, which draws no frames: the frame timer stands in, once', () => {
    const { win, paint } = windowDouble({ idleCallbacks: false });
    const next = vi.fn();
    browserFrames(win).next(next);
    vi.advanceTimersByTime(100);
    expect(next).toHaveBeenCalledOnce();
    paint();
    expect(next).toHaveBeenCalledOnce();
  });
});
