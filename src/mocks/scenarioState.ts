import type { MockService, ScenarioAnswer } from './mockService.ts';
import { SCENARIO_STORAGE_KEY } from './scenarioStorage.ts';
import { SCENARIOS, isScenarioName } from './scenarios.ts';
import type { GetStorage } from './storage.ts';
import { readStorageItem } from './storage.ts';
import { TurnCounter, asList } from './turnCounter.ts';

/**
 * Per-handler-set memory of the active scenario, read at each request from
 * sessionStorage["mock:scenario"]. Turn counters (e.g. flaky-503's "first
 * 503, then default") are per call and start again when the scenario changes.
 */
export function createScenarioState(getSessionStorage: GetStorage, warn: (message: string) => void) {
  let lastName: string | null = null;
  const turns = new TurnCounter();
  const warnedUnknown = new Set<string>();

  function currentName(): string | null {
    const name = readStorageItem(getSessionStorage, SCENARIO_STORAGE_KEY);
    if (name !== lastName) {
      lastName = name;
      turns.reset();
    }
    if (name !== null && !isScenarioName(name) && !warnedUnknown.has(name)) {
      warnedUnknown.add(name);
      warn(
        `[mocks] Unknown scenario "${name}" in sessionStorage["${SCENARIO_STORAGE_KEY}"]; using default answers. ` +
          `Known scenarios: ${Object.keys(SCENARIOS).join(', ')} (see src/mocks/scenarios.ts). Open the page with ?scenario= to clear it.`,
      );
    }
    return name;
  }

  return {
    /** The scenario's answer for this request and its name, or undefined when the scenario leaves the call alone. */
    take(service: MockService): { name: string; answer: ScenarioAnswer } | undefined {
      const name = currentName();
      if (name === null || !isScenarioName(name)) return undefined;
      const value = service.scenarios?.[name];
      if (value === undefined) return undefined;
      const answer = turns.next(service.key, asList(value));
      return answer === undefined ? undefined : { name, answer };
    },
  };
}

export type ScenarioState = ReturnType<typeof createScenarioState>;
