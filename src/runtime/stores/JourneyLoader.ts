import { action, makeObservable, observable } from 'mobx';
import type { FlowSet } from '../../model/flowSet.ts';
import type { Journey } from '../../model/flowTypes.ts';
import type { Ports } from '../../model/ports.ts';

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
 * prefetch delay (spec 9: 2000 ms) so later moves are instant.
 */
export class JourneyLoader {
  /** Journeys being fetched now. */
  loading = new Set<string>();
  failed = new Set<string>();
  private readonly load: LoadJourney | undefined;
  private readonly flows: () => FlowSet;
  private readonly addJourney: (chunk: JourneyChunk) => void;
  private readonly ports: Ports;
  private readonly onFailure: ((journeyId: string, error: unknown) => void) | undefined;

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

  /** Starts loading a journey unless it is loaded, loading, or failed; never rejects. */
  ensure(journeyId: string): void {
    if (!this.load || this.flows().journeys[journeyId] || this.loading.has(journeyId) || this.failed.has(journeyId)) return;
    this.loading.add(journeyId);
    this.withTimeout(this.load(journeyId), journeyId).then(
      (journey) => this.settle(journeyId, journey),
      (error: unknown) => {
        this.ports.logger.error(`[storeflow] journey "${journeyId}" could not be loaded`, error);
        this.settle(journeyId, null);
        this.onFailure?.(journeyId, error);
      },
    );
  }

  private settle(journeyId: string, loaded: Journey | JourneyChunk | null): void {
    this.loading.delete(journeyId);
    if (loaded) this.addJourney('journey' in loaded ? loaded : { journey: loaded });
    else this.failed.add(journeyId);
  }

  /** Spec 9: a chunk that takes longer than settings.chunkLoadTimeoutMs (120 s) counts as failed. */
  private withTimeout<T>(loading: Promise<T>, journeyId: string): Promise<T> {
    const limitMs = Number(this.flows().settings.chunkLoadTimeoutMs ?? 120000);
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

  /** Loads every remaining journey after a delay, one after the other in the background. */
  prefetchAll(delayMs: number): void {
    if (!this.load) return;
    this.ports.clock.setTimeout(() => {
      for (const journeyId of Object.keys(this.flows().lazyJourneys ?? {})) this.ensure(journeyId);
    }, delayMs);
  }
}
