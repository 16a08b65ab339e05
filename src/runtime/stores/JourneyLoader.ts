import { action, makeObservable, observable } from 'mobx';
import type { FlowSet } from '../../model/flowSet.ts';
import type { Journey } from '../../model/flowTypes.ts';
import type { Ports } from '../../model/ports.ts';
import { codeNumber } from '../../model/codeKeys.ts';

/**
 * A journey's chunk: the journey, and the flow data only its pages read
 * (decision tables, lists, settings, texts; tools/vite/splitFlows.ts), which
 * travel with it instead of the start-up bundle.
 */
export interface JourneyChunk {
  journey: Journey;
  texts?: FlowSet['texts'];
  decisions?: FlowSet['decisions'];
  lists?: FlowSet['lists'];
  settings?: FlowSet['settings'];
}

export type LoadJourney = (journeyId: string) => Promise<Journey | JourneyChunk>;

/**
 * Loads journeys whose code-split chunk has not arrived yet (production
 * builds), adds them to the flows, and prefetches the others after the
 * prefetch delay (spec 9: settings.prefetchDelayMs) so later moves are instant.
 *
 * A prefetched chunk is kept aside and added to the flows only when one of its
 * pages is shown (docs/architecture.md "Start-up and prefetch"): adding it
 * replaces the flow set, and every page composition and derived fact that reads
 * the flows would run again for a journey nobody is on (issue 20 item 3). The
 * chunks are fetched one after the other, so no burst of module loads blocks
 * the main thread after start-up (issue 20 item 4, Lighthouse TBT).
 */
export class JourneyLoader {
  /** Journeys being fetched for a page that needs them now. */
  loading = new Set<string>();
  failed = new Set<string>();
  private readonly load: LoadJourney | undefined;
  private readonly flows: () => FlowSet;
  private readonly addJourney: (chunk: JourneyChunk) => void;
  private readonly ports: Ports;
  private readonly onFailure: ((journeyId: string, error: unknown) => void) | undefined;
  /** One request per journey, shared by a prefetch and a later need. */
  private readonly requests = new Map<string, Promise<Journey | JourneyChunk>>();
  /** Prefetched chunks no page has needed yet (not in the flows). */
  private readonly fetchedAhead = new Map<string, Journey | JourneyChunk>();

  /** onFailure: a chunk that could not be loaded (spec 8 chunk-load handling, src/runtime/plumbing). */
  constructor(options: {
    load?: LoadJourney;
    flows: () => FlowSet;
    addJourney: (chunk: JourneyChunk) => void;
    ports: Ports;
    onFailure?: (journeyId: string, error: unknown) => void;
  }) {
    this.load = options.load;
    this.flows = options.flows;
    this.addJourney = options.addJourney;
    this.ports = options.ports;
    this.onFailure = options.onFailure;
    makeObservable<JourneyLoader, 'settle'>(this, { loading: observable, failed: observable, ensure: action, settle: action });
  }

  /** Starts loading a journey unless it is loaded, loading, or failed; a chunk prefetched before is added at once. Never rejects. */
  ensure(journeyId: string): void {
    if (!this.load || this.flows().journeys[journeyId] || this.loading.has(journeyId) || this.failed.has(journeyId)) return;
    const ahead = this.fetchedAhead.get(journeyId);
    if (ahead) {
      this.fetchedAhead.delete(journeyId);
      this.settle(journeyId, ahead);
      return;
    }
    this.loading.add(journeyId);
    this.request(journeyId).then(
      (journey) => this.settle(journeyId, journey),
      (error: unknown) => this.fail(journeyId, error),
    );
  }

  /** Loads every remaining journey after a delay, one after the other in the background, keeping each aside. */
  prefetchAll(delayMs: number): void {
    if (!this.load) return;
    this.ports.clock.setTimeout(() => {
      const queue = Object.keys(this.flows().lazyJourneys ?? {});
      const next = (): void => {
        const journeyId = queue.shift();
        if (journeyId !== undefined) this.prefetch(journeyId).then(next, next);
      };
      next();
    }, delayMs);
  }

  private prefetch(journeyId: string): Promise<unknown> {
    if (this.flows().journeys[journeyId] || this.loading.has(journeyId) || this.failed.has(journeyId) || this.requests.has(journeyId)) return Promise.resolve();
    return this.request(journeyId).then(
      (journey) => {
        // Needed meanwhile: ensure()'s own handler adds it.
        if (!this.loading.has(journeyId) && !this.flows().journeys[journeyId]) this.fetchedAhead.set(journeyId, journey);
      },
      (error: unknown) => {
        if (this.loading.has(journeyId)) return;
        // Reported, not marked failed: a page that needs the journey later asks again, with spec 8's handling if that fails.
        this.requests.delete(journeyId);
        this.ports.logger.error(`[storeflow] journey "${journeyId}" could not be prefetched`, error);
        this.onFailure?.(journeyId, error);
      },
    );
  }

  /** The journey's one request (only called once `load` is known to be there). */
  private request(journeyId: string): Promise<Journey | JourneyChunk> {
    let request = this.requests.get(journeyId);
    if (!request) {
      const load = this.load ?? (() => Promise.reject(new Error('no journey loader')));
      try {
        request = this.withTimeout(load(journeyId), journeyId);
      } catch (error) {
        // A loader or setting that throws at once fails like a chunk that does not arrive (never a journey loading for good).
        request = Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
      this.requests.set(journeyId, request);
    }
    return request;
  }

  private fail(journeyId: string, error: unknown): void {
    this.ports.logger.error(`[storeflow] journey "${journeyId}" could not be loaded`, error);
    this.settle(journeyId, null);
    this.onFailure?.(journeyId, error);
  }

  private settle(journeyId: string, loaded: Journey | JourneyChunk | null): void {
    this.loading.delete(journeyId);
    if (loaded) this.addJourney('journey' in loaded ? loaded : { journey: loaded });
    else this.failed.add(journeyId);
  }

  /** Spec 9: a chunk that takes longer than settings.chunkLoadTimeoutMs (120 s) counts as failed. */
  private withTimeout<T>(loading: Promise<T>, journeyId: string): Promise<T> {
    const limitMs = codeNumber(this.flows().settings, 'chunkLoadTimeoutMs');
    const { clock } = this.ports;
    return new Promise<T>((resolve, reject) => {
      const timer = clock.setTimeout(() => reject(new Error(`journey "${journeyId}" chunk did not load within ${limitMs} ms`)), limitMs);
      loading.then(
        (value) => {
          clock.clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clock.clearTimeout(timer);
          reject(error);
        },
      );
    });
  }
}
