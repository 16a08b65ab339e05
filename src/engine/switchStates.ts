import type { FlowSet } from '../model/flowSet.ts';

/**
 * The value of every declared switch (facts switches.<NAME>, spec 6 and 9).
 * A switch is on when a throttle list names it (the getNSAThrottleList answer,
 * the cdlThrottleList cookie) and the name carries one of the throttle switch
 * prefixes of lists.throttleSwitchPrefixes; otherwise it takes its default
 * from flows/switches. Names of other features in a throttle list turn nothing on.
 *
 * Pure: reads only its arguments. Without prefixes no name counts (fail closed:
 * every switch keeps its default).
 */
export function switchStates(declared: FlowSet['switches'], named: Iterable<string>, prefixes: readonly unknown[]): Record<string, boolean> {
  const switchPrefixes = prefixes.filter((prefix): prefix is string => typeof prefix === 'string' && prefix !== '');
  const on = new Set([...named].filter((name) => switchPrefixes.some((prefix) => name.startsWith(prefix))));
  return Object.fromEntries(Object.entries(declared).map(([name, definition]) => [name, on.has(name) || definition.default]));
}
