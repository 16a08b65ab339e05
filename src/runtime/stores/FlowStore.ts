import { action, computed, makeObservable, reaction, type IReactionDisposer } from 'mobx';
import { handleEvent } from '../../engine/handleEvent.ts';
import { renderNodes, type ResolvedNode } from '../../engine/renderPage.ts';
import { resolveValue } from '../../engine/resolveValue.ts';
import { findPage, findPageById, parseRoute, pagePath, defaultBasePath, type PageRef } from '../../engine/routing.ts';
import type { FlowSet } from '../../model/flowSet.ts';
import type { Ports } from '../../model/ports.ts';
import type { EffectRunner } from '../effects/EffectRunner.ts';
import type { FactsStore } from './FactsStore.ts';
import type { LocationStore } from './LocationStore.ts';
import type { ServiceStore } from './ServiceStore.ts';
import type { UiStore } from './UiStore.ts';

/** Analytics page identifiers go out this long after the page changes (spec 9). */
export const pageTagDelayMs = 500;

interface FlowDeps {
  flows: () => FlowSet;
  ports: Ports;
  location: LocationStore;
  facts: FactsStore;
  services: ServiceStore;
  ui: UiStore;
  runner: () => EffectRunner;
}

/** Which page is shown, what it renders, and what its events do. */
export class FlowStore {
  private readonly deps: FlowDeps;
  private disposers: IReactionDisposer[] = [];

  constructor(deps: FlowDeps) {
    this.deps = deps;
    makeObservable<FlowStore, 'enterPage'>(this, {
      current: computed,
      nodes: computed,
      title: computed,
      dispatch: action,
      enterPage: action,
    });
  }

  get current(): PageRef | null {
    return findPage(this.deps.flows(), parseRoute(this.deps.location.snapshot.pathname));
  }

  /** The page body as finished nodes for the view. */
  get nodes(): ResolvedNode[] {
    const page = this.current?.page;
    if (!page) return [];
    return renderNodes(page.body, { facts: this.deps.facts.facts, texts: this.deps.flows().texts });
  }

  get title(): string {
    const page = this.current?.page;
    if (!page) return this.deps.flows().texts['common.notFoundTitle'] ?? '';
    return String(resolveValue(page.title, { facts: this.deps.facts.facts, texts: this.deps.flows().texts }) ?? '');
  }

  dispatch(event: string, payload?: Record<string, unknown>): void {
    const page = this.current?.page;
    if (!page) return;
    const facts = payload ? { ...this.deps.facts.facts, event: payload } : this.deps.facts.facts;
    const outcome = handleEvent(page, event, facts);
    this.deps.runner().run(outcome.effects, payload);
  }

  gotoPage(pageId: string, query: Record<string, unknown>): void {
    const target = findPageById(this.deps.flows(), pageId);
    if (!target) {
      this.deps.ports.logger.error(`[storeflow] goto: no page "${pageId}"`);
      return;
    }
    const base = parseRoute(this.deps.location.snapshot.pathname).basePath ?? defaultBasePath;
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null) search.set(key, String(value));
    const qs = search.toString();
    this.deps.location.push(`${pagePath(base, target.page)}${qs ? `?${qs}` : ''}`);
  }

  /** Starts reacting to page changes: fresh page state, on-enter effects, title, page tag. */
  start(): void {
    this.disposers.push(
      reaction(
        () => `${this.deps.location.snapshot.pathname}${this.deps.location.snapshot.search}`,
        () => this.enterPage(),
        { fireImmediately: true },
      ),
      reaction(
        () => this.title,
        (title) => this.deps.ports.document.setTitle(title),
        { fireImmediately: true },
      ),
    );
  }

  stop(): void {
    this.disposers.forEach((dispose) => dispose());
    this.disposers = [];
  }

  private enterPage(): void {
    this.deps.ui.reset();
    this.deps.services.reset();
    this.deps.facts.refreshCookies();
    const ref = this.current;
    if (!ref) return;
    this.deps.runner().run(ref.page.onEnter ?? []);
    const analytics = ref.page.analytics;
    if (analytics) {
      const path = this.deps.location.snapshot.pathname;
      this.deps.ports.clock.setTimeout(() => {
        if (this.deps.location.snapshot.pathname !== path) return;
        const context = { facts: this.deps.facts.facts, texts: this.deps.flows().texts };
        this.deps.ports.pageTag.send('pageView', {
          pageName: resolveValue(analytics.pageName, context),
          flow: analytics.flow ?? '',
          intent: analytics.intent ?? '',
        });
      }, pageTagDelayMs);
    }
  }
}
