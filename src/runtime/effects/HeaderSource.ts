import type { Facts } from '../../model/facts.ts';
import type { Ports } from '../../model/ports.ts';
import { requestHeaders } from './requestHeaders.ts';

export interface HeaderSourceInputs {
  ports: Pick<Ports, 'clock' | 'document'>;
  /** The cookies as last read (FactsStore.cookies). */
  cookies(): Record<string, string>;
  /** The journey of the page shown, '' when none (spec 7 header). */
  journeyId(): string;
}

/** Spec 7 headers for every call, page or plumbing, each with a fresh end-to-end id. */
export class HeaderSource {
  private readonly sources: HeaderSourceInputs;
  private requestCount = 0;
  /** Tells this page load's ids from another tab's that started in the same millisecond. */
  private readonly loadId = Math.random().toString(36).slice(2, 8);

  constructor(sources: HeaderSourceInputs) {
    this.sources = sources;
  }

  for(facts: Facts): Record<string, string> {
    this.requestCount += 1;
    const { clock, document } = this.sources.ports;
    const requestId = `${this.loadId}-${clock.now().toString(36)}-${this.requestCount}`;
    return requestHeaders(facts, this.sources.cookies(), requestId, this.sources.journeyId(), document.referrer?.() ?? '');
  }
}
