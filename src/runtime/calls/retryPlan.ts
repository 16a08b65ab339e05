import type { FlowSet } from '../../model/flowSet.ts';
import type { ClockPort } from '../../model/ports.ts';
import type { RetryPlan } from '../../services/retry/retryPlan.ts';
import { plumbingSettings, stringList } from '../plumbing/plumbingSettings.ts';

/** Spec 4.4: when and how a call is retried, from the flow files, waiting on the injected clock. */
export function retryPlanOf(flows: FlowSet, clock: ClockPort): RetryPlan {
  const settings = plumbingSettings(flows);
  return {
    count: settings.retryCount,
    baseDelayMs: settings.retryBaseDelayMs,
    urls: stringList(flows, 'retryUrls'),
    captchaUrls: stringList(flows, 'captchaUrls'),
    wait: (ms) => new Promise<void>((resolve) => void clock.setTimeout(resolve, ms)),
  };
}
