import type { Assignment, RowSpace } from './rowSpace.ts';

/** How many partial assignments one search may try before it gives up. */
export const searchBudget = 200_000;

export type SearchResult = { found: Assignment } | { found: null; gaveUp: boolean };

/**
 * Finds facts under which every row of `hold` holds and every row of `fail`
 * does not: a small constraint search over the rows' finite domains. Facts
 * are assigned one by one (those of `hold` first) and a row is judged as
 * soon as all it reads is assigned, so most combinations are never built.
 */
export function searchFacts(space: RowSpace, hold: readonly number[], fail: readonly number[]): SearchResult {
  const involved = [...hold, ...fail];
  const order: string[] = [];
  for (const row of involved) for (const path of space.rowFacts[row] ?? []) if (!order.includes(path)) order.push(path);
  // Judge each row right after its last fact is assigned.
  const judgedAt = new Map<number, { row: number; mustHold: boolean }[]>();
  for (const row of involved) {
    const last = Math.max(-1, ...(space.rowFacts[row] ?? []).map((path) => order.indexOf(path)));
    const list = judgedAt.get(last) ?? [];
    list.push({ row, mustHold: hold.includes(row) });
    judgedAt.set(last, list);
  }
  const assignment: Assignment = new Map();
  let steps = 0;
  const consistent = (depth: number): boolean => (judgedAt.get(depth) ?? []).every(({ row, mustHold }) => space.holds(row, assignment) === mustHold);
  if (!consistent(-1)) return { found: null, gaveUp: false };
  const visit = (depth: number): boolean | 'budget' => {
    if (depth === order.length) return true;
    const path = order[depth] as string;
    const size = space.domains.get(path)?.values.length ?? 0;
    for (let index = 0; index < size; index += 1) {
      if (++steps > searchBudget) return 'budget';
      assignment.set(path, index);
      if (!consistent(depth)) continue;
      const result = visit(depth + 1);
      if (result !== false) return result;
    }
    assignment.delete(path);
    return false;
  };
  const result = visit(0);
  if (result === true) return { found: new Map(assignment) };
  return { found: null, gaveUp: result === 'budget' };
}
