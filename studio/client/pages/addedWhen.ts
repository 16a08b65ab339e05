/**
 * A condition added where there was none (the pages view's "Add a condition" on a handler or a node), written where
 * the project's files and the JSON tab write it, so the saved file reads as if typed there: a handler's `when` after
 * its note and before its effects ("note", "when", "effects", "examples"); a node's after its component and test id,
 * before its props and children (flows/journeys: "component", "testId", "when", "props", "children").
 */

/**
 * What the condition starts as: no clause, "never", as a new table row's (studio/shared/tables/rowEdits.ts). The
 * builder shows it as "No clause yet … Add a clause."; `true` ("always", as it was) it cannot show.
 */
export const firstWhen = false;

/** The keys a handler writes after its `when`. */
export const handlerKeysAfterWhen = ['effects', 'examples'] as const;

/** The keys a node writes after its `when` (a note is written either side in the files; before it is the schema's order). */
export const nodeKeysAfterWhen = ['props', 'children', 'note'] as const;

/** A copy of the draft's handler or node with `when` before the first of `after` it has (at the end when none). */
export function withWhen(target: object, when: unknown, after: readonly string[]): Record<string, unknown> {
  const entries = Object.entries(target).filter(([key]) => key !== 'when');
  const at = entries.findIndex(([key]) => after.includes(key));
  entries.splice(at === -1 ? entries.length : at, 0, ['when', when]);
  return Object.fromEntries(entries);
}
