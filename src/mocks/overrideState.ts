import type { MockAnswer, MockOverrides } from './overrides.ts';
import { readOverrides } from './overrides.ts';
import type { GetStorage } from './storage.ts';
import { safeStorage } from './storage.ts';
import { TurnCounter, asList } from './turnCounter.ts';

/**
 * Per-handler-set memory of localStorage["mock:overrides"]: re-read at each
 * request (so edits apply without reload), parsed only when the text
 * changes, turn counters reset on any change, and a broken value warned about
 * once rather than on every request.
 */
export function createOverrideState(getLocalStorage: GetStorage, warn: (message: string) => void) {
  let lastText: string | null | undefined;
  let overrides: MockOverrides = {};
  const turns = new TurnCounter();

  function current(): MockOverrides {
    const reading = readOverrides(safeStorage(getLocalStorage));
    if (reading.text !== lastText) {
      lastText = reading.text;
      overrides = reading.overrides;
      turns.reset();
      if (reading.problem !== null) warn(reading.problem);
    }
    return overrides;
  }

  return {
    /** True when an override exists for the key; does not use up a turn. */
    has(key: string): boolean {
      return Object.hasOwn(current(), key);
    },
    /** The override answer for this request, taking its turn; undefined when there is none. */
    take(key: string): MockAnswer | undefined {
      const all = current();
      if (!Object.hasOwn(all, key)) return undefined;
      const value = all[key];
      return value === undefined ? undefined : turns.next(key, asList(value));
    },
  };
}

export type OverrideState = ReturnType<typeof createOverrideState>;
