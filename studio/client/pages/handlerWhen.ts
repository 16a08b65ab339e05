/**
 * A condition added to a handler that has none (the pages view's "Add a condition"), written as the project's files
 * and the JSON tab write a handler: `when` after its note and before its effects ("note", "when", "effects",
 * "examples"), so the saved file reads as if typed there.
 */

/**
 * What the condition starts as: no clause, "never", as a new table row's (studio/shared/tables/rowEdits.ts). The
 * builder shows it as "No clause yet … Add a clause."; `true` ("always", the handler as it was) it cannot show.
 */
export const firstWhen = false;

/** A copy of the draft's handler with `when` before its effects (at the end when it has none). */
export function withWhen(handler: object, when: unknown): Record<string, unknown> {
  const entries = Object.entries(handler).filter(([key]) => key !== 'when');
  const at = entries.findIndex(([key]) => key === 'effects');
  entries.splice(at === -1 ? entries.length : at, 0, ['when', when]);
  return Object.fromEntries(entries);
}
