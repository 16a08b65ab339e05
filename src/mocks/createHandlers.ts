import { http, matchRequestUrl } from 'msw';
import type { HttpHandler, PathParams } from 'msw';
import { answerToResponse } from './answerToResponse.ts';
import { answerInAskedLanguage } from './serviceMessages.ts';
import { contentFiles as flowContentFiles } from './contentFiles.ts';
import type { ContentFiles } from './contentFiles.ts';
import type { MockService } from './mockService.ts';
import { serviceMethod } from './mockService.ts';
import { createOverrideState } from './overrideState.ts';
import type { OverrideState } from './overrideState.ts';
import { createScenarioState } from './scenarioState.ts';
import type { ScenarioState } from './scenarioState.ts';
import { allServices } from './services/index.ts';
import { cartThrottleList, cartThrottleListFollowingFlows } from './services/cartThrottleList.ts';
import type { GetStorage } from './storage.ts';
import { safeStorage } from './storage.ts';

export type MockHandlerOptions = {
  /** Where overrides live (`localStorage` in the browser, a MemoryStorage in Node tests). */
  getLocalStorage: GetStorage;
  /** Where the scenario lives (`sessionStorage` in the browser). */
  getSessionStorage: GetStorage;
  /** Content files by name; defaults to `flows/content/*.json`. */
  contentFiles?: ContentFiles;
  /** Defaults to every call of spec 7. */
  services?: readonly MockService[];
  /** Where `[mocks]` warnings go; defaults to console.warn. */
  warn?: (message: string) => void;
  /**
   * The throttle list's default answer (issue 21 item 6; services/cartThrottleList.ts): 'demo' turns on the switches
   * the demo walks, 'flows' names none so each switch keeps its flow default. No default: each caller says which.
   */
  switches: SwitchDefaults;
};

export type SwitchDefaults = 'demo' | 'flows';

function requestKey(request: Request): { key: string; url: URL } {
  const url = new URL(request.url);
  return { key: `${request.method.toUpperCase()} ${url.pathname}`, url };
}

/**
 * The override that answers a request: the one keyed on the exact path, else
 * one keyed on another variant of the same service (signed in, /nse/,
 * prepaid...; issue 21 item 6): a tester who copied the signed-out path from
 * the network tab still sees their answer when signed in.
 */
function takeOverride(service: MockService, key: string, overrides: OverrideState) {
  const method = serviceMethod(service).toUpperCase();
  const keys = [key, service.key, ...service.paths.map((path) => `${method} ${path}`)];
  const chosen = keys.find((candidate) => overrides.has(candidate));
  return chosen === undefined ? undefined : overrides.take(chosen);
}

/** Answer order (contracts 4): override for the path (exact first, then the service's other variants), then the scenario, then the default. */
function serviceAnswer(service: MockService, overrides: OverrideState, scenarios: ScenarioState, getStorage: GetStorage) {
  return async (request: Request, params: PathParams): Promise<Response> => {
    const { key, url } = requestKey(request);
    const override = takeOverride(service, key, overrides);
    if (override !== undefined) return answerToResponse(override, 'override');

    const fromScenario = scenarios.take(service);
    if (fromScenario !== undefined && fromScenario.answer !== 'default') {
      return answerToResponse(answerInAskedLanguage(fromScenario.answer, request), `scenario:${fromScenario.name}`);
    }
    const answer = await service.defaultAnswer({
      request,
      url,
      method: request.method.toUpperCase(),
      path: url.pathname,
      params,
      storage: safeStorage(getStorage),
    });
    return answerToResponse(answerInAskedLanguage(answer, request), fromScenario === undefined ? 'default' : `scenario:${fromScenario.name}:default`);
  };
}

interface ServiceRoute {
  /** Upper case, e.g. "GET". */
  method: string;
  /** "*" and the path: any origin, relative URLs in the browser and absolute ones in Node. */
  path: string;
  answer: (request: Request, params: PathParams) => Promise<Response>;
}

/**
 * Every service path behind one MSW handler, tried in the services' order. MSW parses each handler's request,
 * its cookies included, for every request a page makes (scripts, styles and images too: the worker forwards them
 * all). In the browser that is a `document.cookie` read per handler per request, and with one handler per
 * service path (about 80) it was most of a demo page's script time and of the e2e suite's CPU
 * (docs/architecture.md "Dev-only tools"). Matching the paths here costs no cookie read.
 */
function servicesHandler(routes: readonly ServiceRoute[]): HttpHandler {
  const routeOf = (request: Request): { route: ServiceRoute; params: PathParams } | undefined => {
    const url = new URL(request.url);
    const method = request.method.toUpperCase();
    for (const route of routes) {
      if (route.method !== method) continue;
      const match = matchRequestUrl(url, route.path);
      if (match.matches) return { route, params: match.params ?? {} };
    }
    return undefined;
  };
  // A predicate, not "*": a request no service answers stays unmatched and follows onUnhandledRequest.
  return http.all(
    ({ request }) => routeOf(request) !== undefined,
    async ({ request }) => {
      const found = routeOf(request);
      // The predicate just matched this request; the routes never change, so it matches again.
      return found === undefined ? undefined : found.route.answer(request, found.params);
    },
  );
}

/**
 * Overrides also apply to calls we have no service for (e.g. the cartservice
 * calls spec 7 only names). The predicate matches only when such an override
 * exists, so every other request stays unhandled and follows
 * `onUnhandledRequest`.
 */
function overrideOnlyHandler(overrides: OverrideState): HttpHandler {
  return http.all(
    ({ request }) => overrides.has(requestKey(request).key),
    async ({ request }) => {
      const override = overrides.take(requestKey(request).key);
      // The predicate just saw it; only a concurrent storage edit can remove it in between.
      return override === undefined ? undefined : answerToResponse(override, 'override');
    },
  );
}

/**
 * The MSW handlers for every mocked call. Storage is injected and read at
 * each request, so the same handlers serve the browser (real storages) and
 * Node tests (in-memory ones). Counters live in this closure, one set per
 * call of createHandlers, never at module level.
 */
export function createHandlers(options: MockHandlerOptions): HttpHandler[] {
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const overrides = createOverrideState(options.getLocalStorage, warn);
  const scenarios = createScenarioState(options.getSessionStorage, warn);
  const services = (options.services ?? allServices(options.contentFiles ?? flowContentFiles)).map((service) =>
    options.switches === 'flows' && service === cartThrottleList ? cartThrottleListFollowingFlows : service,
  );
  return [
    servicesHandler(
      services.flatMap((service) =>
        service.paths.map((path) => ({
          method: serviceMethod(service).toUpperCase(),
          path: `*${path}`,
          answer: serviceAnswer(service, overrides, scenarios, options.getLocalStorage),
        })),
      ),
    ),
    overrideOnlyHandler(overrides),
  ];
}
