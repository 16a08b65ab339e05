/**
 * How a failed call is retried (spec 4.4, 9). The runtime builds it from the
 * flow files (settings.retryCount, settings.retryBaseDelayMs, lists.retryUrls,
 * lists.captchaUrls) and the injected clock, so the services layer holds no
 * rule and no timer of its own.
 */
export interface RetryPlan {
  /** Retries after the first attempt (spec 9: 1). */
  count: number;
  /** Delay before retry n is baseDelayMs * 2^(n-1) (spec 9: 200 ms). */
  baseDelayMs: number;
  /** Paths (or path prefixes) whose failures are retried. */
  urls: readonly string[];
  /** Paths whose retry must carry a fresh captcha token. */
  captchaUrls: readonly string[];
  /** Waits on the injected clock. */
  wait(ms: number): Promise<void>;
}

/** A path matches an entry equal to it or, for an entry ending in "/", starting with it. */
export function pathListed(url: string, entries: readonly string[]): boolean {
  const path = url.split('?')[0] ?? url;
  return entries.some((entry) => path === entry || (entry.endsWith('/') && path.startsWith(entry)));
}

/** Spec 4.4: a network error (status 0) or 502/503/504 is worth another try; time-outs and other statuses are not. */
export function retryableStatus(kind: string, status: number): boolean {
  if (kind === 'network') return true;
  return kind === 'http' && (status === 0 || status === 502 || status === 503 || status === 504);
}

/** Exponential delay: base, 2 x base, 4 x base... */
export function retryDelayMs(retryNumber: number, baseDelayMs: number): number {
  return baseDelayMs * 2 ** (retryNumber - 1);
}
