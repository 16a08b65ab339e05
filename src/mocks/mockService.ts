import type { MockAnswer } from './overrides.ts';
import type { ScenarioName } from './scenarios.ts';
import type { StorageLike } from './storage.ts';

/** What a default answer may look at. */
export type MockContext = {
  request: Request;
  url: URL;
  /** Upper-case HTTP method. */
  method: string;
  /** Path without origin or query, as in override keys. */
  path: string;
  /** Path parameters of the matched pattern (e.g. `name` for content). */
  params: Readonly<Record<string, string | readonly string[] | undefined>>;
  /** Where stateful mocks (the demo cart) keep their data: `localStorage` in the browser, memory in Node tests. */
  storage: StorageLike | null;
};

/** In a scenario's list of answers, "default" stands for the service's own default answer. */
export type ScenarioAnswer = MockAnswer | 'default';

/**
 * One mocked service call. `key` names it ("METHOD /canonical/path"); `paths`
 * lists every path variant it answers (prospect /nse/, prepay), all under the
 * same method. A scenario value is one answer, or answers used in turn (the
 * last one repeats).
 */
export type MockService = {
  key: string;
  paths: readonly string[];
  /** May be async: stateful mocks read the request body (`await ctx.request.json()`). */
  defaultAnswer: (ctx: MockContext) => MockAnswer | Promise<MockAnswer>;
  scenarios?: Partial<Record<ScenarioName, ScenarioAnswer | readonly ScenarioAnswer[]>>;
};

/** "POST /a/b" -> "POST". */
export function serviceMethod(service: MockService): string {
  return service.key.split(' ', 1)[0] ?? 'GET';
}
