import { resolveRecord, type ResolveContext } from '../../src/engine/resolveValue.ts';
import type { JourneyIssue } from './journeyCheck.ts';
import { didYouMean } from './suggest.ts';

/**
 * An example's `expect` ({ "view": "notEligible" }) against what its row gives,
 * resolved the way the runtime resolves it (text refs become their text).
 * Landing on the right row proves the conditions; `expect` also proves the values.
 */
export function checkExpect(
  expect: Record<string, unknown> | undefined,
  given: Record<string, unknown>,
  context: ResolveContext,
  at: (string | number)[],
): JourneyIssue[] {
  if (!expect) return [];
  const resolved = resolveRecord(given as never, context);
  const issues: JourneyIssue[] = [];
  for (const [key, wanted] of Object.entries(expect)) {
    if (!(key in resolved)) {
      issues.push({
        at: [...at, 'expect', key],
        message: `example expects "${key}", but its row gives no such value.${didYouMean(key, Object.keys(resolved))} Its values: ${Object.keys(resolved).join(', ') || '(none)'}.`,
      });
    } else if (JSON.stringify(resolved[key]) !== JSON.stringify(wanted)) {
      issues.push({
        at: [...at, 'expect', key],
        message: `example expects ${key} ${JSON.stringify(wanted)}, but its row gives ${JSON.stringify(resolved[key])}. Fix: correct the expected value or the row's result.`,
      });
    }
  }
  return issues;
}
