import type { ClockPort } from '../../model/ports.ts';

/** The tag manager's tracking call (an Adobe-Launch-style `_satellite.track`). */
export type Tracker = (event: string, data: Record<string, unknown>) => void;

export interface TagDeliveryTimings {
  /** Spec 9: delivery poll every second (settings.analyticsDeliveryPollMs)... */
  pollMs: number;
  /** ...up to 10 times (settings.analyticsDeliveryPollCount), waiting for the tag manager to load. */
  pollCount: number;
  /** Spec 9: a send that throws is retried every 750 ms (settings.analyticsRetryMs)... */
  retryMs: number;
  /** ...up to 30 times (settings.analyticsRetryCount). */
  retryCount: number;
}

/**
 * Hands page-tag events to the tag manager (spec 7, 9). Until its script has
 * loaded the tracker is absent: the event waits, looking again every pollMs
 * up to pollCount times, then is dropped. A tracker that throws is tried
 * again every retryMs up to retryCount times. Timers go through the clock port.
 */
export function createTagDelivery(
  clock: ClockPort,
  tracker: () => Tracker | undefined,
  timings: TagDeliveryTimings,
  onDropped: (event: string, reason: string) => void,
) {
  function attempt(event: string, data: Record<string, unknown>, polls: number, retries: number): void {
    const track = tracker();
    if (!track) {
      if (polls >= timings.pollCount) return onDropped(event, 'tag manager not loaded');
      clock.setTimeout(() => attempt(event, data, polls + 1, retries), timings.pollMs);
      return;
    }
    try {
      track(event, data);
    } catch {
      if (retries >= timings.retryCount) return onDropped(event, 'tag manager kept failing');
      clock.setTimeout(() => attempt(event, data, polls, retries + 1), timings.retryMs);
    }
  }
  return { deliver: (event: string, data: Record<string, unknown>) => attempt(event, data, 0, 0) };
}
